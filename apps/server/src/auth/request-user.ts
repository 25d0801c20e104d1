/** The signed-in user of a request, as routes and the session cache see it. */
export interface RequestUser {
  id: string;
  email: string;
  name: string | null;
}
