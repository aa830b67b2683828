/**
 * The clause forms the lexical judge can entail a paraphrase by (clause-forms.ts). Each is
 * a standard clause of confidentiality agreements, written from legal usage: the claim's
 * logical form (matched against the whole normalised claim), and what one sentence of the
 * span must state for it, with what forbids it there. A sentence here is plain lower-case
 * text; a list's lead-in and its items are one sentence.
 *
 * Roles: the claim's "Receiving Party" (or "Recipient") is whoever the span binds to keep
 * the information; a span whose sentence gives the act to the disclosing party is never read
 * as the receiver's. Quantifiers: a claim's "some" and "may" are existential — a span's
 * conditions only narrow which information or which employees, so dropping them keeps the
 * claim true; a universal claim ("shall not use any … for any purpose other than …") needs
 * the span's own universal restriction.
 */
export type ClauseForm = {
  id: string;
  /** Matches the whole normalised claim (clause-forms.ts normaliseClaim). */
  claim: RegExp;
  /** True when this one span sentence states the form, with nothing in it that clashes. */
  states: (sentence: string) => boolean;
  /** True when anything in the whole span (plain text) takes the form back: "employees may use Residuals for any purpose". */
  clash?: (span: string) => boolean;
};

const RECEIVER = String.raw`(?:receiving party|recipient)`;
const DISCLOSER = String.raw`(?:disclosing party|discloser)`;
const CI = String.raw`(?:confidential information|proprietary information)`;
const SOME = String.raw`(?:some|certain|any)`;
const RECEIVER_OWN = String.raw`(?:receiving party's|recipient's|its|their)`;

const RETURN_ACT = String.raw`return\w*|destroy\w*|destruction|deliver\w* (?:back|up)|surrender\w*|erase|delete`;
/** "upon termination", "on the expiration or earlier termination of this Agreement", "following any termination". */
const ON_END = String.raw`(?:(?:at|upon|on) (?:the )?end of (?:this|the) agreement|(?:upon|on|after|following|at|within [\w() -]{1,30} (?:after|of|following))\s+(?:the\s+)?(?:any\s+)?(?:such\s+)?(?:expiration\s+or\s+(?:earlier\s+)?|completion\s+or\s+)?(?:terminat\w*|expir\w*)(?!\w*\s+of\s+(?:the\s+)?(?:discussions|negotiations)))`;

/** What a permission to retain must retain: the information itself or copies of it, not "a list that contains general descriptions". */
const RETAINED = String.raw`(?:(?:one|a|an|any|such|the|archival|single|its|their|\(\d+\)|copy of|copies of|of)\s+){0,4}(?:cop(?:y|ies)|confidential information|proprietary information|information|materials?|evaluation materials?|records?|ci|portions?|documents?)\b`;

const re = (s: string) => new RegExp(`^${s}$`);
const has = (s: string, r: RegExp) => r.test(s);

/** A negation right before the act ("shall not disclose", "nor to retain", "without copying"), within three words. */
const negatedBefore = (s: string, act: string) => new RegExp(String.raw`\b(?:not|never|no|nor|neither|without|cannot|prohibited from|refrain from)\b(?:\W+[\w'-]+){0,3}?\W+${act}`).test(s);
/** The act given to the disclosing party in this sentence: not the receiver's. */
const disclosersAct = (s: string) => new RegExp(String.raw`\b${DISCLOSER}\s+(?:shall|will|may|must|agrees|undertakes|is entitled|has the right|can)\b`).test(s);
/** Words that make a sentence a hypothesis, a recital or a question rather than a term. */
const hedged = (s: string) => /\b(?:whereas|if and only if|to the extent that .* agree|would|might)\b/.test(s);

