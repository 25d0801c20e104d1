/**
 * English roadmap sentences ("The remainder of this thesis …", "This chapter presents …").
 */
import { NUMBER, UNIT_EN } from "./roadmap-words.ts";

export const STRUCTURE_EN = new RegExp(
  [
    String.raw`\b(?:remainder|rest) of (?:this|the) (?:thesis|paper|work|report|chapter|study|article|document)\b`,
    String.raw`^(?:This|The present|The following|The next|The previous|The last|The first|The second|The third|The fourth|The final|The subsequent|Each|The (?:\w+ )?(?:theoretical|empirical|practical)) (?:\w+ )?${UNIT_EN}\b`,
    String.raw`\b(?:Chapter|Section|Subchapter|Subsection|Part)s?\s*${NUMBER}(?:\s*(?:and|to|–|-)\s*${NUMBER})?,?\s+(?:then |briefly |further |finally )?(?:describes|presents|introduces|discusses|covers|outlines|summari[sz]es|gives|deals|concludes|contains|provides|reports|explains|focuses|reviews|details|addresses|examines|is dedicated|is devoted|will|closes|ends|starts|begins|turns|shows|analy[sz]es|evaluates|compares)\b`,
    String.raw`\b(?:In|in) (?:the )?(?:following|next|previous|last|first|second|third|final|subsequent|present|this) ${UNIT_EN}\b[^.;]{0,60}\b(?:is|are|was|were|will|we|I)\b`,
    String.raw`\b(?:this|each|every|the (?:present|current|following|next|previous|last|first|second|third|final|subsequent|remaining))\s+(?:\w+\s+)?${UNIT_EN}\b[^.;]{0,60}\b(?:deals?|dealt|focus(?:es)?|(?:is|are) dedicated|(?:is|are) devoted|covers?|describes?|presents?|introduces?|discuss(?:es)?|outlines?|summari[sz]es?|gives?|provides?|reviews?|explains?|addresses|examines?|starts?|begins?|ends?|concludes?|will)\b`,
    String.raw`\b(?:described|discussed|presented|explained|introduced|outlined|detailed|defined|treated)\s+(?:in (?:more |further )?detail\s+)?(?:in|within)\s+(?:the\s+)?(?:following|next|subsequent|previous|preceding)\s+${UNIT_EN}\b`,
    String.raw`\bIn (?:Chapter|Section)s?\s*${NUMBER},? (?:we|I|the|this|a|an)\b`,
    String.raw`\b(?:will be|is|are|was|were) (?:\w+ly )?(?:discussed|described|presented|explained|introduced|addressed|covered|examined|treated|outlined|summari[sz]ed|dealt with|reviewed|detailed|elaborated)\b[^.;]{0,40}\b(?:in the following|below|later on|later|in (?:the )?(?:next|following|subsequent|previous|last) ${UNIT_EN}|in (?:Chapter|Section) \d)`,
    String.raw`\b(?:in the following|hereafter),? (?:\w+ ){0,6}(?:will|is|are|shall)\b`,
    String.raw`\b(?:is|are) (?:organi[sz]ed|structured|divided|split|subdivided) (?:as follows|into (?:\w+ )?(?:chapters|sections|parts)|according (?:to )?the)\b`,
    String.raw`\b(?:thesis|paper|work|report|study) (?:is (?:organi[sz]ed|structured)|consists of (?:\w+ )?(?:chapters|sections|parts)|proceeds as follows)\b`,
    String.raw`^(?:First(?:ly)?|Then|Next|Afterwards|Subsequently|Finally|Lastly),? (?:the (?:thesis|paper|work|chapter|section)|this (?:thesis|paper|chapter|section)|we|I) (?:will |then |briefly )*(?:describe|present|introduce|discuss|outline|review|explain|summari[sz]e|conclude|give)s?\b`,
    String.raw`\b(?:thesis|paper|report|study) (?:concludes|closes|ends) with\b`,
    String.raw`^The (?:structure|outline|organi[sz]ation) of (?:this|the) (?:thesis|paper|report)\b`,
    String.raw`^In what follows\b`,
    String.raw`\b(?:is|are) (?:given|provided) in (?:Chapter|Section)s? \d`,
    String.raw`\b(?:conclusions are drawn|an outlook is given|a summary is given|an overview is given)\b`,
  ].join("|"),
  "iu",
);
