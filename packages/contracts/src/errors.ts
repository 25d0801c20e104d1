/** Every API error body (docs/API.md): a German message for the user and a stable code for programs. */
export interface ApiErrorBody {
  error: string;
  code?: string;
}