/** An exception or a permission that lets the receiver do the act: "except to", "only to", "may disclose", "other than to". */
const PERMIT = String.raw`(?:except|excepting|other than|save|only|solely|may|is entitled to|shall be entitled to|are entitled to|is permitted to|are permitted to|permitted to|be permitted to|has the right to|have the right to|limited to|limit\w*|restrict\w*(?: access)? to|unless|but not)`;
const SHARE = String.raw`(?:disclos\w*|shar\w*|reveal\w*|communicat\w*|divulg\w*|disseminat\w*|distribut\w*|furnish\w*|provid\w*|transmit\w*|access|made available|make available|making available|dissemination)`;

/** The recipients the sentence allows: the words after an exception or permission that lead to them, with a disclosure act in the sentence. */
function allowsRecipients(s: string, who: RegExp): boolean {
  if (!new RegExp(SHARE).test(s) || disclosersAct(s) || hedged(s)) return false;
  // A lookahead, so that one exception's reach does not hide the next one's start.
  const m = new RegExp(String.raw`\b${PERMIT}\b(?!\s+(?:not|never)\b)(?=(.{0,260}))`, 'g');
  for (const hit of s.matchAll(m)) {
    const after = hit[1]!;
    // The exception's list, up to where the sentence turns to something else.
    // A permission's list ends where an exception to it begins ("may disclose to its advisers, except to …").
    const list = after.split(/\b(?:provided(?: that)?|however|in which event|and shall|and will|which|unless|except|excepting|other than|excluding|but not)\b/)[0]!;
    // An exception lets the receiver do the act only when the act is forbidden or kept confidential first.
    const before = s.slice(0, hit.index);
    if (/^(?:except|excepting|other than|save|unless|but not)$/.test(hit[0]) && !/\b(?:not|nor|no|never|neither|prohibit\w*|refrain\w*|restrict\w*|limit\w*|secret|in trust|in confidence)\b|\b(?:keep|kept|hold|held|maintain\w*|treat\w*|preserve\w*)\b[^.]{0,80}\bconfiden/.test(before)) continue;
    // The allowed ones are the disclosure's recipients ("except to its employees"), not its authors ("other than by its employees").
    const recipients = /^\s*(?:(?:its|their|his|her|the|such|those|of|in confidence)\s+){0,3}(?=\w)/.test(list) && !/^\s*(?:as|by|for|in|on|if|when|where|pursuant)\b/.test(list) ? list : /\b(?:to|with|among|within)\b(.*)/.exec(list)?.[1] ?? '';
    if (who.test(recipients) && !/\b(?:not|nor|never)\b[^,;]{0,20}$/.test(s.slice(0, hit.index))) return true;
  }
  return false;
}

