/** Thresholds of the talk checks (talk/): notes per slide, repeated transitions, the conclusion's answer words. */
export const TALK_THRESHOLDS = {
  /** Each slide's notes within ±25 % of its own time at 130 words per minute. */
  slideNotesTolerance: 0.25,
  /** Content words of the thesis's answer (not already in its question) that the conclusion slide repeats. */
  conclusionAnswerWords: 3,
  /** A transition frame ("Damit komme ich zu „…“.") said this often counts as repeated. */
  transitionRepeats: 3,
} as const;
