/**
 * Fifty legal citations of mixed forms, as chat tools write them, for measuring the
 * citation parser's recall and precision. Each `cite` is the citation text exactly as it
 * appears in `sentence`. Distractors (contract section and page references, amounts,
 * dates) are in `DISTRACTORS`: any authority found there is a false positive.
 */
export type CitationCase = { sentence: string; cite: string; kind: 'case' | 'statute' | 'regulation'; form: 'full' | 'short' | 'supra' | 'id' };

export const CITATIONS_50: CitationCase[] = [
  { sentence: 'See Varghese v. China Southern Airlines Co., 925 F.3d 1339 (11th Cir. 2019).', cite: '925 F.3d 1339', kind: 'case', form: 'full' },
  { sentence: 'In Shaboon v. Egyptair, 2013 IL App (1st) 111279-U, the court tolled the period.', cite: '2013 IL App (1st) 111279-U', kind: 'case', form: 'full' },
  { sentence: 'Petersen v. Iran Air, 905 F. Supp. 2d 121 (D.D.C. 2012), is on point.', cite: '905 F. Supp. 2d 121', kind: 'case', form: 'full' },
  { sentence: 'Martinez v. Delta Air Lines, Inc., 2019 WL 4639462 (Tex. App. Sept. 25, 2019).', cite: '2019 WL 4639462', kind: 'case', form: 'full' },
  { sentence: 'Estate of Durden v. KLM Royal Dutch Airlines, 2017 WL 2418825 (Ga. Ct. App. June 5, 2017).', cite: '2017 WL 2418825', kind: 'case', form: 'full' },
  { sentence: 'Miller v. United Airlines, Inc., 174 F.3d 366 (4th Cir. 1999), held the same.', cite: '174 F.3d 366', kind: 'case', form: 'full' },
  { sentence: 'The standard comes from Brown v. Board of Education, 347 U.S. 483 (1954).', cite: '347 U.S. 483', kind: 'case', form: 'full' },
  { sentence: 'Pleading requires plausibility. Ashcroft v. Iqbal, 556 U.S. 662, 678 (2009).', cite: '556 U.S. 662', kind: 'case', form: 'full' },
  { sentence: 'Bell Atlantic Corp. v. Twombly, 550 U.S. 544, 570 (2007).', cite: '550 U.S. 544', kind: 'case', form: 'full' },
  { sentence: 'Summary judgment follows Celotex Corp. v. Catrett, 477 U.S. 317, 322-23 (1986).', cite: '477 U.S. 317', kind: 'case', form: 'full' },
  { sentence: 'Mata v. Avianca, Inc., 678 F. Supp. 3d 443 (S.D.N.Y. 2023), sanctioned counsel.', cite: '678 F. Supp. 3d 443', kind: 'case', form: 'full' },
  { sentence: 'Hadley v. Baxendale limits damages; see also Kenford Co. v. County of Erie, 67 N.Y.2d 257 (1986).', cite: '67 N.Y.2d 257', kind: 'case', form: 'full' },
  { sentence: 'Under Foley v. Interactive Data Corp., 47 Cal. 3d 654 (1988), no tort lies.', cite: '47 Cal. 3d 654', kind: 'case', form: 'full' },
  { sentence: 'Seaman\'s Direct Buying Service, Inc. v. Standard Oil Co., 36 Cal. 3d 752 (1984), was overruled.', cite: '36 Cal. 3d 752', kind: 'case', form: 'full' },
  { sentence: 'Texaco, Inc. v. Pennzoil, Co., 729 S.W.2d 768 (Tex. App. 1987), is the classic case.', cite: '729 S.W.2d 768', kind: 'case', form: 'full' },
  { sentence: 'See Jacob & Youngs, Inc. v. Kent, 230 N.Y. 239 (1921).', cite: '230 N.Y. 239', kind: 'case', form: 'full' },
  { sentence: 'Lucy v. Zehmer, 196 Va. 493, 84 S.E.2d 516 (1954), concerns intent.', cite: '196 Va. 493', kind: 'case', form: 'full' },
  { sentence: 'The parallel cite is 84 S.E.2d 516.', cite: '84 S.E.2d 516', kind: 'case', form: 'full' },
  { sentence: 'Pacific Gas & Electric Co. v. G.W. Thomas Drayage & Rigging Co., 69 Cal. 2d 33 (1968).', cite: '69 Cal. 2d 33', kind: 'case', form: 'full' },
  { sentence: 'Williams v. Walker-Thomas Furniture Co., 350 F.2d 445 (D.C. Cir. 1965).', cite: '350 F.2d 445', kind: 'case', form: 'full' },
  { sentence: 'ProCD, Inc. v. Zeidenberg, 86 F.3d 1447 (7th Cir. 1996), upheld shrinkwrap terms.', cite: '86 F.3d 1447', kind: 'case', form: 'full' },
  { sentence: 'Specht v. Netscape Communications Corp., 306 F.3d 17 (2d Cir. 2002).', cite: '306 F.3d 17', kind: 'case', form: 'full' },
  { sentence: 'Hill v. Gateway 2000, Inc., 105 F.3d 1147 (7th Cir. 1997).', cite: '105 F.3d 1147', kind: 'case', form: 'full' },
  { sentence: 'AT&T Mobility LLC v. Concepcion, 563 U.S. 333 (2011), enforces arbitration clauses.', cite: '563 U.S. 333', kind: 'case', form: 'full' },
  { sentence: 'Epic Systems Corp. v. Lewis, 138 S. Ct. 1612 (2018).', cite: '138 S. Ct. 1612', kind: 'case', form: 'full' },
  { sentence: 'Henry Schein, Inc. v. Archer & White Sales, Inc., 139 S. Ct. 524 (2019).', cite: '139 S. Ct. 524', kind: 'case', form: 'full' },
  { sentence: 'Rent-A-Center, West, Inc. v. Jackson, 561 U.S. 63 (2010).', cite: '561 U.S. 63', kind: 'case', form: 'full' },
  { sentence: 'In re Marriage of Bonds, 24 Cal. 4th 1 (2000), addresses voluntariness.', cite: '24 Cal. 4th 1', kind: 'case', form: 'full' },
  { sentence: 'Stewart v. Dutra Constr. Co., 543 U.S. 481 (2005).', cite: '543 U.S. 481', kind: 'case', form: 'full' },
  { sentence: 'Hawkins v. McGee, 84 N.H. 114, 146 A. 641 (1929).', cite: '84 N.H. 114', kind: 'case', form: 'full' },
  // short forms, id., supra
  { sentence: 'The court noted the point. 925 F.3d at 1345.', cite: '925 F.3d at 1345', kind: 'case', form: 'short' },
  { sentence: 'Plausibility is required. Iqbal, 556 U.S. at 679.', cite: '556 U.S. at 679', kind: 'case', form: 'short' },
  { sentence: 'A fact is material if it matters. Celotex, 477 U.S. at 323.', cite: '477 U.S. at 323', kind: 'case', form: 'short' },
  { sentence: 'Id. at 1346.', cite: 'Id.', kind: 'case', form: 'id' },
  { sentence: 'The same applies. Id.', cite: 'Id.', kind: 'case', form: 'id' },
  { sentence: 'See Varghese, supra, at 1340.', cite: 'supra', kind: 'case', form: 'supra' },
  { sentence: 'As in Twombly, supra, the claim fails.', cite: 'supra', kind: 'case', form: 'supra' },
  { sentence: 'Specht, 306 F.3d at 35, requires notice.', cite: '306 F.3d at 35', kind: 'case', form: 'short' },
  // statutes and regulations
  { sentence: 'Claims arise under 42 U.S.C. § 1983.', cite: '42 U.S.C. § 1983', kind: 'statute', form: 'full' },
  { sentence: 'The Sherman Act, 15 U.S.C. § 1, prohibits restraints of trade.', cite: '15 U.S.C. § 1', kind: 'statute', form: 'full' },
  { sentence: 'The FAA, 9 U.S.C. § 2, makes arbitration agreements enforceable.', cite: '9 U.S.C. § 2', kind: 'statute', form: 'full' },
  { sentence: 'Diversity jurisdiction is in 28 U.S.C. § 1332(a).', cite: '28 U.S.C. § 1332', kind: 'statute', form: 'full' },
  { sentence: 'The Copyright Act, 17 U.S.C. § 106, grants exclusive rights.', cite: '17 U.S.C. § 106', kind: 'statute', form: 'full' },
  { sentence: 'See 35 U.S.C. § 271 on infringement.', cite: '35 U.S.C. § 271', kind: 'statute', form: 'full' },
  { sentence: 'Rule 10b-5, 17 C.F.R. § 240.10b-5, bars fraud.', cite: '17 C.F.R. § 240.10b-5', kind: 'regulation', form: 'full' },
  { sentence: 'The HIPAA privacy rule is 45 C.F.R. § 164.502.', cite: '45 C.F.R. § 164.502', kind: 'regulation', form: 'full' },
  { sentence: 'Export controls: 15 C.F.R. § 744.21.', cite: '15 C.F.R. § 744.21', kind: 'regulation', form: 'full' },
  { sentence: 'Cal. Civ. Code § 1542 waives unknown claims.', cite: 'Cal. Civ. Code § 1542', kind: 'statute', form: 'full' },
  { sentence: 'Delaware law, Del. Code Ann. tit. 6, § 2708, allows the choice of law.', cite: 'Del. Code Ann. tit. 6, § 2708', kind: 'statute', form: 'full' },
  { sentence: 'N.Y. Gen. Oblig. Law § 5-1401 permits New York law.', cite: 'N.Y. Gen. Oblig. Law § 5-1401', kind: 'statute', form: 'full' },
];

export const DISTRACTORS: string[] = [
  'Section 12.2(b) of the Agreement governs termination (p. 14).',
  'Either party may terminate on thirty (30) days notice under Article IV.',
  'The fee is $1,000 per month, payable at 30 days, see pp. 3–4.',
  'Exhibit A lists the products; clause 7 sets the price.',
  'The Agreement was signed on March 3, 2019 and renews in 2020.',
  'Version 2.0 of the Software, released 10.1.2018, is covered by § 5.',
  'The Distributor shall purchase 1,500 units in Q1 2021.',
  'Notice must be sent to 100 Main St., Suite 200, Seattle, WA 98101.',
];