export const CLAUSE_FORMS: readonly ClauseForm[] = [
  {
    id: 'SURVIVAL',
    // "Some obligations of Agreement may survive termination of Agreement."
    claim: re(String.raw`(?:${SOME} )?(?:of )?obligations (?:of|under) (?:this )?agreement (?:may|will|shall) survive (?:termination|expiration|termination or expiration)(?: of (?:this )?agreement)?`),
    states: (s) =>
      !hedged(s) &&
      ((/\bsurviv\w*/.test(s) && /\b(?:terminat|expir)\w*/.test(s) && !negatedBefore(s, String.raw`surviv\w*`)) ||
        /\b(?:termination|expiration)\b[^.]{0,80}\b(?:does not|shall not|will not)\b[^.]{0,20}\b(?:affect|relieve|release|discharge|terminate)\b[^.]{0,60}\bobligations?\b/.test(s) ||
        /\bobligations?\b[^.]{0,80}\b(?:shall|will)\b[^.]{0,30}\bcontinue\b[^.]{0,40}\b(?:without limit\w* (?:of|in|as to) time|indefinitely|in perpetuity|perpetually)\b/.test(s) ||
        /\b(?:continue|remain)\w*(?: in (?:full )?(?:force|effect))?[^.]{0,80}\b(?:after|following|beyond|notwithstanding)\b[^.]{0,40}\b(?:terminat|expir)\w*/.test(s)) &&
      !/\b(?:shall|will) not survive\b|\b(?:no|none|neither|nothing)\b[^.;,]{0,80}\bsurviv/.test(s),
  },
  {
    id: 'ORAL_INFORMATION_INCLUDED',
    // "Confidential Information may include verbally conveyed information."
    claim: re(String.raw`${CI} (?:may|can|shall|will)? ?(?:include|includes|cover|covers|encompass|encompasses) (?:(?:verbally|orally) (?:conveyed|disclosed|communicated|provided|given) information|information (?:conveyed|disclosed|communicated|provided|given) (?:verbally|orally)|(?:oral|verbal) information|information in oral form)`),
    states: (s) =>
      /\b(?:oral|orally|verbal|verbally|spoken)\b/.test(s) &&
      /\b(?:confidential|proprietary) information\b|\binformation\b[^.]{0,60}\b(?:means|includes|shall include|shall mean)\b|\bevaluation material/.test(s) &&
      !negatedBefore(s, String.raw`(?:oral|orally|verbal|verbally)\b`) &&
      !/\b(?:oral|orally|verbal|verbally)\b[^.]{0,80}\b(?:shall not|will not|does not|do not|is not|are not)\b[^.]{0,20}\b(?:be|constitute|include|considered|deemed)\b/.test(s) &&
      !/\b(?:exclud\w*|except)\b[^.]{0,40}\b(?:oral|orally|verbal|verbally)\b/.test(s),
  },
  {
    id: 'NO_RIGHTS_GRANTED',
    // "Agreement shall not grant Receiving Party any right to Confidential Information."
    claim: re(String.raw`(?:this )?agreement (?:shall|does|will) not (?:grant|give|confer|convey) (?:${RECEIVER} )?(?:any )?(?:right|rights|license|licence|licenses|right or license|rights or licenses)(?: (?:to|in|under) ${CI})?(?: to ${RECEIVER})?`),
    states: (s) =>
      !hedged(s) &&
      /\b(?:right|rights|license|licence|licenses|title|interest)\b/.test(s) &&
      (/\b(?:nothing|no|neither)\b[^.]{0,160}\b(?:grant\w*|confer\w*|construed|deemed|implied|transfer\w*|convey\w*|creat\w*|vest\w*)\b/.test(s) ||
        /\b(?:does|shall|will|is) not\b[^.]{0,40}\b(?:grant\w*|confer\w*|transfer\w*|convey\w*|be construed)\b/.test(s) ||
        /\bno (?:right|rights|license|licence|licenses|title)\b[^.]{0,80}\b(?:is|are|shall be|will be|has been|have been|may be)\b[^.]{0,20}\b(?:granted|conferred|given|implied|transferred|deduced|inferred)\b/.test(s) ||
        /\b(?:does not|shall not|will not)\b[^.]{0,60}\b(?:receive|acquire|obtain)\b[^.]{0,80}\b(?:right|rights|license|licence|title|interest)\b/.test(s) ||
        /\b(?:shall|will) have no\b[^.]{0,30}\b(?:right|rights|interest|license|licence|title)\b/.test(s)),
  },
  {
    id: 'INDEPENDENT_DEVELOPMENT',
    // "Receiving Party may independently develop information similar to Confidential Information."
    claim: re(String.raw`${RECEIVER} may (?:independently develop|develop independently) (?:information|products|materials|technology)(?: similar to ${CI})?`),
    states: (s) => excepted(s, /\bindependent(?:ly)?\W+(?:[\w-]+\W+){0,2}(?:develop|conceiv|creat|generat)\w*|\b(?:develop|conceiv|creat|generat)\w*\W+(?:[\w-]+\W+){0,4}independent(?:ly)?\b/),
  },
  {
    id: 'THIRD_PARTY_SOURCE',
    // "Receiving Party may acquire information similar to Confidential Information from a third party."
    claim: re(String.raw`${RECEIVER} may (?:acquire|receive|obtain) (?:similar )?information(?: similar to ${CI})? from (?:any )?third[- ]part(?:y|ies)`),
    states: (s) =>
      excepted(s, /\b(?:receiv|obtain|acquir|disclos|furnish|provid|learn|reveal|made available|become available|becomes available|became available|become known|becomes known|became known|comes into|come into|came into)\w*\b[^.;]{0,120}\b(?:from|by)\s+(?:(?:a|any|another|an)\s+)?(?:(?:other|outside|independent)\s+)?(?:third[- ](?:part\w*|persons?)|(?:source|person|entity)\b(?!\s+(?:that is|which is|who is)\s+(?:the\s+)?disclos))/),
  },
  {
    id: 'NOTICE_OF_COMPELLED_DISCLOSURE',
    // "Receiving Party shall notify Disclosing Party in case Receiving Party is required by law, regulation or judicial process to disclose any Confidential Information."
    claim: re(String.raw`${RECEIVER} (?:shall|will|must) (?:promptly )?(?:notify|inform|advise|give notice to|provide notice to) ${DISCLOSER} (?:in case|if|when|where|in event|in the event) (?:${RECEIVER}|it) is (?:required|compelled|requested|ordered) by [a-z ,]*(?:law|regulation|judicial process|court order|legal process)[a-z ,]* to disclose (?:any )?${CI}`),
    states: (s) =>
      !disclosersAct(s) &&
      /\bsubpoena\w*|\b(?:requir\w*|compel\w*|request\w*|(?<!in )order\w*|demand\w*|obligated)\b[^.]{0,80}\b(?:law|laws|regulation\w*|court|judicial|legal|governmental|government|subpoena\w*|order|process|authority|tribunal|stock exchange|agency)\b|\b(?:law|laws|regulation\w*|court|judicial|legal|governmental|government)\b[^.]{0,30}\b(?:requir\w*|compel\w*|request\w*|order\w*|demand\w*)/.test(s) &&
      /\bdisclos\w*/.test(s) &&
      /\b(?:shall|will|must|agrees? to|undertakes? to|is obliged to|is obligated to|is required to|to|provided(?:,)? (?:however,? )?that)\b(?:\W+[\w'-]+){0,6}?\W+(?:promptly |immediately |first )?(?:notif(?:y|ies|ied|ication)|inform(?:s)? (?:the|such|its)|advis(?:e|es) (?:the|such|its)|giv\w*\b[^.]{0,40}\bnotice|provid\w*\b[^.]{0,40}\bnotice)\b/.test(s) &&
      !/\b(?:not|no)\b(?:\W+[\w'-]+){0,4}?\W+(?:notify|notice|inform|advise)\b/.test(s),
  },
  {
    id: 'USE_RESTRICTED_TO_PURPOSE',
    // "Receiving Party shall not use any Confidential Information for any purpose other than the purposes stated in Agreement."
    claim: re(String.raw`${RECEIVER} shall not use (?:any )?${CI} for any (?:other )?purposes? other than (?:purposes?|permitted purposes?) (?:stated|set out|set forth|described|specified|defined) in (?:this )?agreement`),
    states: (s) =>
      !disclosersAct(s) &&
      !hedged(s) &&
      /\b(?:information|material|materials|data)\b/.test(s) &&
      (/\b(?:not|nor|never)\b(?:\W+[\w'-]+){0,3}?\W+(?:to )?(?:use|utili[sz]e|exploit)\b[^.;]{0,160}\b(?:other than|except|save|for any (?:other )?purpose|for (?:its|their|his|her) own)\b/.test(s) ||
        /\b(?:use|used|using|utili[sz]\w*)\b[^.;]{0,120}\b(?:solely|only|exclusively|strictly)\b[^.;]{0,20}\b(?:for|in connection with|to|with respect to|in relation to)\b/.test(s) ||
        /\b(?:solely|only|exclusively)\b[^.;]{0,20}\b(?:for|in connection with)\b[^.;]{0,80}\bpurpose/.test(s) && /\b(?:use|used|using)\b/.test(s)) &&
      true,
    clash: (span) => /\b(?:may|can|is free to|are free to|shall be free to)\b(?:\W+[\w'-]+){0,3}?\W+use\b[^.;]{0,60}\b(?:any purpose|for any reason)|\bresiduals\b/.test(span),
  },
  {
    id: 'SHARE_WITH_EMPLOYEES',
    // "Receiving Party may share some Confidential Information with some of Receiving Party's employees."
    claim: re(String.raw`${RECEIVER} may (?:share|disclose) (?:some )?(?:of )?${CI} (?:with|to) (?:some )?(?:of )?${RECEIVER_OWN} employees`),
    states: (s) => /\bemployee/.test(s) && allowsRecipients(s, /\bemployees?\b/),
  },
  {
    id: 'SHARE_WITH_ADVISERS',
    // "Receiving Party may share some Confidential Information with some third-parties (including consultants, agents and professional advisors)."
    claim: re(String.raw`${RECEIVER} may (?:share|disclose) (?:some )?(?:of )?${CI} (?:with|to) (?:some )?third[- ]parties(?: \(including consultants, agents(?:,)? and professional advis[eo]rs\))?`),
    states: (s) => allowsRecipients(s, /\b(?:consultants?|agents?|advis[eo]rs?|attorneys?|lawyers?|counsel|accountants?|auditors?|contractors?|subcontractors?|bankers?|financing sources|lenders?)\b/),
  },
  {
    id: 'AGREEMENT_ITSELF_CONFIDENTIAL',
    // "Receiving Party shall not disclose the fact that Agreement was agreed or negotiated."
    claim: re(String.raw`${RECEIVER} shall not disclose (?:fact|existence) (?:that|of) (?:this )?agreement(?: was| has been)? (?:agreed|entered into|made|signed|executed|negotiated)(?: or (?:agreed|negotiated|entered into))?`),
    states: (s) =>
      !disclosersAct(s) &&
      !hedged(s) &&
      /\b(?:existence|fact|the fact that)\b[^.;]{0,80}\b(?:this agreement|agreement|discussions?|negotiations?)\b|\b(?:discussions|negotiations)\b[^.;]{0,30}\b(?:are|is|have been|has been) (?:taking place|occurring|under way|underway|ongoing|held)/.test(s) &&
      (/\b(?:not|nor|neither|without|cannot|prohibited from|forbidden to|refrain from)\b(?:\W+[\w'-]+){0,14}?\W+(?:disclos\w*|reveal\w*|announc\w*|publici[sz]\w*|divulg\w*|communicat\w*|make public|inform)/.test(s) ||
        /\b(?:shall|will|must)\b(?:\W+(?!not\b|never\b)[\w'-]+){0,2}?\W+(?:be )?(?:kept|keep|hold|held|treat\w*|maintain\w*)\b[^.;]{0,40}\b(?:confiden\w*|secret)/.test(s)),
  },
  {
    id: 'NO_REVERSE_ENGINEERING',
    // "Receiving Party shall not reverse engineer any objects which embody Disclosing Party's Confidential Information."
    claim: re(String.raw`${RECEIVER} shall not reverse[- ]engineer (?:any )?(?:objects|items|materials|products|samples|prototypes)(?: (?:which|that) (?:embody|contain|incorporate) (?:${DISCLOSER}'s )?${CI})?`),
    states: (s) => !disclosersAct(s) && !hedged(s) && /\breverse[- ]?engineer\w*/.test(s) && (negatedBefore(s, String.raw`reverse[- ]?engineer\w*`) || /\b(?:not|nor|no)\b[^.;]{0,120}\breverse[- ]?engineer\w*/.test(s)),
  },
  {
    id: 'NO_SOLICITATION',
    // "Receiving Party shall not solicit some of Disclosing Party's representatives."
    claim: re(String.raw`${RECEIVER} shall not solicit (?:some |any )?(?:of )?(?:${DISCLOSER}'s )?(?:representatives|employees|personnel|staff)`),
    states: (s) => !disclosersAct(s) && !hedged(s) && /\bsolicit\w*/.test(s) && /\b(?:employees?|representatives?|officers?|personnel|staff|directors?)\b/.test(s) && /\b(?:not|nor|no)\b[^.;]{0,120}\bsolicit\w*/.test(s),
  },
  {
    id: 'RETENTION_PERMITTED',
    // "Receiving Party may retain some Confidential Information even after the return or destruction of Confidential Information."
    claim: re(String.raw`${RECEIVER} may (?:retain|keep) (?:some |a copy of |one copy of |copies of )?(?:of )?${CI}(?: even)?(?: after (?:return or destruction|destruction or return|its return or destruction|return|destruction)(?: of ${CI})?)?`),
    states: (s) =>
      !disclosersAct(s) &&
      !hedged(s) &&
      (new RegExp(String.raw`\b(?:may|is entitled to|shall be entitled to|are entitled to|is permitted to|be permitted to|has the right to|shall have the right to)\b(?:\W+[\w'-]+){0,3}?\W+(?:retain|keep)\s+${RETAINED}`).test(s) ||
        /\b(?:not|no)\b[^.;]{0,40}\b(?:required|obliged|obligated)\b[^.;]{0,20}\b(?:to )?(?:return|destroy|delete|erase)\w*/.test(s) ||
        /\bno such (?:destruction|deletion|return)\b[^.;]{0,30}\b(?:shall|will) be required\b/.test(s) ||
        /\b(?:destruction|deletion|return)\b[^.;]{0,20}\b(?:shall|will) not be (?:made|required)\b/.test(s)) &&
      !/\b(?:may|shall|will) not (?:retain|keep)\b/.test(s),
  },
  {
    id: 'COPYING_PERMITTED',
    // "Receiving Party may create a copy of some Confidential Information in some circumstances."
    // Only an express permission: "shall not copy … except for …" leaves open which acts the exception reaches.
    claim: re(String.raw`${RECEIVER} may (?:create|make) (?:copy|copies|a copy|one or more copies) of (?:some )?${CI}(?: in some circumstances)?`),
    states: (s) =>
      !disclosersAct(s) &&
      !hedged(s) &&
      /\b(?:may|is entitled to|shall be entitled to|is permitted to|be permitted to|has the right to)\b(?:\W+[\w'-]+){0,3}?\W+(?:make|create|reproduce|copy|duplicate)\b[^.;]{0,40}\b(?:cop(?:y|ies)|reproduction\w*|duplicat\w*|confidential information|information)\b/.test(s) &&
      !/\b(?:may|shall|will) not (?:make|create|reproduce|copy|duplicate)\b/.test(s),
  },
  {
    id: 'MARKING_REQUIRED',
    // "All Confidential Information shall be expressly identified by the Disclosing Party."
    claim: re(String.raw`(?:all )?${CI} (?:shall|must|will) be (?:expressly |clearly )?(?:identified|marked|designated)(?: as (?:such|confidential))?(?: by ${DISCLOSER})?`),
    states: (s) =>
      !hedged(s) &&
      (/\b(?:confidential|proprietary) information\b[^.]{0,40}\b(?:means|shall mean|is defined as|includes|shall include|refers to)\b[^.]{0,240}\b(?:marked|designated|identified|labell?ed|legend\w*|stamped)\b[^.]{0,30}\b(?:as )?(?:confidential|proprietary)/.test(s) ||
        /\b(?:shall|must|will) be (?:clearly |conspicuously |expressly |prominently )?(?:marked|designated|identified|labell?ed)\b[^.]{0,40}\b(?:as )?(?:confidential|proprietary)/.test(s)),
    clash: (span) => /\bwhether or not\b|\bregardless of whether\b|\bnot (?:so )?(?:marked|designated|identified|labell?ed)\b|\bunmarked\b|\bby (?:its|their) nature\b|\breasonabl[ey]\b[^.]{0,40}\b(?:understood|considered|be deemed|should)\b|\bor otherwise\b/.test(span),
  },
  {
    id: 'RETURN_OR_DESTROY_ON_TERMINATION',
    // "Receiving Party shall destroy or return some Confidential Information upon the termination of Agreement."
    claim: re(String.raw`${RECEIVER} shall (?:destroy or return|return or destroy) (?:some |all |any )?(?:of )?${CI} (?:upon|on|after|following) (?:termination|expiration|termination or expiration)(?: of (?:this )?agreement)?`),
    states: (s) =>
      !disclosersAct(s) &&
      !hedged(s) &&
      new RegExp(String.raw`\b(?:${RETURN_ACT})\b[^.;]{0,160}\b${ON_END}|\b${ON_END}\b[^.;]{0,200}\b(?:${RETURN_ACT})\b`).test(s) &&
      /\b(?:shall|will|must|agrees? to|undertakes? to|is obliged to|promptly)\b/.test(s) &&
      !negatedBefore(s, String.raw`(?:be required to )?(?:return\w*|destroy\w*)`) &&
      !/\bnot be (?:required|obliged|obligated) to (?:return|destroy)/.test(s),
  },
];

/**
 * The act (`cue`) is stated as an exception to the obligations: the exclusion comes before
 * it ("shall not include information that … (c) is independently developed"), or right
 * after it in the same breath ("information independently developed … shall not be deemed
 * Confidential Information"). An exclusion word elsewhere ("a third party that is not
 * prohibited from disclosing it") is not one.
 */
function excepted(s: string, cue: RegExp): boolean {
  const m = cue.exec(s);
  if (!m) return false;
  // Up to the end of the cue: its first words may be a proviso's ("provided that … will not apply to … received from a third party").
  const pre = s.slice(0, m.index + m[0].length);
  const post = s.slice(m.index + m[0].length);
  return exclusionOrPermission(pre) ||
    /^[^.;]{0,100}\b(?:shall|will|does|do|is|are)\s+not\s+(?:be\s+)?(?:considered|deemed|treated|regarded|constitute|subject to|included|protected)\b/.test(post);
}

/**
 * The sentence excludes information from the obligations, or permits the act: "shall not
 * include information that … is independently developed", "obligations shall not apply
 * to", "nothing … shall prevent", or a list item of such a lead-in ("(c) is rightfully
 * received from a third party").
 */
function exclusionOrPermission(s: string): boolean {
  return (
    /\b(?:shall not|will not|does not|do not|not)\b[^.]{0,40}\b(?:include|including|apply|applies|restrict\w*|prevent\w*|limit\w*|prohibit\w*|preclude\w*|extend|cover|bar|be construed|constitute|be liable|subject to)\b/.test(s) ||
    /\bnot\b[^.]{0,30}\b(?:be )?(?:considered|deemed|treated|regarded)\b/.test(s) ||
    /\b(?:nothing|no provision)\b[^.]{0,120}\b(?:restrict\w*|prevent\w*|limit\w*|prohibit\w*|preclude\w*|construed)\b/.test(s) ||
    /\b(?:exclud\w*|exception\w*|except\w*|no obligations?|free to|shall have no|will have no|has no|have no)\b/.test(s) ||
    /^\s*\(?(?:[a-h]|[ivx]{1,4}|\d{1,2})[).]\s*(?:(?:which|that|information|it|such information)\s+)?(?:is|was|are|were|has been|have been|can be|becomes)\b/.test(s)
  );
}
