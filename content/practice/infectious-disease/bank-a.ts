import type { WrittenItem } from '../types';

export const items: readonly WrittenItem[] = [
  {
    id: 'id-q-toxic-shock-superantigen',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Staphylococcal toxic shock syndrome',
    stem: 'A 19-year-old woman is brought to the emergency department because of fever, vomiting, watery diarrhea, and lightheadedness for 1 day. Her menstrual period began 4 days ago, and she has been using tampons. She takes no medications. Temperature is 39.6°C, pulse is 128/min, respirations are 24/min, and blood pressure is 78/44 mm Hg. She is confused. There is a diffuse, blanching, macular erythroderma, and the conjunctivae are injected. Pelvic examination shows a retained tampon and hyperemia of the vaginal mucosa. Leukocyte count is 16,800/mm³, platelet count is 92,000/mm³, serum creatinine is 2.1 mg/dL, AST is 96 U/L, and creatine kinase is 1,450 U/L. Blood cultures are drawn, the tampon is removed, and intravenous fluids are started.',
    leadIn: 'Which of the following best describes how the toxin responsible for this illness produces shock?',
    options: [
      {
        text: 'ADP-ribosylation of elongation factor 2',
        why: 'Inactivating elongation factor 2 stops protein synthesis and kills cells; it is the action of diphtheria toxin and Pseudomonas exotoxin A, which cause local necrosis, myocarditis and neuropathy rather than erythroderma with shock.',
      },
      {
        text: 'Cleavage of desmoglein 1 in the epidermis',
        why: 'Exfoliative toxins cleave desmoglein 1 and cause staphylococcal scalded skin syndrome in young children: superficial blistering with a positive Nikolsky sign, usually without shock or multiorgan failure.',
      },
      {
        text: 'Cross-linking of MHC class II and T-cell receptors',
        why: 'TSST-1 is a superantigen: it binds MHC class II molecules outside the peptide groove and the variable beta region of T-cell receptors, activating up to a fifth of all T cells at once and releasing a flood of IL-2, interferon-gamma and TNF-alpha.',
      },
      {
        text: 'Lipid A activation of macrophage Toll-like receptor 4',
        why: 'Lipid A of gram-negative endotoxin triggers septic shock through TLR4 on macrophages; Staphylococcus aureus is gram-positive and has no lipopolysaccharide; this illness is driven by a secreted exotoxin.',
      },
      {
        text: 'Pore formation in host cell membranes',
        why: 'Pore-forming toxins such as staphylococcal alpha-toxin or streptolysin O lyse host cells and contribute to tissue necrosis, but they do not produce the diffuse T-cell-driven cytokine storm of toxic shock.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Fever, hypotension and a diffuse macular erythroderma with mucosal hyperemia during menstruation with tampon use, plus involvement of several organ systems (vomiting and diarrhea, kidney injury, raised aminotransferases, raised creatine kinase, thrombocytopenia and confusion), is menstrual toxic shock syndrome caused by toxic shock syndrome toxin-1 (TSST-1) from Staphylococcus aureus colonizing the tampon. Blood cultures are usually negative because the disease is driven by the absorbed toxin. Management is removal of the foreign body, aggressive fluids, and an antistaphylococcal regimen that includes clindamycin to suppress toxin production; the palms and soles typically desquamate 1 to 2 weeks later.',
    objective: 'Explain how a staphylococcal superantigen causes toxic shock syndrome.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'TSST-1 is a superantigen that links MHC class II to T-cell receptor beta chains outside the peptide groove, activating many T cells at once and causing a cytokine storm.',
  },
  {
    id: 'id-q-cholera-toxin',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Cholera: mechanism of secretory diarrhea',
    stem: 'A 28-year-old man working for a relief organization after severe flooding in Haiti is brought to a field clinic because of profuse diarrhea for 12 hours. He has passed more than 20 large-volume, painless, pale gray, watery stools containing flecks of mucus and has vomited twice. He has had no blood in the stool and no abdominal cramps before the diarrhea began. Temperature is 36.8°C, pulse is 124/min, respirations are 22/min, and blood pressure is 86/54 mm Hg. He has sunken eyes, dry mucous membranes, and decreased skin turgor. The abdomen is soft and nontender, with hyperactive bowel sounds. Stool microscopy shows no leukocytes or erythrocytes.',
    leadIn: 'Which of the following best explains the mechanism of this patient\'s diarrhea?',
    options: [
      {
        text: 'Constitutive activation of Gs with increased cAMP',
        why: 'Cholera toxin ADP-ribosylates the alpha subunit of Gs, locking it in the active state; adenylate cyclase then raises cAMP, protein kinase A opens the CFTR chloride channel, and chloride and water pour into the lumen.',
      },
      {
        text: 'Destruction of villous enterocytes with malabsorption',
        why: 'Loss of mature villous enterocytes causes the malabsorptive watery diarrhea of rotavirus in young children, which is accompanied by fever and is rarely this voluminous in adults.',
      },
      {
        text: 'Guanylate cyclase activation with increased cGMP',
        why: 'Raising cGMP is the action of the heat-stable toxin of enterotoxigenic Escherichia coli, a cause of milder traveler\'s diarrhea; cholera toxin acts through cAMP.',
      },
      {
        text: 'Inactivation of 60S ribosomes with epithelial cell death',
        why: 'Shiga and Shiga-like toxins cleave ribosomal RNA of the 60S subunit, killing enterocytes and endothelial cells; they cause bloody diarrhea and hemolytic uremic syndrome.',
      },
      {
        text: 'Mucosal invasion with inflammatory colitis',
        why: 'Invasive organisms such as Shigella, Campylobacter and Salmonella cause fever, cramps and stools with leukocytes and blood, none of which this patient has.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Abrupt, painless, afebrile, large-volume rice-water stools without blood or fecal leukocytes, leading within hours to hypovolemic shock in a flood-affected setting where cholera is endemic, is Vibrio cholerae infection. The organism does not invade; its toxin binds GM1 ganglioside on enterocytes and drives chloride secretion through a cAMP-dependent mechanism. Because glucose-coupled sodium absorption through SGLT1 remains intact, oral rehydration solution works; this patient\'s shock calls for rapid intravenous Ringer lactate first, and a single dose of doxycycline or azithromycin shortens the illness.',
    objective: 'Explain the cAMP-mediated secretory mechanism of cholera toxin.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Cholera toxin ADP-ribosylates Gs, raising cAMP and CFTR chloride secretion; intact glucose-coupled sodium absorption is why oral rehydration works.',
  },
  {
    id: 'id-q-diphtheria-toxin',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Diphtheria',
    stem: 'A 6-year-old boy is brought to the emergency department because of sore throat, fever, and painful swallowing for 3 days. His family immigrated to the United States 1 month ago from a region affected by civil conflict, and he has received no vaccinations. Temperature is 38.4°C, pulse is 134/min, respirations are 28/min, and blood pressure is 94/58 mm Hg. His voice is hoarse. A gray-white, adherent membrane covers both tonsils and extends onto the soft palate and posterior pharynx; attempts to dislodge it cause bleeding. There is marked anterior cervical lymphadenopathy with diffuse soft-tissue swelling of the neck. An ECG shows a PR interval of 0.22 seconds.',
    leadIn: 'The toxin responsible for this condition causes cell injury by which of the following actions?',
    options: [
      {
        text: 'ADP-ribosylation of elongation factor 2',
        why: 'The A fragment of diphtheria toxin ADP-ribosylates elongation factor 2, halting protein synthesis and killing respiratory epithelial cells and, after absorption, myocardial and nerve cells.',
      },
      {
        text: 'Blockade of acetylcholine release from motor nerve terminals',
        why: 'Botulinum toxin cleaves SNARE proteins at the neuromuscular junction and causes descending flaccid paralysis without fever or a pharyngeal membrane.',
      },
      {
        text: 'Cleavage of 28S ribosomal RNA',
        why: 'Shiga toxin removes an adenine from 28S rRNA of the 60S subunit; it causes dysentery and hemolytic uremic syndrome, not pharyngitis.',
      },
      {
        text: 'Increased cAMP in airway epithelial cells',
        why: 'Pertussis toxin ADP-ribosylates Gi, raising cAMP; whooping cough causes paroxysmal cough and lymphocytosis, not a membrane on the tonsils.',
      },
      {
        text: 'Superantigen-mediated T-cell activation',
        why: 'Streptococcal pyrogenic exotoxins are superantigens that cause scarlet fever and streptococcal toxic shock; streptococcal exudate wipes off easily and does not bleed.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Pharyngitis with a gray, adherent pseudomembrane that bleeds when removed, massive cervical lymphadenopathy with neck swelling (bull neck), hoarseness and a prolonged PR interval from early myocarditis in an unvaccinated child is diphtheria. Toxigenic Corynebacterium diphtheriae carries the toxin gene on a lysogenic beta-prophage. The B subunit binds a receptor on host cells and the A subunit enters the cytoplasm, where it inactivates elongation factor 2. Treatment is diphtheria antitoxin given as soon as the diagnosis is suspected, with penicillin or erythromycin, droplet precautions, and prophylaxis and vaccination of contacts.',
    objective: 'Identify the mechanism of diphtheria toxin in a child with a pharyngeal pseudomembrane.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Diphtheria toxin, encoded by a beta-prophage, ADP-ribosylates elongation factor 2; it causes the pseudomembrane, myocarditis and neuropathy and is treated with antitoxin.',
  },
  {
    id: 'id-q-tetanus-toxin',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Generalized tetanus',
    stem: 'A 67-year-old man comes to the emergency department because of jaw stiffness and difficulty swallowing for 2 days. Ten days ago he punctured the sole of his right foot with a garden fork and cleaned the wound at home. He last received a vaccination as a child. Temperature is 37.8°C, pulse is 108/min, respirations are 18/min, and blood pressure is 152/90 mm Hg. He is fully alert. He cannot open his mouth more than 1 cm, and sustained contraction of the facial muscles produces a fixed grin. The neck and abdominal wall muscles are rigid. Touching his arm triggers a painful generalized spasm with arching of the back. There is a healing puncture wound with surrounding crusting on the right sole.',
    leadIn: 'The toxin responsible for this condition most directly causes which of the following?',
    options: [
      {
        text: 'Autoantibodies against postsynaptic acetylcholine receptors',
        why: 'Acetylcholine receptor antibodies cause myasthenia gravis, with fatigable weakness of ocular and bulbar muscles rather than rigidity and spasms.',
      },
      {
        text: 'Blockade of dopamine D2 receptors in the basal ganglia',
        why: 'D2 blockade by antipsychotics or antiemetics causes acute dystonia, which can produce trismus but follows a drug exposure and lacks generalized stimulus-induced spasms.',
      },
      {
        text: 'Blocked acetylcholine release at the neuromuscular junction',
        why: 'Botulinum toxin cleaves SNARE proteins at peripheral cholinergic terminals and causes descending flaccid paralysis, the opposite of the spastic picture here.',
      },
      {
        text: 'Inhibition of acetylcholinesterase in cholinergic synapses',
        why: 'Organophosphates inhibit acetylcholinesterase, causing a cholinergic crisis with secretions, miosis and bradycardia, then fasciculations and flaccid weakness.',
      },
      {
        text: 'Loss of glycine and GABA release from Renshaw cells',
        why: 'Tetanospasmin travels retrogradely up motor axons to the spinal cord and brainstem and cleaves synaptobrevin in inhibitory interneurons, so glycine and GABA are not released and motor neurons fire unchecked.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Trismus, a fixed grin (risus sardonicus), axial rigidity and painful generalized spasms triggered by touch, with a clear sensorium, about 10 days after a contaminated puncture wound in an older adult without booster vaccination is generalized tetanus. Clostridium tetani spores germinate in the wound, and the toxin, a zinc protease, blocks inhibitory neurotransmission in the central nervous system. Treatment includes human tetanus immune globulin (which neutralizes only toxin not yet bound), wound debridement, metronidazole, benzodiazepines for spasms, airway protection, and a full vaccine series, because the disease itself does not confer immunity.',
    objective: 'Explain how tetanus toxin causes spastic paralysis.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Tetanus toxin cleaves synaptobrevin in spinal inhibitory interneurons, blocking glycine and GABA release; botulinum toxin blocks acetylcholine release peripherally.',
  },
  {
    id: 'id-q-vancomycin-resistant-enterococcus',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Vancomycin-resistant enterococcus',
    stem: 'A 64-year-old man with acute myeloid leukemia has been hospitalized for 4 weeks for induction chemotherapy and has a tunneled central venous catheter. He has received cefepime and vancomycin for 5 days for neutropenic fever, but fever persists. Temperature is 38.7°C, pulse is 112/min, and blood pressure is 104/62 mm Hg. Blood cultures from the catheter and a peripheral vein grow gram-positive cocci in pairs and short chains. The isolate is catalase-negative, grows in 6.5% sodium chloride, and hydrolyzes esculin in the presence of bile. It is resistant to ampicillin and to vancomycin.',
    leadIn: 'Which of the following is the most likely mechanism of this organism\'s resistance to vancomycin?',
    options: [
      {
        text: 'Expression of penicillin-binding protein 2a from mecA',
        why: 'The mecA gene encodes PBP2a, which has low affinity for beta-lactams; it explains methicillin resistance in Staphylococcus aureus, not resistance to vancomycin.',
      },
      {
        text: 'Methylation of the 23S rRNA of the 50S ribosomal subunit',
        why: 'Ribosomal methylation by erm genes causes resistance to macrolides, lincosamides and streptogramin B, which bind the 50S subunit; vancomycin acts on the cell wall.',
      },
      {
        text: 'Mutation in the DNA gyrase and topoisomerase IV genes',
        why: 'Topoisomerase mutations cause fluoroquinolone resistance; vancomycin does not act on DNA replication.',
      },
      {
        text: 'Production of a plasmid-encoded beta-lactamase',
        why: 'Beta-lactamases hydrolyze penicillins and cephalosporins; vancomycin is a glycopeptide without a beta-lactam ring and is not affected by them.',
      },
      {
        text: 'Replacement of terminal D-alanine with D-lactate',
        why: 'The vanA or vanB gene clusters produce peptidoglycan precursors ending in D-alanyl-D-lactate instead of D-alanyl-D-alanine, which vancomycin binds about a thousand times less avidly.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Catalase-negative gram-positive cocci in pairs and short chains that tolerate 6.5% salt and hydrolyze bile esculin are enterococci, and resistance to both ampicillin and vancomycin is typical of Enterococcus faecium in patients with long hospital stays, central lines and prior vancomycin exposure. Vancomycin works by binding the D-alanyl-D-alanine terminus of cell wall precursors, which blocks transglycosylation and transpeptidation; altering that terminus removes its target. Vancomycin-resistant enterococcal bacteremia is treated with daptomycin or linezolid, with removal of the infected catheter and contact precautions.',
    objective: 'Identify the mechanism of vancomycin resistance in enterococci.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Vancomycin-resistant enterococci swap the D-Ala-D-Ala end of peptidoglycan precursors for D-Ala-D-Lac; treat with daptomycin or linezolid.',
  },
  {
    id: 'id-q-linezolid-serotonin-syndrome',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Linezolid drug interaction',
    stem: 'A 62-year-old man is hospitalized with a bloodstream infection caused by vancomycin-resistant Enterococcus faecium, and intravenous linezolid is started. He has major depressive disorder treated with sertraline, which is continued. Two days later he becomes agitated, sweaty, and tremulous and has several episodes of diarrhea. Temperature is 38.6°C, pulse is 124/min, respirations are 22/min, and blood pressure is 164/96 mm Hg. The pupils are dilated, the skin is moist, and bowel sounds are hyperactive. Deep tendon reflexes are 4+ throughout, with sustained ankle clonus that is more pronounced in the legs than the arms. There is no muscle rigidity.',
    leadIn: 'The newly added drug most likely contributed to this reaction through which of the following actions?',
    options: [
      {
        text: 'Antagonism of dopamine D2 receptors',
        why: 'Dopamine blockade by antipsychotics causes neuroleptic malignant syndrome, which develops over days with lead-pipe rigidity, bradyreflexia and a high creatine kinase rather than clonus and hyperreflexia.',
      },
      {
        text: 'Blockade of muscarinic acetylcholine receptors',
        why: 'Anticholinergic toxicity also causes hyperthermia, tachycardia and mydriasis, but the skin is hot and dry, bowel sounds are decreased, and reflexes are normal.',
      },
      {
        text: 'Inhibition of cytochrome P450 2D6',
        why: 'Raising serotonergic drug levels by enzyme inhibition is a plausible route to toxicity for some drugs, but linezolid does not inhibit cytochrome P450 enzymes.',
      },
      {
        text: 'Inhibition of monoamine oxidase',
        why: 'Besides blocking formation of the bacterial 70S initiation complex, linezolid is a weak, reversible, nonselective monoamine oxidase inhibitor, so serotonin breakdown falls and serotonin accumulates when an SSRI is also taken.',
      },
      {
        text: 'Release of calcium through ryanodine receptors',
        why: 'Uncontrolled calcium release from abnormal ryanodine receptors causes malignant hyperthermia after volatile anesthetics or succinylcholine, with rigidity and hypercarbia.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Agitation, diaphoresis, diarrhea, hyperthermia, tachycardia, hypertension, mydriasis, hyperreflexia and inducible clonus that predominates in the legs, arising within days of adding a drug to an SSRI, meet the Hunter criteria for serotonin syndrome. The added drug here is linezolid, an oxazolidinone antibiotic that binds the 23S rRNA of the 50S subunit and also weakly inhibits monoamine oxidase. Management is to stop the serotonergic drugs, give supportive care and benzodiazepines, and add cyproheptadine if symptoms persist; an alternative such as daptomycin can treat the infection. Longer linezolid courses also cause myelosuppression, especially thrombocytopenia, and optic and peripheral neuropathy.',
    objective: 'Recognize serotonin syndrome from linezolid given with an SSRI and explain its mechanism.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Linezolid is a weak MAO inhibitor: with an SSRI it can precipitate serotonin syndrome (clonus, hyperreflexia, hyperthermia, diarrhea).',
  },
  {
    id: 'id-q-vancomycin-infusion-reaction',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Vancomycin infusion reaction',
    stem: 'A 45-year-old man is hospitalized for cellulitis of the left leg with methicillin-resistant Staphylococcus aureus bacteremia. He has never received vancomycin before and has no known drug allergies. Fifteen minutes after an intravenous infusion of 1.5 g of vancomycin is started at a rate intended to finish in 20 minutes, he develops intense itching and warmth of the face, neck, and upper chest. He has no throat tightness, difficulty breathing, or lip swelling. Temperature is 37.4°C, pulse is 104/min, respirations are 16/min, and blood pressure is 118/72 mm Hg. Oxygen saturation is 98% on room air. There is confluent erythema of the face, neck, and upper trunk without wheals. The lungs are clear, and there is no stridor.',
    leadIn: 'Which of the following best explains this reaction?',
    options: [
      {
        text: 'Bradykinin accumulation from reduced degradation',
        why: 'Bradykinin excess from ACE inhibitors or C1 inhibitor deficiency causes angioedema without itching or flushing.',
      },
      {
        text: 'Complement activation by immune complexes',
        why: 'Immune complex disease (serum sickness-like reactions) develops 1 to 2 weeks after exposure with fever, arthralgia and rash, not within minutes of a first infusion.',
      },
      {
        text: 'Cross-linking of drug-specific IgE on mast cells',
        why: 'IgE-mediated anaphylaxis needs prior sensitization and usually brings urticaria, angioedema, bronchospasm or hypotension; it would require stopping the drug permanently.',
      },
      {
        text: 'Cytotoxic T-cell reaction to drug-modified keratinocytes',
        why: 'T-cell-mediated reactions such as Stevens-Johnson syndrome or drug reaction with eosinophilia appear days to weeks after starting a drug, with mucosal erosions or organ involvement.',
      },
      {
        text: 'Direct degranulation of mast cells by the drug',
        why: 'Rapidly infused vancomycin activates mast cells directly, without antibody, through the MRGPRX2 receptor; the histamine released causes flushing, pruritus and sometimes hypotension that depend on the infusion rate.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Pruritus and flushing confined to the face, neck and upper trunk during the first, rapid infusion of vancomycin, without wheals, angioedema, bronchospasm or hypotension, is the vancomycin infusion reaction (formerly called red man syndrome). It is not an allergy: the risk rises with dose and infusion speed (here 1.5 g over 20 minutes), and it occurs on first exposure. Management is to stop the infusion, give an H1 antihistamine such as diphenhydramine, and restart at no more than 10 mg/min and over at least 60 minutes (at least 2.5 hours for this dose), with antihistamine premedication if needed. Vancomycin remains the right drug for MRSA bacteremia.',
    objective: 'Recognize the vancomycin infusion reaction as rate-related, non-IgE mast cell degranulation.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Vancomycin infusion reaction is rate-related, non-IgE histamine release: stop, give an antihistamine, and restart more slowly; it is not a true allergy.',
  },
  {
    id: 'id-q-acyclovir-nephrotoxicity',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Acyclovir nephrotoxicity',
    stem: 'A 34-year-old woman is hospitalized with herpes simplex encephalitis confirmed by cerebrospinal fluid PCR and is treated with intravenous acyclovir 10 mg/kg every 8 hours. Because of confusion her oral intake has been poor, and she is receiving intravenous fluids at a low rate. On hospital day 3 her urine output decreases. She takes no other medications. Temperature is 37.6°C, pulse is 92/min, and blood pressure is 122/76 mm Hg. There is no rash. Serum creatinine has increased from 0.8 mg/dL on admission to 2.4 mg/dL, and urea nitrogen is 34 mg/dL. Urinalysis shows a specific gravity of 1.024 with no protein or blood. Microscopy of the urine sediment shows numerous needle-shaped, birefringent deposits and no cellular casts; Hansel stain shows no eosinophils. Renal ultrasonography shows no hydronephrosis.',
    leadIn: 'Which of the following is the most likely cause of this patient\'s acute kidney injury?',
    options: [
      {
        text: 'Acute interstitial nephritis',
        why: 'Drug-induced interstitial nephritis (classically from beta-lactams, NSAIDs or proton pump inhibitors) appears 1 to 2 weeks after exposure with rash, fever, pyuria, leukocyte casts and sometimes eosinophiluria.',
      },
      {
        text: 'Immune complex-mediated glomerulonephritis',
        why: 'Glomerulonephritis produces hematuria with dysmorphic red cells or red cell casts and proteinuria, which this sediment lacks.',
      },
      {
        text: 'Intratubular crystal precipitation',
        why: 'Acyclovir is excreted unchanged by the kidney and is poorly soluble in urine; at high intravenous doses in a patient with low urine flow it precipitates in the tubular lumen and obstructs the nephrons within 24 to 48 hours.',
      },
      {
        text: 'Ischemic acute tubular necrosis',
        why: 'Ischemic tubular necrosis follows prolonged hypotension or shock and shows muddy brown granular casts; this patient has been normotensive.',
      },
      {
        text: 'Renal papillary necrosis',
        why: 'Papillary necrosis occurs with analgesic overuse, sickle cell disease or diabetes with pyelonephritis and causes flank pain with hematuria and sloughed tissue in the urine.',
      },
    ],
    answerIndex: 2,
    rationale:
      'A rise in creatinine 2 to 3 days into high-dose intravenous acyclovir in a patient with poor fluid intake, with needle-shaped birefringent crystals in a bland sediment and no cellular casts, eosinophils, rash or hypotension, is crystal nephropathy from acyclovir. It is largely preventable with generous intravenous hydration, infusion over at least 1 hour, and dosing adjusted to kidney function. Treatment is hydration and dose reduction for the lower creatinine clearance; acyclovir is not stopped, because herpes simplex encephalitis still needs full treatment.',
    objective: 'Recognize crystal nephropathy as the cause of acute kidney injury during high-dose intravenous acyclovir.',
    task: 'adverse-effect',
    steps: 2,
    takeHome: 'High-dose intravenous acyclovir can precipitate as needle-shaped crystals in the tubules; hydrate well, infuse slowly and adjust the dose to renal function.',
  },
  {
    id: 'id-q-vulvovaginal-candidiasis-azole',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Vulvovaginal candidiasis: azole pharmacology',
    stem: 'A 36-year-old woman comes to the physician because of vulvar itching and burning and a thick vaginal discharge for 4 days. She has type 2 diabetes mellitus treated with metformin and, for the past 2 months, empagliflozin. She has had one sexual partner for 6 years. Her last menstrual period was 2 weeks ago, and a urine pregnancy test is negative. Temperature is 37.0°C, pulse is 76/min, and blood pressure is 124/78 mm Hg. The vulva is erythematous and edematous with excoriations. There is a thick, white, curdlike discharge adherent to the vaginal walls, without odor. The cervix appears normal. The vaginal pH is 4.2, and adding potassium hydroxide to the discharge releases no amine odor.',
    leadIn: 'The most appropriate single-dose oral treatment for this condition acts by which of the following mechanisms?',
    options: [
      {
        text: 'Binding to ergosterol to form membrane pores',
        why: 'Polyenes such as amphotericin B and nystatin bind ergosterol and make the fungal membrane leaky; nystatin is not absorbed and acts only on surfaces it touches, and amphotericin B is reserved for invasive fungal infection.',
      },
      {
        text: 'Generation of free radicals that damage DNA',
        why: 'Metronidazole is reduced inside anaerobes and protozoa to DNA-damaging radicals; it treats bacterial vaginosis and trichomoniasis, which raise the vaginal pH above 4.5.',
      },
      {
        text: 'Inhibition of beta-glucan synthesis in the cell wall',
        why: 'Echinocandins block beta-1,3-glucan synthase; they are intravenous drugs for candidemia and invasive candidiasis, not for uncomplicated vaginal infection.',
      },
      {
        text: 'Inhibition of lanosterol 14-alpha-demethylase',
        why: 'A single 150-mg oral dose of fluconazole cures most uncomplicated vulvovaginal candidiasis; azoles inhibit the fungal cytochrome P450 enzyme that converts lanosterol to ergosterol, depleting ergosterol and accumulating toxic methylated sterols.',
      },
      {
        text: 'Inhibition of squalene epoxidase',
        why: 'Terbinafine blocks squalene epoxidase and is used for dermatophyte infections such as onychomycosis; it is not used for Candida vaginitis.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Vulvar pruritus and erythema with a thick, curdlike, odorless discharge, a normal vaginal pH (4.5 or less) and a negative whiff test is vulvovaginal candidiasis; diabetes and the glucosuria caused by an SGLT2 inhibitor such as empagliflozin both predispose to it. A wet mount with potassium hydroxide would show budding yeast and pseudohyphae. Uncomplicated infection is treated with one oral dose of fluconazole or a short course of a topical azole; in pregnancy a 7-day topical azole is used instead of oral fluconazole. Fluconazole also inhibits human cytochrome P450 enzymes, so it raises levels of drugs such as warfarin.',
    objective: 'Identify the mechanism of fluconazole used for vulvovaginal candidiasis.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Azoles such as fluconazole inhibit fungal 14-alpha-demethylase and block ergosterol synthesis; one oral dose treats uncomplicated vulvovaginal candidiasis.',
  },
  {
    id: 'id-q-trimethoprim-hyperkalemia',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Trimethoprim-induced hyperkalemia',
    stem: 'A 78-year-old man comes to the physician because of generalized weakness for 2 days. Six days ago he began oral trimethoprim-sulfamethoxazole, one double-strength tablet twice daily, for a urinary tract infection caused by susceptible Escherichia coli, and his urinary symptoms have resolved. He has hypertension and chronic kidney disease treated with lisinopril; his serum potassium was 4.7 mEq/L and creatinine 1.3 mg/dL three months ago. Temperature is 36.8°C, pulse is 56/min, and blood pressure is 132/78 mm Hg. Examination shows mild symmetric weakness without focal deficits. Serum studies show sodium 137 mEq/L, potassium 6.4 mEq/L, chloride 109 mEq/L, bicarbonate 20 mEq/L, urea nitrogen 24 mg/dL, creatinine 1.5 mg/dL, and glucose 98 mg/dL. An ECG shows sinus bradycardia with peaked T waves.',
    leadIn: 'Which of the following best explains the change in this patient\'s serum potassium?',
    options: [
      {
        text: 'Blockade of epithelial sodium channels in the collecting duct',
        why: 'Trimethoprim is structurally similar to amiloride: it blocks ENaC on principal cells, removing the lumen-negative potential that drives potassium secretion, so potassium and hydrogen ions are retained.',
      },
      {
        text: 'Inhibition of aldosterone synthesis in the adrenal cortex',
        why: 'Heparin suppresses aldosterone synthase and can cause hyperkalemia after several days of use; trimethoprim does not affect adrenal steroid synthesis.',
      },
      {
        text: 'Inhibition of the Na-K-2Cl cotransporter in the thick ascending limb',
        why: 'Loop diuretics inhibit this cotransporter and increase distal sodium delivery and potassium loss, causing hypokalemia.',
      },
      {
        text: 'Reduced conversion of angiotensin I to angiotensin II',
        why: 'Lisinopril lowers aldosterone and contributes to risk, but his potassium was normal on a stable dose; the new drug explains the acute rise.',
      },
      {
        text: 'Tubular injury from sulfonamide crystal deposition',
        why: 'Sulfonamide crystals can cause acute kidney injury in dehydrated patients, but his creatinine has barely changed, so reduced filtration does not explain a potassium of 6.4 mEq/L.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Hyperkalemia with peaked T waves, bradycardia and a mild normal anion gap metabolic acidosis developing within a week of starting trimethoprim-sulfamethoxazole, in an older man with chronic kidney disease taking an ACE inhibitor, is trimethoprim-induced hyperkalemia. Trimethoprim acts like the potassium-sparing diuretic amiloride in the collecting duct. It also competes with creatinine for tubular secretion, which explains a small rise in serum creatinine without a true fall in filtration. Older age, kidney disease, high doses and concurrent ACE inhibitors, angiotensin receptor blockers or spironolactone increase the risk. Treatment is to stop the drug, stabilize the myocardium with intravenous calcium when the ECG is abnormal, and shift and remove potassium.',
    objective: 'Explain the ENaC-blocking mechanism of trimethoprim-induced hyperkalemia.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Trimethoprim blocks collecting-duct ENaC like amiloride, causing hyperkalemia, especially in older patients with kidney disease or on ACE inhibitors.',
  },
  {
    id: 'id-q-rifampin-warfarin-interaction',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Rifampin drug interactions',
    stem: 'A 58-year-old woman comes for a routine anticoagulation visit. She has permanent atrial fibrillation treated with warfarin, and her INR has been stable between 2.2 and 2.8 for 2 years on the same dose. Six weeks ago a positive interferon-gamma release assay and a normal chest radiograph led to a diagnosis of latent tuberculosis infection, and she began the 4-month daily regimen recommended for it. She takes her warfarin exactly as prescribed and has not changed her diet. She has noticed orange-red discoloration of her urine and tears. Pulse is 78/min and irregularly irregular, and blood pressure is 126/78 mm Hg. There is no jaundice. Her INR today is 1.3.',
    leadIn: 'Which of the following best explains the change in this patient\'s INR?',
    options: [
      {
        text: 'Decreased intestinal absorption of warfarin',
        why: 'Bile acid sequestrants such as cholestyramine bind warfarin in the gut and lower its absorption; the latent tuberculosis regimen does not.',
      },
      {
        text: 'Displacement of warfarin from plasma albumin',
        why: 'Displacement from albumin transiently increases free warfarin and would raise, not lower, the INR.',
      },
      {
        text: 'Increased renal excretion of unchanged warfarin',
        why: 'Warfarin is cleared almost entirely by hepatic metabolism; changes in renal excretion do not affect its anticoagulant effect.',
      },
      {
        text: 'Induction of hepatic cytochrome P450 enzymes',
        why: 'Rifampin activates the pregnane X receptor and induces CYP2C9, CYP3A4 and other enzymes, so warfarin is metabolized faster and its effect falls within 1 to 2 weeks of starting the drug.',
      },
      {
        text: 'Inhibition of hepatic cytochrome P450 2C9',
        why: 'CYP2C9 inhibitors such as fluconazole, metronidazole, amiodarone and trimethoprim-sulfamethoxazole slow warfarin metabolism and raise the INR.',
      },
    ],
    answerIndex: 3,
    rationale:
      'The 4-month daily regimen for latent tuberculosis is rifampin, and orange-red body fluids confirm she is taking it. A previously stable INR falling to subtherapeutic levels on an unchanged warfarin dose and diet is the classic rifampin interaction. The warfarin dose often must be doubled or more with close INR monitoring, and the dose must be reduced again when rifampin is stopped, because the induction wears off over about 2 weeks and the INR can rise dangerously. Alternatively, a non-rifamycin regimen such as isoniazid for 6 to 9 months avoids the interaction. Rifampin also lowers levels of direct oral anticoagulants, hormonal contraceptives, HIV protease inhibitors and many other drugs.',
    objective: 'Explain the fall in INR when rifampin is added to warfarin.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Rifampin is a strong CYP450 inducer: it lowers levels of warfarin, DOACs, oral contraceptives and protease inhibitors, with a rebound when it is stopped.',
  },
  {
    id: 'id-q-influenza-neuraminidase-inhibitor',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Influenza in a hospitalized adult: antiviral pharmacology',
    stem: 'A 74-year-old woman is admitted to the hospital in January because of fever, cough, muscle aches, and shortness of breath for 3 days. She has chronic obstructive pulmonary disease and heart failure with reduced ejection fraction. She did not receive a vaccination this season. Temperature is 38.9°C, pulse is 108/min, respirations are 26/min, and blood pressure is 128/74 mm Hg. Oxygen saturation is 89% on room air. There are diffuse rhonchi and scattered crackles at both lung bases. Leukocyte count is 7,200/mm³. A chest radiograph shows patchy bilateral interstitial opacities without lobar consolidation. A PCR test of a nasopharyngeal swab is positive for influenza A virus.',
    leadIn: 'The most appropriate antiviral drug for this patient acts by which of the following mechanisms?',
    options: [
      {
        text: 'Blockade of the M2 ion channel',
        why: 'Amantadine and rimantadine block M2-mediated uncoating, but nearly all circulating influenza A strains are resistant and they have no activity against influenza B, so they are no longer recommended.',
      },
      {
        text: 'Inhibition of cap-dependent endonuclease',
        why: 'Baloxavir inhibits the endonuclease that cap-snatches host mRNA; it is an option for uncomplicated outpatient influenza but is not recommended for hospitalized or severely ill patients.',
      },
      {
        text: 'Inhibition of viral DNA polymerase',
        why: 'Guanosine analogues such as acyclovir and ganciclovir inhibit herpesvirus DNA polymerase; influenza is an RNA virus.',
      },
      {
        text: 'Inhibition of viral neuraminidase',
        why: 'Oseltamivir, a sialic acid analogue, blocks the neuraminidase that cleaves sialic acid to release new virions from infected cells, limiting spread of infection; it is the recommended antiviral for hospitalized patients.',
      },
      {
        text: 'Inhibition of viral reverse transcriptase',
        why: 'Reverse transcriptase inhibitors treat HIV and hepatitis B; influenza replicates with its own RNA-dependent RNA polymerase and has no reverse transcriptase.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Any patient hospitalized with influenza, and any outpatient at high risk of complications (age 65 years or older, chronic lung or heart disease, pregnancy, immunosuppression), should receive antiviral treatment as soon as possible, even when symptoms began more than 48 hours earlier. For hospitalized patients, oral or enteral oseltamivir is the drug of choice; intravenous peramivir is an alternative when oral drugs cannot be given, and inhaled zanamivir is avoided in chronic obstructive pulmonary disease or asthma because it can cause bronchospasm. Secondary bacterial pneumonia, especially from Staphylococcus aureus or Streptococcus pneumoniae, should be considered if she worsens after initial improvement.',
    objective: 'Choose oseltamivir for hospitalized influenza and identify its neuraminidase-inhibiting mechanism.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Treat every hospitalized patient with influenza with oseltamivir, a neuraminidase inhibitor that blocks release of new virions, regardless of symptom duration.',
  },
  {
    id: 'id-q-progressive-multifocal-leukoencephalopathy',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Progressive multifocal leukoencephalopathy',
    stem: 'A 41-year-old woman is brought to the physician by her husband because of progressive weakness of the right arm and leg, difficulty finding words, and bumping into objects on her right side over the past 5 weeks. She has relapsing-remitting multiple sclerosis and has received natalizumab infusions every 4 weeks for 4 years; her two previous relapses (optic neuritis and leg numbness) resolved within weeks. She has had no fever or headache. Temperature is 36.9°C, pulse is 76/min, and blood pressure is 118/72 mm Hg. There is right hemiparesis, impaired naming with word-finding pauses, and a right homonymous hemianopia. MRI of the brain shows a large, confluent, asymmetric area of T2 and FLAIR hyperintensity in the left parietal and occipital subcortical white matter, extending forward into the posterior frontal lobe and into the juxtacortical U-fibers, with no mass effect and no gadolinium enhancement; the periventricular plaques are unchanged from 1 year ago.',
    leadIn: 'This patient\'s new deficits are most likely caused by lytic viral infection of which of the following cell types?',
    options: [
      {
        text: 'Ependymal cells',
        why: 'Ependymal cells line the ventricles; their infection (for example by cytomegalovirus, which causes ventriculitis in advanced HIV) does not produce asymmetric subcortical demyelination.',
      },
      {
        text: 'Microglia',
        why: 'Microglia and macrophages are the main brain cells infected by HIV, which causes a diffuse, symmetric encephalopathy and cognitive decline rather than focal subcortical lesions.',
      },
      {
        text: 'Oligodendrocytes',
        why: 'JC polyomavirus reactivates and lyses the oligodendrocytes that make central myelin, producing expanding areas of demyelination; oligodendrocyte nuclei contain viral inclusions and nearby astrocytes become bizarre and enlarged.',
      },
      {
        text: 'Schwann cells',
        why: 'Schwann cells myelinate peripheral nerves; they are infected by Mycobacterium leprae and are the target in Guillain-Barre syndrome, neither of which causes cerebral deficits.',
      },
      {
        text: 'Spinal motor neurons',
        why: 'Lytic infection of anterior horn motor neurons by poliovirus or other enteroviruses causes acute asymmetric flaccid paralysis without aphasia or visual field loss.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Subacute, progressive cortical deficits (hemiparesis, aphasia, hemianopia) without fever, with a large asymmetric subcortical white matter lesion that reaches the U-fibers and shows no enhancement or mass effect, in a patient receiving natalizumab, is progressive multifocal leukoencephalopathy rather than a multiple sclerosis relapse. Natalizumab blocks alpha-4 integrin and keeps lymphocytes out of the central nervous system, allowing latent JC virus to reactivate; the risk rises with anti-JC virus antibodies, more than 2 years of treatment and prior immunosuppressants. The diagnosis is confirmed by JC virus PCR of cerebrospinal fluid. Natalizumab is stopped, and plasma exchange may hasten its removal, at the cost of immune reconstitution inflammatory syndrome; the same disease occurs in advanced HIV infection.',
    objective: 'Recognize natalizumab-associated PML and its target cell, the oligodendrocyte.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'PML is JC virus lysis of oligodendrocytes: nonenhancing asymmetric subcortical demyelination in advanced HIV or during natalizumab therapy.',
  },
  {
    id: 'id-q-parvovirus-aplastic-crisis',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Parvovirus B19 transient aplastic crisis',
    stem: 'A 9-year-old girl with sickle cell disease (hemoglobin SS) is brought to the emergency department because of fatigue, pallor, and headache for 3 days. One week ago she had a low-grade fever, runny nose, and muscle aches. Her 5-year-old brother had a fever followed by bright red cheeks and a lacy rash on his arms 2 weeks ago. Temperature is 37.6°C, pulse is 132/min, respirations are 24/min, and blood pressure is 102/60 mm Hg. She has pale conjunctivae and a grade 2/6 systolic flow murmur. The spleen is not palpable. Hemoglobin is 4.6 g/dL (baseline 8.2 g/dL), mean corpuscular volume is 88 μm³, leukocyte count is 7,800/mm³, and platelet count is 284,000/mm³. The reticulocyte count is 0.2% (baseline 12%). Total bilirubin is 1.4 mg/dL (baseline 2.8 mg/dL).',
    leadIn: 'Which of the following best explains this patient\'s worsening anemia?',
    options: [
      {
        text: 'Autoantibody-mediated destruction of circulating erythrocytes',
        why: 'Autoimmune hemolysis raises the reticulocyte count and bilirubin and gives a positive direct antiglobulin test; here both markers of red cell turnover have fallen.',
      },
      {
        text: 'Infection of erythroid progenitor cells in the marrow',
        why: 'Parvovirus B19 enters erythroid progenitors through the P antigen (globoside) and kills them, halting red cell production for 1 to 2 weeks; with a red cell lifespan of only 10 to 20 days in sickle cell disease, hemoglobin falls steeply.',
      },
      {
        text: 'Intravascular hemolysis of sickled erythrocytes',
        why: 'A hyperhemolytic episode raises bilirubin and lactate dehydrogenase with a brisk reticulocytosis, the opposite of these findings.',
      },
      {
        text: 'Sequestration of erythrocytes in the spleen',
        why: 'Acute splenic sequestration causes a rapidly enlarging spleen, often thrombocytopenia, and a high reticulocyte count; it occurs mainly in young children before the spleen infarcts.',
      },
      {
        text: 'Suppression of erythropoietin production by the kidney',
        why: 'Reduced erythropoietin from chronic kidney disease causes a gradual, moderate anemia over months, not a fall of almost half the hemoglobin within days.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A sudden drop in hemoglobin with reticulocytopenia, a bilirubin lower than baseline (fewer cells left to hemolyze), a normal spleen, and normal leukocyte and platelet counts after a mild viral prodrome, with a sibling who recently had erythema infectiosum (slapped cheeks and a lacy rash), is a transient aplastic crisis from parvovirus B19. In people with normal red cell survival the brief pause in erythropoiesis goes unnoticed, but in chronic hemolysis (sickle cell disease, hereditary spherocytosis) it causes profound anemia. Management is red cell transfusion until the marrow recovers, usually within 1 to 2 weeks, and droplet precautions, because patients in aplastic crisis are highly viremic and contagious.',
    objective: 'Explain reticulocytopenic anemia in sickle cell disease after parvovirus B19 infection.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Parvovirus B19 kills erythroid progenitors via the P antigen; in chronic hemolysis this causes an aplastic crisis with a very low reticulocyte count.',
  },
  {
    id: 'id-q-staphylococcal-food-poisoning',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Staphylococcal food poisoning',
    stem: 'A 34-year-old woman comes to the emergency department because of nausea, repeated vomiting, and crampy abdominal pain that began 3 hours after eating at a company picnic. She ate chicken salad made with mayonnaise and cream-filled pastries that had been left in the sun for several hours. Several coworkers who ate the same foods have similar symptoms. She has had two loose stools without blood. Temperature is 37.2°C, pulse is 104/min, respirations are 16/min, and blood pressure is 112/70 mm Hg. The mucous membranes are dry. The abdomen is soft with mild diffuse tenderness and no guarding.',
    leadIn: 'Which of the following best explains the rapid onset of this illness?',
    options: [
      {
        text: 'Germination of ingested spores in the small intestine',
        why: 'Toxin made in the gut after ingestion, as when Bacillus cereus spores germinate (diarrheal form) or Clostridium perfringens cells from slowly cooled meat dishes sporulate and release enterotoxin, causes watery diarrhea and cramps 8 to 16 hours after eating, with little vomiting.',
      },
      {
        text: 'Ingestion of a preformed heat-stable enterotoxin',
        why: 'Staphylococcus aureus from a food handler multiplies in protein-rich food kept at room temperature and releases enterotoxins that survive heating; because no bacterial growth is needed in the host, vomiting begins within 1 to 6 hours.',
      },
      {
        text: 'Invasion of the colonic mucosa by ingested bacteria',
        why: 'Invasive organisms such as Shigella, Campylobacter and Salmonella need 1 to 3 days of incubation and cause fever and dysentery.',
      },
      {
        text: 'Production of toxin by bacteria colonizing the small bowel',
        why: 'Enterotoxigenic Escherichia coli and Vibrio cholerae must first colonize the small intestine, so watery diarrhea begins 1 to 3 days after exposure.',
      },
      {
        text: 'Viral infection of small-intestinal enterocytes',
        why: 'Norovirus causes outbreaks of vomiting and diarrhea, but its incubation period is 12 to 48 hours because the virus must first replicate in enterocytes.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Vomiting-predominant gastroenteritis beginning within a few hours of eating mayonnaise-based salad and cream pastries left unrefrigerated, affecting several people who shared the food, with no fever or blood, is staphylococcal food poisoning. The toxin is already present in the food, so the incubation period is short, reheating the food does not make it safe, and the illness resolves within about 24 hours. Treatment is oral or intravenous fluids and antiemetics; antibiotics have no role. Bacillus cereus (emetic toxin in reheated fried rice) causes a similar preformed-toxin illness.',
    objective: 'Link a 1-to-6-hour incubation of vomiting illness to a preformed staphylococcal enterotoxin.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Vomiting within 1 to 6 hours of eating points to a preformed, heat-stable toxin (Staphylococcus aureus, Bacillus cereus); antibiotics do not help.',
    table: {
      caption: 'Incubation period as a clue to foodborne illness',
      header: ['Onset after eating', 'Typical cause', 'Main feature'],
      rows: [
        ['1-6 hours', 'Staphylococcus aureus, Bacillus cereus (emetic)', 'Vomiting from preformed toxin'],
        ['8-16 hours', 'Clostridium perfringens, B. cereus (diarrheal)', 'Watery diarrhea, cramps'],
        ['12-48 hours', 'Norovirus', 'Vomiting and diarrhea, outbreaks'],
        ['1-3 days or more', 'Salmonella, Campylobacter, Shigella, STEC', 'Fever, often bloody stools'],
      ],
    },
  },
  {
    id: 'id-q-neurocysticercosis-transmission',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Neurocysticercosis: transmission',
    stem: 'A 26-year-old man is brought to the emergency department after a generalized tonic-clonic seizure at work. He has had intermittent headaches for several months. He moved to the United States from a rural village in Guatemala 2 years ago. He has followed a vegetarian diet since childhood and has never eaten pork. He takes no medications. Temperature is 37.0°C, pulse is 88/min, and blood pressure is 126/80 mm Hg. He is drowsy but oriented, and there are no focal neurologic deficits. CT of the head shows three small cystic lesions in the cerebral hemispheres, one containing an eccentric dense nodule, and two punctate calcifications. Leukocyte count is 7,600/mm³.',
    leadIn: 'This patient most likely acquired his condition by which of the following routes?',
    options: [
      {
        text: 'Ingestion of eggs from human feces',
        why: 'Cysticercosis follows ingestion of Taenia solium eggs passed by a human tapeworm carrier, usually through food prepared by an infected household member or through contaminated water; the larvae hatch, enter the blood and encyst in brain and muscle.',
      },
      {
        text: 'Ingestion of larvae in raw freshwater fish',
        why: 'Larvae in raw fish cause intestinal infection with Diphyllobothrium latum, which can lead to vitamin B12 deficiency but not brain cysts.',
      },
      {
        text: 'Ingestion of larval cysts in undercooked beef',
        why: 'Cysts in beef cause intestinal Taenia saginata infection, which does not produce human cysticercosis.',
      },
      {
        text: 'Ingestion of larval cysts in undercooked pork',
        why: 'Eating cysticerci in pork produces an adult tapeworm in the intestine (taeniasis), not tissue cysts; that carrier then sheds the eggs that cause cysticercosis in others or in himself.',
      },
      {
        text: 'Penetration of the skin by larvae in soil',
        why: 'Skin penetration is the route of hookworm and Strongyloides, which cause anemia, eosinophilia and pulmonary or intestinal disease, not brain cysts.',
      },
    ],
    answerIndex: 0,
    rationale:
      'New-onset seizures in a young adult from rural Central America, with several cystic brain lesions, one containing an eccentric nodule (the scolex), and punctate calcifications from older dead cysts, is neurocysticercosis, the leading cause of acquired epilepsy worldwide. His vegetarian diet does not protect him, because cysticercosis is acquired by the fecal-oral route from eggs, not from meat. Treatment includes antiseizure medication and, for viable cysts, albendazole (with praziquantel when there are more than two cysts) together with corticosteroids to limit inflammation as the cysts die; calcified lesions need no antiparasitic drug. Household members should be screened for intestinal tapeworm carriage.',
    objective: 'Identify fecal-oral ingestion of Taenia solium eggs as the route to neurocysticercosis.',
    task: 'risk-factor',
    steps: 2,
    takeHome: 'Eating Taenia solium eggs from human feces causes cysticercosis; eating undercooked pork causes only the intestinal tapeworm.',
  },
  {
    id: 'id-q-cmv-retinitis-valganciclovir',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Cytomegalovirus retinitis: drug toxicity',
    stem: 'A 38-year-old man with HIV infection who has not taken antiretroviral therapy for 3 years comes to the physician because of floaters and blurred vision in the right eye for 2 weeks. He has no eye pain, redness, or photophobia. He takes no medications. Temperature is 37.2°C, pulse is 84/min, and blood pressure is 118/74 mm Hg. Visual acuity is 20/40 in the right eye and 20/20 in the left. The conjunctivae are not injected, and the anterior chambers are quiet. Funduscopic examination of the right eye shows fluffy, yellow-white retinal infiltrates with scattered hemorrhages along the vessels of the posterior pole. The CD4+ T-lymphocyte count is 28/mm³. Treatment with the oral drug of choice for this condition is started, and antiretroviral therapy is planned.',
    leadIn: 'Which of the following is the most common dose-limiting toxicity of the drug started for this condition?',
    options: [
      {
        text: 'Electrolyte wasting with hypocalcemia',
        why: 'Foscarnet chelates calcium and causes hypocalcemia, hypomagnesemia and seizures as well as nephrotoxicity; it is reserved for ganciclovir-resistant CMV.',
      },
      {
        text: 'Hemolysis in G6PD deficiency',
        why: 'Oxidant drugs such as dapsone and primaquine cause hemolysis in G6PD deficiency; this is checked before dapsone is used for Pneumocystis prophylaxis, not before valganciclovir.',
      },
      {
        text: 'Marrow suppression with neutropenia',
        why: 'Ganciclovir, the active drug formed from oral valganciclovir, suppresses the marrow (neutropenia most often, also thrombocytopenia and anemia), so blood counts are checked at least weekly during induction and the dose is adjusted to kidney function.',
      },
      {
        text: 'Peripheral sensory neuropathy',
        why: 'Painful neuropathy follows older nucleoside analogues such as stavudine and didanosine, isoniazid and linezolid, not ganciclovir.',
      },
      {
        text: 'Proximal tubular injury with proteinuria',
        why: 'Cidofovir causes dose-limiting proximal tubular nephrotoxicity and is given with probenecid and saline; it is a second-line drug for CMV.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Painless floaters and reduced vision with fluffy, yellow-white retinal necrosis and hemorrhages along the vessels in a patient with a CD4 count below 50/mm³ is cytomegalovirus retinitis. The drug of choice is oral valganciclovir, a well-absorbed prodrug of ganciclovir, often combined with intravitreal ganciclovir when lesions threaten the fovea or optic nerve; antiretroviral therapy is started within about 2 weeks. Ganciclovir is first phosphorylated by the viral UL97 kinase and then inhibits CMV DNA polymerase. Foscarnet and cidofovir need no viral kinase and are used when UL97 mutations cause resistance, at the price of kidney and electrolyte toxicity.',
    objective: 'Recognize CMV retinitis and identify myelosuppression as the main toxicity of valganciclovir.',
    task: 'adverse-effect',
    steps: 2,
    takeHome: 'CMV retinitis (CD4 below 50/mm³) is treated with valganciclovir; monitor blood counts for neutropenia. Foscarnet: electrolytes and kidneys; cidofovir: kidneys.',
  },
  {
    id: 'id-q-schistosoma-haematobium-bladder-cancer',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Urinary schistosomiasis',
    stem: 'A 52-year-old man comes to the physician because of intermittent painless blood at the end of urination for several months. He grew up in a fishing village on the shore of Lake Malawi, where he swam and fished almost daily as a child, and moved to the United States 5 years ago. He has never smoked. Temperature is 36.9°C, pulse is 74/min, and blood pressure is 128/80 mm Hg. Examination shows no abnormalities. Urinalysis shows 40 to 50 erythrocytes per high-power field with normal morphology and no casts. Microscopy of a midday urine sample shows large oval ova, each with a prominent terminal spine.',
    leadIn: 'This patient is at greatest risk for which of the following complications?',
    options: [
      {
        text: 'Cholangiocarcinoma',
        why: 'Cholangiocarcinoma complicates chronic infection with the liver flukes Clonorchis sinensis and Opisthorchis, acquired from raw freshwater fish in East and Southeast Asia.',
      },
      {
        text: 'Dilated cardiomyopathy',
        why: 'Chronic Chagas disease from Trypanosoma cruzi, transmitted by triatomine bugs in Latin America, causes dilated cardiomyopathy and megaesophagus or megacolon.',
      },
      {
        text: 'Periportal fibrosis with portal hypertension',
        why: 'Eggs of Schistosoma mansoni and Schistosoma japonicum, which live in mesenteric veins and have lateral or no spines, lodge in the portal venules and cause pipestem fibrosis and variceal bleeding.',
      },
      {
        text: 'Renal cell carcinoma',
        why: 'Renal cell carcinoma is linked to smoking, obesity, hypertension and von Hippel-Lindau disease, not to schistosomiasis.',
      },
      {
        text: 'Squamous cell carcinoma of the bladder',
        why: 'Years of granulomatous inflammation around eggs trapped in the bladder wall cause squamous metaplasia and then squamous cell carcinoma, the dominant bladder cancer where Schistosoma haematobium is endemic.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Terminal hematuria in a man who swam in fresh water in sub-Saharan Africa as a child, with terminal-spined eggs in urine collected around midday (when egg excretion peaks), is chronic urinary schistosomiasis from Schistosoma haematobium. Cercariae penetrate the skin during freshwater contact, and adult worms live in the vesical venous plexus, releasing eggs that provoke granulomas, fibrosis and calcification of the bladder wall. Other complications include ureteral obstruction with hydronephrosis and female genital schistosomiasis. Treatment is praziquantel, and long-standing cases need cystoscopic surveillance for bladder cancer.',
    objective: 'Link chronic Schistosoma haematobium infection to squamous cell carcinoma of the bladder.',
    task: 'complication',
    steps: 2,
    takeHome: 'Schistosoma haematobium (terminal-spined eggs in urine) causes hematuria, bladder calcification and squamous cell carcinoma of the bladder; treat with praziquantel.',
  },
  {
    id: 'id-q-infant-botulism-treatment',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Infant botulism',
    stem: 'A 4-month-old boy is brought to the emergency department because of poor feeding, a weak cry, and decreased movement for 2 days. He has had no bowel movement for 5 days. He was born at term and has been healthy. He is exclusively breastfed, but his grandmother has been dipping his pacifier in honey for the past month. Temperature is 37.0°C, pulse is 142/min, respirations are 34/min, and oxygen saturation is 97% on room air. He is alert but moves little. There is bilateral ptosis, the pupils react sluggishly to light, and the suck and gag reflexes are weak, with pooling of oral secretions. There is generalized hypotonia with marked head lag, and deep tendon reflexes are decreased. Serum glucose and electrolytes are normal, and cerebrospinal fluid analysis is normal.',
    leadIn: 'In addition to supportive care, which of the following is the most appropriate treatment?',
    options: [
      {
        text: 'Botulism immune globulin',
        why: 'Human-derived botulism immune globulin given intravenously (BabyBIG) neutralizes circulating toxin; started as soon as the diagnosis is suspected, without waiting for stool toxin results, it shortens ventilation and hospital stay.',
      },
      {
        text: 'Intravenous gentamicin',
        why: 'Aminoglycosides impair acetylcholine release and can worsen neuromuscular blockade; antibiotics are avoided in infant botulism because bacterial lysis may release more toxin.',
      },
      {
        text: 'Intravenous immune globulin',
        why: 'Pooled immune globulin treats Guillain-Barre syndrome and Kawasaki disease; it contains no reliable antibody against botulinum toxin.',
      },
      {
        text: 'Oral pyridostigmine',
        why: 'Cholinesterase inhibitors treat myasthenia gravis, including transient neonatal myasthenia, but do not reverse presynaptic toxin-mediated blockade.',
      },
      {
        text: 'Plasma exchange',
        why: 'Plasma exchange removes pathogenic antibodies in Guillain-Barre syndrome or myasthenic crisis; it is impractical in young infants and not used for botulism.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Constipation followed by poor feeding, weak cry and suck, ptosis, sluggish pupils, bulbar weakness and descending symmetric hypotonia in an afebrile infant under 1 year with normal cerebrospinal fluid is infant botulism. Unlike foodborne botulism, in which preformed toxin is eaten, infants swallow Clostridium botulinum spores (from honey or environmental dust) that germinate in an immature intestinal flora and produce toxin in the gut. The toxin cleaves SNARE proteins and blocks acetylcholine release at cholinergic synapses. Treatment is airway and nutritional support with early botulism immune globulin; the diagnosis is confirmed later by toxin or organism in the stool, and honey should not be given before 12 months of age.',
    objective: 'Recognize infant botulism and treat it with botulism immune globulin rather than antibiotics.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Infant botulism (constipation, then descending bulbar and limb weakness) is treated with human botulism immune globulin as soon as it is suspected; avoid aminoglycosides.',
  },
  {
    id: 'id-q-rhinocerebral-mucormycosis',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Rhino-orbital-cerebral mucormycosis',
    stem: 'A 56-year-old man with type 2 diabetes mellitus who stopped taking insulin 2 weeks ago is brought to the emergency department because of right-sided facial pain and swelling, headache, and blood-tinged dark nasal discharge for 3 days, and double vision since this morning. Temperature is 38.4°C, pulse is 116/min, respirations are 28/min and deep, and blood pressure is 112/70 mm Hg. There is right periorbital edema, proptosis, and limited movement of the right eye in all directions. A black necrotic eschar covers the right middle turbinate, and there is a black area of necrosis on the right side of the hard palate. Serum sodium is 132 mEq/L, chloride is 96 mEq/L, bicarbonate is 9 mEq/L, and glucose is 540 mg/dL. Arterial pH is 7.23, and PCO₂ is 22 mm Hg. Urine ketones are strongly positive.',
    leadIn: 'Which of the following organisms is the most likely cause of this patient\'s facial infection?',
    options: [
      {
        text: 'Aspergillus fumigatus',
        why: 'Invasive aspergillosis causes angioinvasive sinus and lung disease mainly in prolonged neutropenia or after transplantation; its hyphae are narrow, septate and branch at acute angles.',
      },
      {
        text: 'Candida albicans',
        why: 'Candida causes thrush, esophagitis and candidemia in diabetes, but not rapidly spreading necrotic sinus and palatal disease.',
      },
      {
        text: 'Pseudomonas aeruginosa',
        why: 'Pseudomonas causes malignant otitis externa in older patients with diabetes, with ear pain, otorrhea and granulation tissue in the external canal rather than a necrotic nasal eschar.',
      },
      {
        text: 'Rhizopus species',
        why: 'Rhizopus and other Mucorales thrive in acidotic, hyperglycemic hosts with increased free iron; their broad, ribbon-like, nonseptate hyphae branch at right angles, invade vessels and cause the black necrosis seen in the nose and palate.',
      },
      {
        text: 'Staphylococcus aureus',
        why: 'Bacterial orbital cellulitis from sinusitis causes proptosis, painful eye movements and fever, but not black necrotic eschars of the turbinate and palate.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Facial pain and swelling, dark nasal discharge, a black necrotic eschar of the turbinate and hard palate, and orbital spread with proptosis and ophthalmoplegia in a patient with diabetic ketoacidosis (bicarbonate 9 mEq/L, anion gap 27 mEq/L, appropriate respiratory compensation) is rhino-orbital-cerebral mucormycosis. Acidosis impairs neutrophil function and releases iron from transferrin, which these fungi use to grow. The disease spreads within days to the cavernous sinus and brain. Treatment is emergency surgical debridement, high-dose liposomal amphotericin B and correction of the ketoacidosis; isavuconazole or posaconazole are used for step-down, whereas voriconazole has no activity against Mucorales.',
    objective: 'Recognize mucormycosis as the cause of necrotic sinus disease in diabetic ketoacidosis.',
    task: 'diagnosis',
    steps: 1,
    takeHome: 'Black necrotic nasal or palatal eschar in diabetic ketoacidosis is mucormycosis (nonseptate, right-angle hyphae): debride urgently and give liposomal amphotericin B.',
  },
  {
    id: 'id-q-acute-hiv-testing-algorithm',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Acute HIV infection: laboratory diagnosis',
    stem: 'A 24-year-old man comes to the physician because of fever, sore throat, muscle aches, and a rash for 5 days. He has sex with men and had condomless anal intercourse with a new partner 3 weeks ago. He does not take preexposure prophylaxis. Temperature is 38.3°C, pulse is 98/min, and blood pressure is 118/72 mm Hg. There is pharyngeal erythema without exudate and several shallow ulcers on the buccal mucosa. Nontender lymph nodes are palpable in the cervical and axillary regions. A faint maculopapular rash covers the trunk. A fourth-generation HIV-1/2 antigen/antibody combination immunoassay is reactive. The follow-up HIV-1/HIV-2 antibody differentiation immunoassay is negative for both viruses.',
    leadIn: 'Which of the following is the most appropriate next step in diagnosis?',
    options: [
      {
        text: 'CD4+ T-lymphocyte count',
        why: 'The CD4 count stages an established infection and guides prophylaxis; it cannot confirm or exclude HIV infection.',
      },
      {
        text: 'HIV-1 genotypic resistance testing',
        why: 'Resistance genotyping is done at baseline once infection is confirmed, to guide the regimen; it is not a diagnostic test.',
      },
      {
        text: 'HIV-1 nucleic acid test',
        why: 'When the combination assay is reactive but the antibody differentiation assay is negative or indeterminate, an HIV-1 RNA test resolves the discrepancy: a positive result means acute HIV-1 infection, and a negative one means the first test was falsely reactive.',
      },
      {
        text: 'Repeat antigen/antibody immunoassay in 3 months',
        why: 'Assuming a false-positive screen and waiting would miss acute infection, the period of highest viral load and greatest risk of transmission, and delay treatment.',
      },
      {
        text: 'Western blot analysis',
        why: 'The Western blot is no longer part of the recommended algorithm; it detects antibody later than current assays and would also be negative this early.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Fever, pharyngitis, mucosal ulcers, lymphadenopathy, myalgia and a truncal rash 2 to 4 weeks after a high-risk sexual exposure is the acute retroviral syndrome. The fourth-generation screen detects p24 antigen as well as antibody and becomes positive about 2 to 3 weeks after infection, before antibodies appear, so the antibody-only differentiation assay is negative in early infection. The recommended laboratory algorithm therefore ends with an HIV-1 nucleic acid test, which is strongly positive (often very high viral load) in acute infection. Once confirmed, antiretroviral therapy should start as soon as possible, after baseline CD4 count, viral load and resistance testing are drawn, together with partner notification and screening for other sexually transmitted infections.',
    objective: 'Apply the HIV testing algorithm: a reactive antigen/antibody screen with a negative differentiation assay needs an HIV-1 RNA test.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Reactive 4th-generation HIV screen plus negative antibody differentiation assay: order HIV-1 RNA; a positive result means acute HIV infection.',
  },
  {
    id: 'id-q-cns-toxoplasmosis-empiric-therapy',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Toxoplasmic encephalitis in HIV',
    stem: 'A 42-year-old woman with HIV infection who stopped antiretroviral therapy 1 year ago is brought to the emergency department because of headache for 2 weeks and weakness of the left arm and confusion for 3 days. She takes no medications. Temperature is 38.2°C, pulse is 96/min, and blood pressure is 126/78 mm Hg. She is oriented to person and place but not to time. There is a left pronator drift and 4/5 strength in the left arm. Funduscopic examination shows no papilledema. The CD4+ T-lymphocyte count is 46/mm³. Serum anti-Toxoplasma IgG antibodies are positive. MRI of the brain with contrast shows three ring-enhancing lesions with surrounding edema in the right basal ganglia and at the junction of gray and white matter in both frontal lobes; there is mild mass effect without midline shift.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Brain biopsy',
        why: 'Biopsy is reserved for lesions that do not improve after 10 to 14 days of empiric therapy, for negative Toxoplasma serology, or when imaging strongly suggests another diagnosis.',
      },
      {
        text: 'Intravenous amphotericin B and flucytosine',
        why: 'This treats cryptococcal meningitis, which causes a subacute meningitis with a high opening pressure rather than multiple ring-enhancing lesions.',
      },
      {
        text: 'Lumbar puncture for Epstein-Barr virus PCR',
        why: 'EBV DNA in cerebrospinal fluid supports primary CNS lymphoma, which is usually a single periventricular lesion; lumbar puncture also carries a risk with mass lesions and is not needed to start treatment.',
      },
      {
        text: 'Pyrimethamine-sulfadiazine therapy',
        why: 'Pyrimethamine plus sulfadiazine, with leucovorin to protect the marrow from pyrimethamine, is begun empirically; clinical and radiologic improvement within about 2 weeks confirms the diagnosis.',
      },
      {
        text: 'Whole-brain radiation therapy',
        why: 'Radiation may be used for primary CNS lymphoma or brain metastases, but neither is the likely diagnosis, and lymphoma is usually confirmed before treatment.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Multiple ring-enhancing lesions in the basal ganglia and at the gray-white junction in a patient with a CD4 count below 100/mm³ who is not taking trimethoprim-sulfamethoxazole prophylaxis and has positive Toxoplasma IgG (evidence of latent infection that can reactivate) is presumed toxoplasmic encephalitis. Standard practice is empiric treatment and repeat imaging in 10 to 14 days rather than biopsy; trimethoprim-sulfamethoxazole is an acceptable alternative regimen. Corticosteroids are added only for marked mass effect. Antiretroviral therapy is started within about 2 weeks, and secondary prophylaxis continues until the CD4 count has recovered.',
    objective: 'Treat presumed toxoplasmic encephalitis empirically and reserve biopsy for nonresponse.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Multiple ring-enhancing lesions, CD4 below 100/mm³ and positive Toxoplasma IgG: treat empirically with pyrimethamine-sulfadiazine-leucovorin and biopsy only if no response.',
  },
  {
    id: 'id-q-neonatal-varicella-exposure',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Perinatal varicella exposure',
    stem: 'A newborn girl is examined in the nursery 6 hours after an uncomplicated vaginal delivery at 39 weeks\' gestation. Her 27-year-old mother, who never had chickenpox and was never vaccinated, developed fever and an itchy rash of crops of vesicles on her face and trunk 2 days before delivery. The mother has no cough or shortness of breath. The newborn weighs 3,300 g. Her temperature is 37.0°C, pulse is 140/min, and respirations are 44/min. She is feeding well. Examination shows no rash or other abnormalities.',
    leadIn: 'Which of the following is the most appropriate measure to prevent severe disease in this newborn?',
    options: [
      {
        text: 'Intravenous acyclovir',
        why: 'Intravenous acyclovir treats neonatal varicella if it develops despite prophylaxis; passive immunization is the recommended first measure in an exposed newborn without signs of disease.',
      },
      {
        text: 'Live attenuated varicella vaccine',
        why: 'The live vaccine is not given before 12 months of age and would not protect in time; in susceptible older children and adults it can be used within 3 to 5 days of exposure.',
      },
      {
        text: 'Observation alone',
        why: 'Observation would be reasonable if the mother had been immune or her rash had begun more than 5 days before delivery, allowing maternal antibody to cross the placenta.',
      },
      {
        text: 'Recombinant zoster vaccine',
        why: 'The recombinant zoster vaccine prevents herpes zoster in adults 50 years and older and in immunocompromised adults; it has no role in newborns or after exposure.',
      },
      {
        text: 'Varicella-zoster immune globulin',
        why: 'When maternal varicella begins between 5 days before and 2 days after delivery, the infant is exposed to the virus without maternal antibody; varicella-zoster immune globulin given as soon as possible (within 10 days) provides passive protection.',
      },
    ],
    answerIndex: 4,
    rationale:
      'The mother is a susceptible adult with primary varicella that began 2 days before delivery. The newborn may have acquired the virus transplacentally or at birth but has received no protective maternal IgG, which takes about 5 days after the rash to form and cross the placenta. Without prophylaxis, neonatal varicella in this setting is often disseminated, with pneumonia and hepatitis, and can be fatal. Other groups who should receive immune globulin after a significant exposure include susceptible pregnant women, immunocompromised patients without immunity, and hospitalized preterm infants. Infants who develop lesions despite prophylaxis are treated with intravenous acyclovir.',
    objective: 'Give varicella-zoster immune globulin to a newborn whose mother develops varicella around delivery.',
    task: 'prevention',
    steps: 2,
    takeHome: 'Maternal varicella from 5 days before to 2 days after delivery: give the newborn varicella-zoster immune globulin as soon as possible.',
  },
  {
    id: 'id-q-congenital-cmv-hearing-loss',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Congenital cytomegalovirus infection',
    stem: 'A 2-day-old boy is evaluated in the newborn nursery. He was born at 37 weeks\' gestation to a 24-year-old woman who works at a child care center. During the first trimester she had fever, fatigue, and mildly raised aminotransferases for 2 weeks; a heterophile antibody test at that time was negative. Birth weight is 2,200 g, and head circumference is below the 3rd percentile. Temperature is 36.9°C, pulse is 150/min, and respirations are 48/min. Scattered petechiae cover the trunk. The liver is palpable 3 cm below the right costal margin, and the spleen tip is palpable. Platelet count is 58,000/mm³. Total bilirubin is 8.6 mg/dL, direct bilirubin is 3.4 mg/dL, and ALT is 88 U/L. Cranial ultrasonography shows periventricular calcifications.',
    leadIn: 'Which of the following is the most common long-term sequela of this infant\'s infection?',
    options: [
      {
        text: 'Bilateral cataracts',
        why: 'Congenital rubella causes cataracts, together with patent ductus arteriosus and sensorineural deafness, in infants of unvaccinated mothers who had a rash in early pregnancy.',
      },
      {
        text: 'Deformed incisors and saddle nose',
        why: 'Hutchinson teeth and saddle nose are late manifestations of congenital syphilis, which presents in infancy with rhinitis, rash on the palms and soles, and bone lesions.',
      },
      {
        text: 'Obstructive hydrocephalus',
        why: 'Congenital toxoplasmosis causes hydrocephalus with diffuse intracranial calcifications and chorioretinitis; cytomegalovirus more often causes microcephaly with periventricular calcifications.',
      },
      {
        text: 'Patent ductus arteriosus',
        why: 'Patent ductus arteriosus is a structural defect of congenital rubella; cytomegalovirus does not cause congenital heart disease.',
      },
      {
        text: 'Sensorineural hearing loss',
        why: 'Sensorineural hearing loss is the most frequent sequela of congenital CMV; it may be present at birth or appear and progress during early childhood, so affected children need repeated audiologic testing.',
      },
    ],
    answerIndex: 4,
    rationale:
      'A small-for-gestational-age newborn with microcephaly, periventricular calcifications, petechiae with thrombocytopenia, hepatosplenomegaly and conjugated hyperbilirubinemia, born to a mother exposed to young children who had a heterophile-negative mononucleosis-like illness in early pregnancy, has congenital cytomegalovirus infection, the most common congenital infection and the leading nongenetic cause of sensorineural hearing loss in children. The diagnosis is confirmed by CMV PCR of urine or saliva within the first 3 weeks of life. Symptomatic newborns are treated with oral valganciclovir for 6 months, which improves hearing and developmental outcomes.',
    objective: 'Recognize congenital CMV and anticipate sensorineural hearing loss as its most common sequela.',
    task: 'complication',
    steps: 2,
    takeHome: 'Congenital CMV (microcephaly, periventricular calcifications, petechiae, hepatosplenomegaly) is the leading nongenetic cause of childhood sensorineural hearing loss.',
    table: {
      caption: 'Distinguishing congenital (TORCH) infections',
      header: ['Infection', 'Brain imaging', 'Characteristic findings'],
      rows: [
        ['Cytomegalovirus', 'Periventricular calcifications, microcephaly', 'Hearing loss, petechiae, hepatosplenomegaly'],
        ['Toxoplasmosis', 'Diffuse calcifications, hydrocephalus', 'Chorioretinitis'],
        ['Rubella', 'Usually normal', 'Cataracts, PDA, deafness, blueberry muffin rash'],
        ['Syphilis', 'Usually normal', 'Rhinitis, palmoplantar rash, later Hutchinson teeth'],
      ],
    },
  },
  {
    id: 'id-q-neonatal-chlamydial-conjunctivitis',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Neonatal chlamydial conjunctivitis',
    stem: 'An 8-day-old girl is brought to the physician because of redness and discharge from both eyes for 2 days. She was born at term by uncomplicated vaginal delivery to a 19-year-old woman who had no prenatal care, and she received ocular antibiotic prophylaxis at birth. She is feeding well. Temperature is 37.1°C, pulse is 146/min, and respirations are 40/min. Both eyelids are swollen, the conjunctivae are injected, and there is a moderate amount of mucopurulent discharge. The corneas are clear. The lungs are clear, and there is no tachypnea or cough. A Gram stain of the conjunctival exudate shows neutrophils and no organisms. A nucleic acid amplification test of a conjunctival swab is pending.',
    leadIn: 'Which of the following is the most appropriate treatment?',
    options: [
      {
        text: 'Intramuscular ceftriaxone',
        why: 'A single dose of ceftriaxone treats gonococcal ophthalmia, which usually begins in the first 2 to 5 days with copious purulent discharge, chemosis and gram-negative intracellular diplococci on Gram stain.',
      },
      {
        text: 'Oral amoxicillin',
        why: 'Amoxicillin is not active against the intracellular organism responsible and is not used for neonatal conjunctivitis.',
      },
      {
        text: 'Oral erythromycin',
        why: 'Oral erythromycin for 14 days (or azithromycin for 3 days) treats chlamydial conjunctivitis and clears nasopharyngeal carriage that can lead to pneumonia; infants are watched for hypertrophic pyloric stenosis, a recognized risk of macrolides in early infancy.',
      },
      {
        text: 'Topical erythromycin',
        why: 'Topical therapy neither eradicates nasopharyngeal infection nor prevents chlamydial pneumonia, which is why ocular prophylaxis at birth did not prevent this illness and why systemic treatment is needed.',
      },
      {
        text: 'Topical polymyxin B-trimethoprim',
        why: 'Topical broad-spectrum drops treat simple bacterial conjunctivitis in older children but do not treat chlamydial infection.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Bilateral mucopurulent conjunctivitis with eyelid swelling beginning in the second week of life (days 5 to 14), in an infant of a young mother without prenatal screening, with neutrophils but no gram-negative diplococci on Gram stain, is most likely neonatal conjunctivitis from Chlamydia trachomatis acquired during vaginal birth. Ocular prophylaxis at birth (erythromycin ointment in the United States) prevents gonococcal ophthalmia but does not reliably prevent chlamydial infection. Because the organism also colonizes the nasopharynx and can cause an afebrile staccato-cough pneumonia at 1 to 3 months, treatment is systemic. The mother and her sexual partners need testing and treatment, and the mother should also be tested for gonorrhea, syphilis and HIV.',
    objective: 'Treat neonatal chlamydial conjunctivitis with a systemic macrolide.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Conjunctivitis at 5 to 14 days of life without gram-negative diplococci suggests Chlamydia: treat with oral erythromycin or azithromycin, not topical drugs.',
  },
  {
    id: 'id-q-measles-vitamin-a',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Measles',
    stem: 'A 3-year-old boy is brought to the emergency department because of fever for 4 days and a rash that began yesterday. The fever was accompanied by cough, runny nose, and red, watery eyes. The rash started on his face and behind his ears and has spread to the neck and trunk. He has received no vaccinations because his parents declined them. Twelve days ago the family returned from an international trip. Temperature is 39.8°C, pulse is 140/min, respirations are 30/min, and oxygen saturation is 97% on room air. He is irritable but consolable and is drinking. There is bilateral conjunctival injection and coryza. Tiny white spots on an erythematous base are present on the buccal mucosa opposite the molars. An erythematous, blanching maculopapular rash is confluent on the face and discrete on the trunk. The lungs are clear, and the tympanic membranes are normal. Airborne precautions are instituted, and serum IgM and PCR testing are sent.',
    leadIn: 'In addition to supportive care, which of the following is the most appropriate treatment?',
    options: [
      {
        text: 'Intravenous immune globulin',
        why: 'Immune globulin is postexposure prophylaxis for susceptible infants, pregnant women and immunocompromised contacts within 6 days of exposure; it does not treat established measles.',
      },
      {
        text: 'Oral acyclovir',
        why: 'Acyclovir treats herpesvirus infections such as varicella, whose vesicular rash appears in crops; it has no activity against the measles virus.',
      },
      {
        text: 'Oral amoxicillin',
        why: 'Antibiotics are given only for secondary bacterial complications such as otitis media or pneumonia, neither of which is present.',
      },
      {
        text: 'Oseltamivir',
        why: 'Oseltamivir treats influenza, which causes fever and cough but not enanthem spots or a descending maculopapular rash.',
      },
      {
        text: 'Vitamin A',
        why: 'Vitamin A, given as two daily doses appropriate to age, is recommended for all children with measles; it lowers the risk of severe complications and death, and measles itself depletes vitamin A stores.',
      },
    ],
    answerIndex: 4,
    rationale:
      'A prodrome of high fever, cough, coryza and conjunctivitis followed by white enanthem spots on the buccal mucosa (Koplik spots) and a maculopapular rash that spreads from the face and hairline downward, in an unvaccinated child after international travel, is measles. There is no specific antiviral treatment. Care is supportive plus vitamin A, and the case is reported to public health at once so that susceptible contacts can receive MMR vaccine within 72 hours or immune globulin within 6 days. Pneumonia is the most common cause of measles deaths; other complications include otitis media, diarrhea, encephalitis and, years later, subacute sclerosing panencephalitis.',
    objective: 'Give vitamin A to a child with measles.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Measles has no specific antiviral; give vitamin A to every child with measles, use airborne precautions, and report the case so contacts get MMR or immune globulin.',
  },
  {
    id: 'id-q-streptococcal-pharyngitis-negative-rapid-test',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Group A streptococcal pharyngitis: testing in children',
    stem: 'An 8-year-old girl is brought to the physician because of sore throat and fever for 2 days. She also has a headache and mild abdominal pain. She has no cough, runny nose, or hoarseness. Several classmates have had sore throats this month. Temperature is 38.9°C, pulse is 116/min, and respirations are 20/min. The tonsils are enlarged and covered with exudate, and there are petechiae on the soft palate. Tender anterior cervical lymph nodes are palpable. There is no conjunctivitis, rash, or hepatosplenomegaly. A rapid antigen detection test for group A Streptococcus on a pharyngeal swab is negative.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Antistreptolysin O titer',
        why: 'Antistreptolysin O rises only weeks after infection; it supports a diagnosis of rheumatic fever or poststreptococcal glomerulonephritis, not acute pharyngitis.',
      },
      {
        text: 'Empiric oral amoxicillin',
        why: 'Treating without microbiologic confirmation leads to unnecessary antibiotic use, because most childhood pharyngitis is viral even with exudate; amoxicillin is started if the culture is positive.',
      },
      {
        text: 'Heterophile antibody test',
        why: 'Mononucleosis is possible with exudative pharyngitis, but posterior adenopathy, splenomegaly or marked fatigue would suggest it, and the heterophile test is often falsely negative in young children.',
      },
      {
        text: 'Supportive care alone',
        why: 'Symptomatic care alone is appropriate for an adult with a negative rapid test, because adults have a low prevalence of streptococcal pharyngitis and a very low risk of rheumatic fever.',
      },
      {
        text: 'Throat culture',
        why: 'Rapid antigen tests miss about 10 to 15% of infections, so a negative result in a child or adolescent is backed up by a throat culture; antibiotics given within 9 days of onset still prevent rheumatic fever.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Fever, tonsillar exudate, palatal petechiae and tender anterior cervical lymphadenopathy without cough, rhinorrhea or conjunctivitis in a school-aged child make group A streptococcal pharyngitis likely. Clinical features alone cannot confirm it, so testing is required. Because children aged 5 to 15 years have the highest rate of streptococcal pharyngitis and the greatest risk of acute rheumatic fever, a negative rapid antigen test must be confirmed by culture, whereas a positive rapid test is reliable and needs no culture. If the culture grows group A Streptococcus, treatment is oral penicillin V or amoxicillin for 10 days.',
    objective: 'Back up a negative rapid streptococcal antigen test with a throat culture in children.',
    task: 'next-step',
    steps: 2,
    takeHome: 'In children and adolescents, a negative rapid strep test is confirmed by throat culture; in adults it is not needed.',
  },
  {
    id: 'id-q-asymptomatic-bacteriuria-older-adult',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Asymptomatic bacteriuria',
    stem: 'An 84-year-old woman who lives in a nursing home is seen during a routine visit. Staff sent a urine culture 3 days ago because her urine looked cloudy and smelled strong. She has Alzheimer disease, and staff report that her behavior, appetite, and mental status are at baseline. She has had no fever, and she has no dysuria, new incontinence, or abdominal or flank pain. She does not have a urinary catheter. Medications are donepezil and amlodipine. Temperature is 36.8°C, pulse is 76/min, and blood pressure is 134/78 mm Hg. She is oriented to person only, as usual. There is no suprapubic or costovertebral angle tenderness. Urinalysis shows positive leukocyte esterase and 15 to 20 leukocytes per high-power field. The culture grows more than 100,000 colony-forming units/mL of Escherichia coli susceptible to nitrofurantoin and ciprofloxacin.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Ciprofloxacin for 7 days',
        why: 'A fluoroquinolone would expose her to tendon, neuropsychiatric and Clostridioides difficile risks without benefit; it would be used for pyelonephritis or a febrile urinary infection.',
      },
      {
        text: 'Nitrofurantoin for 5 days',
        why: 'Nitrofurantoin treats symptomatic cystitis; without urinary symptoms, treating bacteriuria does not prevent infection or improve outcomes and selects for resistant organisms.',
      },
      {
        text: 'No antimicrobial treatment',
        why: 'Bacteriuria, even with pyuria, in an older resident without urinary or systemic symptoms is asymptomatic bacteriuria, which should not be treated; cloudy or foul-smelling urine is not an indication.',
      },
      {
        text: 'Renal ultrasonography',
        why: 'Imaging looks for obstruction or abscess in complicated or recurrent febrile infections; it is not indicated for bacteriuria without symptoms.',
      },
      {
        text: 'Repeat urine culture in 1 week',
        why: 'Follow-up cultures are not recommended after asymptomatic bacteriuria, because the result would not change management; screening is done only in pregnancy and before urologic procedures that breach the mucosa.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Bacteriuria is common in older women and in nursing home residents, and pyuria usually accompanies it. Without dysuria, frequency, fever, flank pain, suprapubic pain or a clear change in condition attributable to the urinary tract, this is asymptomatic bacteriuria. Treatment does not reduce later symptomatic infections or mortality but does increase adverse drug effects, C. difficile infection and antimicrobial resistance. The exceptions are pregnancy and planned endoscopic urologic procedures with mucosal trauma. A change in urine color or odor alone should not prompt a culture or antibiotics.',
    objective: 'Withhold antibiotics for asymptomatic bacteriuria in an older adult.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Do not screen for or treat asymptomatic bacteriuria, even with pyuria, except in pregnancy or before urologic procedures that breach the mucosa.',
  },
  {
    id: 'id-q-pyelonephritis-outpatient-treatment',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Acute pyelonephritis: outpatient treatment',
    stem: 'A 29-year-old woman comes to the emergency department because of fever, chills, right flank pain, and nausea for 1 day. She had dysuria and urinary frequency for 3 days before that. She is healthy, takes no medications, and has no drug allergies. A urine pregnancy test is negative. Temperature is 38.7°C, pulse is 102/min, respirations are 16/min, and blood pressure is 118/72 mm Hg. After intravenous fluids and an antiemetic, she is drinking without vomiting. There is right costovertebral angle tenderness. Leukocyte count is 14,200/mm³, and serum creatinine is 0.8 mg/dL. Urinalysis shows positive nitrites, many leukocytes, and leukocyte casts. A urine culture is sent. Fluoroquinolone resistance among community Escherichia coli isolates in the region is below 10%. She will be treated at home.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Oral amoxicillin',
        why: 'A high proportion of Escherichia coli isolates are resistant to amoxicillin, so it is not used empirically for urinary infection.',
      },
      {
        text: 'Oral ciprofloxacin',
        why: 'Where community fluoroquinolone resistance is below about 10%, a 7-day course of oral ciprofloxacin (or 5 days of levofloxacin) is recommended for pyelonephritis managed at home, adjusted to the culture result.',
      },
      {
        text: 'Oral doxycycline',
        why: 'Doxycycline has unreliable activity against gram-negative uropathogens and is not used for pyelonephritis.',
      },
      {
        text: 'Oral fosfomycin',
        why: 'A single dose of fosfomycin is an option for cystitis, but it does not reach adequate concentrations in renal tissue to treat pyelonephritis.',
      },
      {
        text: 'Oral nitrofurantoin',
        why: 'Nitrofurantoin concentrates in the bladder urine but achieves negligible levels in renal tissue and blood, so it treats cystitis but not pyelonephritis.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Fever, flank pain, costovertebral angle tenderness and leukocytosis following cystitis symptoms, with pyuria, nitrites and leukocyte casts (which localize the infection to the kidney), is acute pyelonephritis. She is not pregnant, is hemodynamically stable, has normal kidney function and can take oral fluids, so outpatient treatment is appropriate after a urine culture. An oral fluoroquinolone is the empiric choice where resistance is low; trimethoprim-sulfamethoxazole can be used if the isolate proves susceptible. Where fluoroquinolone resistance exceeds 10%, a single initial dose of intravenous ceftriaxone is added. Admission is needed for sepsis, vomiting, obstruction or pregnancy.',
    objective: 'Choose an oral fluoroquinolone for uncomplicated pyelonephritis treated at home.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Outpatient pyelonephritis: oral ciprofloxacin or levofloxacin after a urine culture; nitrofurantoin and fosfomycin do not reach renal tissue.',
  },
  {
    id: 'id-q-febrile-neutropenia-empiric-therapy',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Febrile neutropenia: empiric therapy',
    stem: 'A 52-year-old woman with acute myeloid leukemia develops a fever on the hematology ward 10 days after induction chemotherapy. She has no cough, abdominal pain, diarrhea, or dysuria. She has a tunneled central venous catheter. Medications are acyclovir and posaconazole prophylaxis. She has no drug allergies. Temperature is 38.6°C, pulse is 104/min, respirations are 18/min, and blood pressure is 116/70 mm Hg. Oxygen saturation is 98% on room air. There is mild oral mucositis. The catheter exit site is clean without erythema or tenderness. The lungs are clear, the abdomen is soft and nontender, and the skin and perianal area show no lesions. Leukocyte count is 400/mm³ with 10% neutrophils, hemoglobin is 8.1 g/dL, and platelet count is 18,000/mm³. Serum creatinine is 0.8 mg/dL, and lactate is 1.4 mmol/L. A chest radiograph shows no abnormalities. Blood cultures are drawn from the catheter and a peripheral vein.',
    leadIn: 'Which of the following is the most appropriate initial antimicrobial therapy?',
    options: [
      {
        text: 'Caspofungin',
        why: 'Empiric antifungal therapy is added when fever persists after 4 to 7 days of antibacterial therapy in high-risk neutropenia; it is not the first drug for a new fever.',
      },
      {
        text: 'Cefepime',
        why: 'An antipseudomonal beta-lactam given within an hour is the standard first treatment for fever in high-risk neutropenia; cefepime, piperacillin-tazobactam or a carbapenem can be used alone.',
      },
      {
        text: 'Ceftriaxone',
        why: 'Ceftriaxone lacks reliable activity against Pseudomonas aeruginosa, which can cause rapidly fatal bacteremia in neutropenic patients.',
      },
      {
        text: 'Oral ciprofloxacin plus amoxicillin-clavulanate',
        why: 'This oral combination is for low-risk patients with brief expected neutropenia who can be treated as outpatients; she has prolonged, profound neutropenia after leukemia induction.',
      },
      {
        text: 'Vancomycin',
        why: 'Vancomycin is added only for suspected catheter infection, skin or soft tissue infection, pneumonia, MRSA colonization or hemodynamic instability, none of which she has, and it does not cover gram-negative rods.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A single temperature of at least 38.3°C with an absolute neutrophil count below 500/mm³ (here 40/mm³) is febrile neutropenia, a medical emergency because gram-negative bacteremia can kill within hours. After leukemia induction the neutropenia is expected to be profound and to last more than 7 days, so she is high risk and needs inpatient intravenous therapy. Monotherapy with an antipseudomonal beta-lactam is started after blood cultures without waiting for a source. Vancomycin is not routinely needed because she is stable with a clean catheter site and no skin or lung findings. Persistent fever beyond 4 to 7 days prompts a search for invasive fungal infection.',
    objective: 'Start antipseudomonal beta-lactam monotherapy for high-risk febrile neutropenia.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Fever with an ANC below 500/mm³ after chemotherapy: cultures, then an antipseudomonal beta-lactam such as cefepime within 1 hour; add vancomycin only for specific indications.',
  },
  {
    id: 'id-q-invasive-aspergillosis-treatment',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Invasive pulmonary aspergillosis',
    stem: 'A 61-year-old man with acute myeloid leukemia has been neutropenic for 16 days after induction chemotherapy. He has had persistent fever for 6 days despite intravenous cefepime and now has pleuritic right-sided chest pain, a dry cough, and small-volume hemoptysis. He received fluconazole prophylaxis. Temperature is 38.9°C, pulse is 112/min, respirations are 24/min, and blood pressure is 112/68 mm Hg. Oxygen saturation is 92% on room air. Crackles are heard at the right lung base. Leukocyte count is 300/mm³. CT of the chest shows several 1- to 2-cm nodules, each surrounded by a rim of ground-glass opacity. Serum galactomannan antigen is elevated. Blood cultures show no growth.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Caspofungin',
        why: 'Echinocandins are used as salvage therapy or in combination for aspergillosis but are less effective than first-line therapy as initial monotherapy.',
      },
      {
        text: 'Fluconazole',
        why: 'Fluconazole has no activity against Aspergillus, which is why this infection developed during fluconazole prophylaxis.',
      },
      {
        text: 'Flucytosine',
        why: 'Flucytosine is used only in combination with amphotericin B for cryptococcal meningitis; resistance develops rapidly when used alone, and it does not treat molds.',
      },
      {
        text: 'Trimethoprim-sulfamethoxazole',
        why: 'Trimethoprim-sulfamethoxazole treats Pneumocystis pneumonia (diffuse ground-glass opacities) and nocardiosis, not invasive mold infection.',
      },
      {
        text: 'Voriconazole',
        why: 'Voriconazole is first-line therapy for invasive aspergillosis, with better survival than amphotericin B; isavuconazole is an alternative, and drug levels, liver tests and drug interactions are monitored.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Persistent fever despite broad-spectrum antibacterial therapy in prolonged, profound neutropenia, with pleuritic chest pain, hemoptysis, nodules with a surrounding ground-glass halo (hemorrhage around an area of angioinvasive infarction) and a positive serum galactomannan, is probable invasive pulmonary aspergillosis. Aspergillus hyphae are septate and branch at acute angles, and they invade vessels. Treatment should begin as soon as the infection is suspected, while bronchoscopy may be pursued for confirmation. Adverse effects of voriconazole include visual disturbances, photosensitivity, hepatotoxicity, QT prolongation and many cytochrome P450 interactions.',
    objective: 'Treat invasive pulmonary aspergillosis in a neutropenic patient with voriconazole.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Neutropenic fever with nodules and a halo sign and a positive galactomannan is invasive aspergillosis: treat with voriconazole (or isavuconazole).',
  },
  {
    id: 'id-q-lyme-carditis-treatment',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Lyme carditis',
    stem: 'A 34-year-old man comes to the emergency department in July because of fatigue and lightheadedness for 3 days and a near-fainting episode this morning. Four weeks ago, after a hiking trip in Connecticut, he had an enlarging red patch on his thigh with fever and muscle aches; it faded over 2 weeks without treatment. He takes no medications and has no drug allergies. Temperature is 37.6°C, pulse is 42/min and regular, respirations are 16/min, and blood pressure is 108/64 mm Hg. He is alert. There is no rash, facial weakness, or joint swelling. Heart sounds are regular with no murmur or rub. An ECG shows complete atrioventricular block with a narrow-complex junctional escape rhythm at 42/min. Serum electrolytes and troponin I are within the reference ranges. Serologic testing is sent, and he is admitted to a monitored bed.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Intravenous ceftriaxone',
        why: 'Patients with Lyme carditis who have symptoms, second- or third-degree block, or a PR interval of 300 ms or more are admitted and treated with intravenous ceftriaxone, switching to an oral drug once the block improves, for 14 to 21 days in total.',
      },
      {
        text: 'Intravenous levofloxacin',
        why: 'Fluoroquinolones have no useful activity against Borrelia burgdorferi and are not used for any stage of Lyme disease.',
      },
      {
        text: 'Oral amoxicillin',
        why: 'Oral amoxicillin treats erythema migrans or mild carditis with a PR interval under 300 ms in outpatients; high-degree block requires intravenous therapy first.',
      },
      {
        text: 'Oral azithromycin',
        why: 'Macrolides are less effective second-line drugs for erythema migrans in patients who cannot take the first-line agents; they are not used for carditis.',
      },
      {
        text: 'Oral doxycycline',
        why: 'Doxycycline is appropriate for erythema migrans, facial palsy or mild carditis treated at home, and it can complete therapy after the block resolves, but it is not the initial treatment for complete heart block.',
      },
    ],
    answerIndex: 0,
    rationale:
      'An untreated expanding rash after hiking in an endemic area in summer (erythema migrans), followed weeks later by complete heart block with a narrow junctional escape rhythm in a young man without structural heart disease, is early disseminated Lyme disease with carditis. The block is usually at the atrioventricular node and resolves with antibiotics within days to weeks, so a temporary pacemaker is used only for unstable bradycardia and a permanent pacemaker is not needed. Two-tier serologic testing is usually positive by this stage. Lyme carditis is one of the few infections that can cause reversible complete heart block in a young adult.',
    objective: 'Treat Lyme carditis with high-degree atrioventricular block using intravenous ceftriaxone.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Lyme carditis with high-degree AV block or a PR interval of 300 ms or more: admit, monitor, and give intravenous ceftriaxone; the block usually resolves without a permanent pacemaker.',
  },
  {
    id: 'id-q-rocky-mountain-spotted-fever-child',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Rocky Mountain spotted fever',
    stem: 'A 6-year-old girl is brought to the emergency department in North Carolina in June because of fever, severe headache, vomiting, and muscle aches for 4 days. Two days ago small red spots appeared on her wrists and ankles and have since spread to her palms, soles, and trunk. She often plays in the woods behind her house, and a week ago her parents removed a tick from her scalp. She has no drug allergies. Temperature is 39.6°C, pulse is 138/min, respirations are 26/min, and blood pressure is 96/58 mm Hg. She is alert but irritable. There is mild edema around the eyes and on the dorsum of the hands. Blanching erythematous macules and scattered nonblanching petechiae are present on the wrists, ankles, palms, soles, and trunk. There is no neck stiffness. Leukocyte count is 5,200/mm³, platelet count is 84,000/mm³, serum sodium is 131 mEq/L, AST is 88 U/L, and ALT is 70 U/L.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Amoxicillin',
        why: 'Amoxicillin treats early Lyme disease in young children, which causes an expanding annular rash rather than a centripetal petechial rash with thrombocytopenia and hyponatremia.',
      },
      {
        text: 'Azithromycin',
        why: 'Macrolides are not effective against Rickettsia rickettsii and should not replace the drug of choice.',
      },
      {
        text: 'Ceftriaxone',
        why: 'Ceftriaxone treats meningococcemia, which progresses over hours with purpura and shock; it has no activity against rickettsiae, which live inside endothelial cells.',
      },
      {
        text: 'Doxycycline',
        why: 'Doxycycline is the drug of choice for suspected rickettsial disease at any age and should be started on clinical suspicion; short courses do not cause meaningful dental staining in young children.',
      },
      {
        text: 'Trimethoprim-sulfamethoxazole',
        why: 'Sulfonamides are ineffective and have been associated with more severe rickettsial disease.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Fever, headache, vomiting and myalgia followed on day 2 to 5 by a macular rash that starts on the wrists and ankles, spreads centrally and involves the palms and soles, with thrombocytopenia, hyponatremia, raised aminotransferases and edema, after tick exposure in the southeastern United States in early summer, is Rocky Mountain spotted fever. Rickettsia rickettsii infects vascular endothelium and causes a small-vessel vasculitis with capillary leak. Mortality rises sharply when treatment is delayed beyond day 5, so doxycycline is started on clinical grounds without waiting for serology, which is often negative early. Many patients do not recall a tick bite, and the absence of a rash does not exclude the disease.',
    objective: 'Treat suspected Rocky Mountain spotted fever in a child with doxycycline without delay.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Suspected Rocky Mountain spotted fever at any age: start doxycycline immediately on clinical grounds; delay increases mortality.',
  },
  {
    id: 'id-q-pelvic-inflammatory-disease-outpatient',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Pelvic inflammatory disease: outpatient treatment',
    stem: 'A 22-year-old woman comes to the physician because of lower abdominal pain for 4 days, with an increased vaginal discharge and pain during intercourse. She has had two sexual partners in the past 6 months and uses condoms inconsistently. Her last menstrual period ended 5 days ago. She has no nausea or vomiting and no drug allergies. A urine pregnancy test is negative. Temperature is 38.1°C, pulse is 94/min, and blood pressure is 116/74 mm Hg. There is tenderness in both lower quadrants without rebound or guarding. Pelvic examination shows mucopurulent cervical discharge, cervical motion tenderness, and bilateral adnexal tenderness without a palpable mass. A saline wet mount of the discharge shows numerous leukocytes. Nucleic acid amplification tests for gonorrhea and chlamydia are pending. Transvaginal ultrasonography shows no adnexal mass or free fluid.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Azithromycin as a single oral dose',
        why: 'Azithromycin alone treats chlamydial cervicitis but misses gonococci and anaerobes and is not an adequate regimen for upper genital tract infection.',
      },
      {
        text: 'Ceftriaxone and azithromycin as single doses',
        why: 'This older regimen for uncomplicated gonorrhea and chlamydia is too short and lacks anaerobic coverage for pelvic inflammatory disease.',
      },
      {
        text: 'Ceftriaxone, doxycycline, and metronidazole',
        why: 'One intramuscular dose of ceftriaxone followed by 14 days of oral doxycycline and metronidazole covers Neisseria gonorrhoeae, Chlamydia trachomatis and the anaerobes involved in pelvic inflammatory disease.',
      },
      {
        text: 'Intramuscular ceftriaxone as a single dose',
        why: 'A single dose of ceftriaxone treats uncomplicated gonococcal cervicitis but leaves chlamydia and anaerobes untreated.',
      },
      {
        text: 'Oral metronidazole for 7 days',
        why: 'Metronidazole alone treats bacterial vaginosis or trichomoniasis; it does not treat gonococcal or chlamydial upper tract infection.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Lower abdominal pain in a sexually active young woman with cervical motion and adnexal tenderness meets the minimum criteria for pelvic inflammatory disease; fever, mucopurulent cervicitis and leukocytes on the wet mount support it. Treatment should start without waiting for test results, because delay increases the risk of infertility, ectopic pregnancy and chronic pelvic pain. She can be treated as an outpatient because she is not pregnant, has no tubo-ovarian abscess, is not severely ill and can take oral drugs. She should be reassessed within 72 hours, and her partners from the past 60 days need evaluation and treatment.',
    objective: 'Choose the recommended outpatient regimen for pelvic inflammatory disease.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Outpatient pelvic inflammatory disease: ceftriaxone 500 mg IM once plus 14 days of doxycycline and metronidazole; admit for abscess, pregnancy, severe illness or vomiting.',
  },
  {
    id: 'id-q-community-acquired-pneumonia-outpatient',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Community-acquired pneumonia: outpatient treatment',
    stem: 'A 32-year-old man comes to the physician because of fever, cough productive of yellow sputum, and right-sided pleuritic chest pain for 3 days. He is otherwise healthy, takes no medications, and has not received antibiotics in the past year. He does not smoke and drinks alcohol rarely. He has no drug allergies. Temperature is 38.4°C, pulse is 96/min, respirations are 20/min, and blood pressure is 124/78 mm Hg. Oxygen saturation is 96% on room air. He is alert and oriented. Crackles and bronchial breath sounds are heard at the right lung base. Leukocyte count is 13,400/mm³, serum urea nitrogen is 12 mg/dL, and creatinine is 0.9 mg/dL. A chest radiograph shows consolidation of the right lower lobe.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Amoxicillin',
        why: 'High-dose amoxicillin is recommended for outpatients with community-acquired pneumonia who have no comorbidities or risk factors for resistant organisms; doxycycline, or a macrolide where pneumococcal macrolide resistance is low, are alternatives.',
      },
      {
        text: 'Cephalexin',
        why: 'First-generation cephalosporins have poor activity against Haemophilus influenzae and less reliable activity against pneumococci and are not recommended for pneumonia.',
      },
      {
        text: 'Intravenous ceftriaxone plus azithromycin',
        why: 'A beta-lactam plus a macrolide is the regimen for patients admitted to a general ward; this patient can be treated at home.',
      },
      {
        text: 'Levofloxacin',
        why: 'Respiratory fluoroquinolones are reserved for outpatients with comorbidities such as chronic heart, lung, liver or kidney disease, diabetes or alcohol use disorder, because of adverse effects and resistance.',
      },
      {
        text: 'Vancomycin plus piperacillin-tazobactam',
        why: 'Coverage for MRSA and Pseudomonas is for patients with prior isolation of these organisms or recent hospitalization with intravenous antibiotics, usually in severe pneumonia.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Fever, productive cough, pleuritic pain and lobar consolidation is community-acquired pneumonia. He is young and alert, with a normal urea nitrogen, respiratory rate and blood pressure, so his CURB-65 score is 0 and he can be treated at home. Because he has no comorbidities and no recent antibiotic exposure, the 2019 ATS/IDSA guideline recommends amoxicillin (strong recommendation), with doxycycline as an alternative, targeting Streptococcus pneumoniae. He should be reassessed if he is not improving within 48 to 72 hours; treatment usually lasts 5 days once he is stable.',
    objective: 'Choose amoxicillin for a healthy outpatient with community-acquired pneumonia.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Healthy outpatient with pneumonia and CURB-65 of 0: amoxicillin (or doxycycline); keep beta-lactam plus macrolide combinations or fluoroquinolones for outpatients with comorbidities.',
  },
  {
    id: 'id-q-syphilis-pregnancy-penicillin-allergy',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Syphilis in pregnancy with penicillin allergy',
    stem: 'A 24-year-old woman at 14 weeks\' gestation comes for her first prenatal visit. Routine screening shows a reactive rapid plasma reagin test at a titer of 1:32 and a positive Treponema pallidum particle agglutination test. She has never been tested or treated for syphilis and has no rash, genital lesions, visual or hearing symptoms, or neurologic symptoms. At 16 years of age she developed throat tightness, generalized hives, and low blood pressure requiring epinephrine within minutes of taking a dose of amoxicillin. Temperature is 36.8°C, pulse is 84/min, and blood pressure is 112/68 mm Hg. Examination, including neurologic and skin examination, shows no abnormalities. An HIV test is negative.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Deferral of treatment until after delivery',
        why: 'Untreated maternal syphilis can cause stillbirth, preterm birth and congenital syphilis; treatment at least 30 days before delivery prevents most fetal infection.',
      },
      {
        text: 'Intramuscular ceftriaxone',
        why: 'Ceftriaxone is not an established alternative for syphilis in pregnancy, and there is some cross-reactivity risk after a severe penicillin reaction.',
      },
      {
        text: 'Oral azithromycin',
        why: 'Macrolide-resistant Treponema pallidum is widespread, and azithromycin does not reliably prevent congenital syphilis.',
      },
      {
        text: 'Oral doxycycline',
        why: 'Doxycycline is the alternative for penicillin-allergic nonpregnant patients, but tetracyclines are avoided in pregnancy because they affect fetal bone and teeth.',
      },
      {
        text: 'Penicillin desensitization',
        why: 'Penicillin is the only therapy proven to treat the fetus, so pregnant patients with an IgE-mediated penicillin allergy are desensitized in a monitored setting and then given benzathine penicillin G.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Reactive nontreponemal and treponemal tests in an asymptomatic woman with no previous testing or treatment indicate latent syphilis of unknown duration, which requires three weekly intramuscular doses of benzathine penicillin G. Her history of throat tightness, urticaria and hypotension after amoxicillin is an IgE-mediated reaction. In pregnancy, no alternative drug reliably treats fetal infection, so she should undergo desensitization, usually in hospital, followed immediately by penicillin; desensitization has to be repeated if there is a gap before later doses. Titers are followed during pregnancy, and the newborn is evaluated at birth.',
    objective: 'Desensitize a pregnant patient with penicillin allergy and treat syphilis with penicillin.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Syphilis in pregnancy is treated only with penicillin; if she has a penicillin allergy, desensitize her, then give benzathine penicillin G.',
  },
  {
    id: 'id-q-hepatitis-c-screening-rna',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Hepatitis C screening',
    stem: 'A 45-year-old man comes to the physician for a routine health maintenance examination. He injected heroin for 2 years in his twenties and has not used drugs since. He feels well, drinks alcohol rarely, and takes no medications. Vital signs are within normal limits. There is no jaundice, spider angioma, palmar erythema, or hepatosplenomegaly. Serum AST is 52 U/L, ALT is 68 U/L, albumin is 4.2 g/dL, total bilirubin is 0.8 mg/dL, and platelet count is 214,000/mm³. Screening tests show a reactive hepatitis C virus antibody, a negative hepatitis B surface antigen, and a negative HIV antigen/antibody test.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Hepatitis C genotype testing',
        why: 'Genotyping is no longer needed before treatment with pan-genotypic regimens and does not establish whether infection is current.',
      },
      {
        text: 'Hepatitis C virus RNA test',
        why: 'About a quarter of infected people clear the virus spontaneously but remain antibody-positive for life, so a reactive antibody test must be followed by an HCV RNA test to show current infection before treatment.',
      },
      {
        text: 'Liver biopsy',
        why: 'Fibrosis is staged noninvasively with elastography or scores such as FIB-4 after viremia is confirmed; biopsy is rarely needed.',
      },
      {
        text: 'Repeat antibody test in 6 months',
        why: 'Repeating the antibody test adds nothing, because antibodies persist after both cleared and chronic infection; retesting is for negative results after a recent exposure.',
      },
      {
        text: 'Sofosbuvir-velpatasvir therapy',
        why: 'Direct-acting antiviral therapy cures more than 95% of infections, but it is started only after HCV RNA confirms active infection.',
      },
    ],
    answerIndex: 1,
    rationale:
      'One-time hepatitis C screening is recommended for all adults, with repeated testing for people with ongoing risk such as injection drug use. A reactive antibody shows past exposure but cannot distinguish current infection from infection that cleared spontaneously or after treatment; mildly raised aminotransferases suggest, but do not prove, viremia. If HCV RNA is detected, the next steps are fibrosis assessment, vaccination against hepatitis A and B if not immune, counseling to avoid alcohol, and treatment with a pan-genotypic direct-acting antiviral regimen. If RNA is not detected, no treatment is needed.',
    objective: 'Confirm a reactive hepatitis C antibody test with an HCV RNA test.',
    task: 'next-step',
    steps: 2,
    takeHome: 'A positive HCV antibody means exposure; order HCV RNA to confirm current infection before treating.',
  },
  {
    id: 'id-q-suspected-tuberculosis-isolation',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Suspected active pulmonary tuberculosis: infection control',
    stem: 'A 46-year-old man comes to the emergency department because of cough for 2 months, recently with blood-streaked sputum, and fever, night sweats, and a 6-kg weight loss. He has stayed in homeless shelters for the past year. An HIV test 1 year ago was negative. Temperature is 38.2°C, pulse is 98/min, respirations are 20/min, and blood pressure is 122/76 mm Hg. Oxygen saturation is 95% on room air. He appears thin. Crackles are heard over the right upper lung field. Leukocyte count is 9,800/mm³. A chest radiograph shows a cavitary lesion in the apical segment of the right upper lobe with surrounding patchy opacities. He is to be admitted to the hospital.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Airborne isolation in a negative-pressure room',
        why: 'A patient with suspected pulmonary tuberculosis is placed in an airborne infection isolation room at once, and staff wear fitted N95 respirators; sputum for acid-fast smear, culture and nucleic acid amplification testing is then collected.',
      },
      {
        text: 'Bronchoscopy with transbronchial biopsy',
        why: 'Bronchoscopy is used when sputum cannot be produced or tests are negative despite high suspicion; it is also an aerosol-generating procedure that requires isolation first.',
      },
      {
        text: 'Contact precautions with gown and gloves',
        why: 'Contact precautions prevent spread of organisms such as MRSA or Clostridioides difficile; they do not stop airborne droplet nuclei.',
      },
      {
        text: 'Droplet precautions with a surgical mask',
        why: 'Droplet precautions suit influenza or meningococcal disease, which spread in large droplets over short distances; tubercle bacilli travel in small droplet nuclei that remain suspended in air.',
      },
      {
        text: 'Interferon-gamma release assay before further testing',
        why: 'An interferon-gamma release assay cannot distinguish latent from active tuberculosis and is negative in a substantial minority of active cases, so it neither confirms nor excludes the diagnosis.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Chronic cough with hemoptysis, fever, night sweats and weight loss, a history of shelter living, and an upper lobe cavity are classic for active pulmonary tuberculosis, and cavitary disease is highly infectious. The first priority is to prevent transmission, followed by at least two or three sputum specimens for acid-fast bacilli smear and culture, with a nucleic acid amplification test on at least one. Four-drug therapy (rifampin, isoniazid, pyrazinamide and ethambutol) is usually started while cultures are pending when suspicion is high, HIV testing is repeated, and the case is reported to the health department for contact tracing. Isolation continues until tuberculosis is excluded or the patient has improved on therapy with negative follow-up smears.',
    objective: 'Place a patient with suspected active pulmonary tuberculosis in airborne isolation.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Suspected active pulmonary tuberculosis: airborne isolation in a negative-pressure room with N95 respirators, then sputum AFB smears, culture and NAAT.',
  },
  {
    id: 'id-q-meningococcal-chemoprophylaxis-contacts',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Meningococcal disease: chemoprophylaxis of contacts',
    stem: 'A 19-year-old male college student is brought to the emergency department because of fever, severe headache, and vomiting for 12 hours. Temperature is 39.7°C, pulse is 126/min, respirations are 22/min, and blood pressure is 98/58 mm Hg. He is drowsy, with neck stiffness and scattered petechiae on the trunk and legs. Blood cultures are drawn, and intravenous ceftriaxone, vancomycin, and dexamethasone are given. A Gram stain of the cerebrospinal fluid shows gram-negative diplococci, and Neisseria meningitidis grows from the blood and cerebrospinal fluid the next day. During the previous week he attended classes, ate in the dining hall, and went to a party with friends. The campus health service asks which contacts need prophylaxis.',
    leadIn: 'Which of the following persons should receive antimicrobial chemoprophylaxis?',
    options: [
      {
        text: 'Classmate in a large lecture course',
        why: 'Sharing a classroom or workplace without direct contact with oral secretions is not close contact, and the risk of secondary disease is too low to justify prophylaxis.',
      },
      {
        text: 'Friend whose last contact with him was 3 weeks ago',
        why: 'Prophylaxis covers contacts during the 7 days before the patient fell ill; contact 3 weeks earlier carries no added risk now.',
      },
      {
        text: 'Nurse who placed his peripheral intravenous line',
        why: 'Health care workers need prophylaxis only after unprotected exposure to respiratory secretions, such as intubation or suctioning without a mask; routine care does not qualify.',
      },
      {
        text: 'Roommate who shares his dormitory room',
        why: 'A roommate is a close contact, like a household member, with a risk of disease hundreds of times that of the general population, and should receive prophylaxis as soon as possible, ideally within 24 hours.',
      },
      {
        text: 'Student who lives on another floor of his dormitory',
        why: 'Living in the same building without shared sleeping quarters or exposure to oral secretions does not meet the definition of close contact.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Meningitis with petechiae and gram-negative diplococci in a college student is invasive meningococcal disease. Close contacts during the 7 days before the onset of illness until 24 hours after effective therapy began have a greatly increased risk of disease and should receive chemoprophylaxis: household members and roommates, child care contacts, and anyone directly exposed to the patient\'s oral secretions (kissing, sharing drinks or utensils, mouth-to-mouth resuscitation, unprotected intubation). Options are a single oral dose of ciprofloxacin, a single intramuscular dose of ceftriaxone (preferred in pregnancy), or 2 days of rifampin. The patient himself needs no further eradication therapy because he received ceftriaxone.',
    objective: 'Identify which contacts of a patient with meningococcal disease need chemoprophylaxis.',
    task: 'prevention',
    steps: 2,
    takeHome: 'Meningococcal prophylaxis is for close contacts only: household members, roommates, child care contacts and anyone exposed to oral secretions.',
  },
  {
    id: 'id-q-malaria-prophylaxis-pregnancy',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Malaria chemoprophylaxis in pregnancy',
    stem: 'A 29-year-old woman at 16 weeks\' gestation comes to the physician for advice before travel. She must spend 3 weeks in a rural area of Ghana next month to care for her seriously ill mother; she has been advised to postpone the trip but has decided to go. Her pregnancy has been uncomplicated. She has no history of depression, anxiety, psychosis, seizures, or heart rhythm problems. Her only medication is a prenatal vitamin. Temperature is 36.8°C, pulse is 82/min, and blood pressure is 108/66 mm Hg. The uterine size is consistent with dates. An ECG shows normal sinus rhythm with normal intervals.',
    leadIn: 'Which of the following is the most appropriate drug for malaria chemoprophylaxis?',
    options: [
      {
        text: 'Atovaquone-proguanil',
        why: 'Atovaquone-proguanil is an excellent daily prophylactic for nonpregnant travelers, but it is not recommended in pregnancy because safety data are insufficient.',
      },
      {
        text: 'Chloroquine',
        why: 'Chloroquine is safe in pregnancy but useful only where Plasmodium falciparum remains chloroquine sensitive (for example Central America west of the Panama Canal or Hispaniola), not in West Africa.',
      },
      {
        text: 'Doxycycline',
        why: 'Doxycycline is contraindicated in pregnancy because tetracyclines are deposited in developing fetal bones and teeth.',
      },
      {
        text: 'Mefloquine',
        why: 'Weekly mefloquine, started at least 2 weeks before travel and continued for 4 weeks after return, is the recommended prophylactic for pregnant travelers to areas of chloroquine-resistant malaria, provided there is no psychiatric, seizure or cardiac conduction contraindication.',
      },
      {
        text: 'Primaquine',
        why: 'Primaquine can cause hemolysis in a fetus with G6PD deficiency, whose status cannot be tested, so it is contraindicated throughout pregnancy.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Malaria in pregnancy is more often severe and increases the risks of maternal death, miscarriage, stillbirth and low birth weight, so pregnant women are advised to avoid travel to malarious areas. When travel to sub-Saharan Africa, where Plasmodium falciparum is chloroquine resistant, cannot be avoided, the choice of prophylactic is narrowed by pregnancy: doxycycline and primaquine are contraindicated, and atovaquone-proguanil lacks safety data. Mefloquine can be used in all trimesters, and she has none of its contraindications. She should also use insect repellent (DEET is safe in pregnancy), permethrin-treated bed nets and protective clothing, and seek care immediately for any fever during or after travel.',
    objective: 'Choose mefloquine for malaria prophylaxis in a pregnant traveler to a chloroquine-resistant area.',
    task: 'prevention',
    steps: 2,
    takeHome: 'Pregnant travelers to chloroquine-resistant malaria areas: mefloquine; doxycycline and primaquine are contraindicated, and atovaquone-proguanil is not recommended.',
  },
  {
    id: 'id-q-strongyloides-before-corticosteroids',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Strongyloides hyperinfection prevention',
    stem: 'A 54-year-old woman is referred because of easy bruising and gum bleeding for 2 weeks. She grew up on a banana plantation in Honduras, where she often worked barefoot, and moved to the United States 25 years ago. She takes no medications. Temperature is 36.9°C, pulse is 80/min, and blood pressure is 124/76 mm Hg. There are scattered petechiae on the legs and a few ecchymoses on the arms. There is no lymphadenopathy or splenomegaly. Hemoglobin is 13.2 g/dL, leukocyte count is 8,200/mm³ with 14% eosinophils, and platelet count is 14,000/mm³. A peripheral blood smear shows few, large platelets and no other abnormalities. Tests for HIV and hepatitis C are negative. Immune thrombocytopenia is diagnosed, and prednisone 1 mg/kg daily is planned. A serum Strongyloides antibody test is positive, and a single stool examination for ova and parasites is negative.',
    leadIn: 'Which of the following should be given at the start of glucocorticoid therapy to prevent a serious complication?',
    options: [
      {
        text: 'Albendazole',
        why: 'Albendazole has lower cure rates for strongyloidiasis and is a second-line choice when ivermectin is unavailable; it is first-line for neurocysticercosis, hookworm and ascariasis.',
      },
      {
        text: 'Ivermectin',
        why: 'Ivermectin, which opens glutamate-gated chloride channels in nematode nerve and muscle cells and paralyzes the worms, is the drug of choice for strongyloidiasis; two daily doses before or at the start of corticosteroids prevent hyperinfection.',
      },
      {
        text: 'Mebendazole',
        why: 'Mebendazole is poorly absorbed and effective for luminal worms such as pinworm, but it does not reliably eradicate Strongyloides.',
      },
      {
        text: 'Praziquantel',
        why: 'Praziquantel treats trematode and cestode infections such as schistosomiasis and taeniasis; it has no activity against nematodes such as Strongyloides.',
      },
      {
        text: 'Pyrantel pamoate',
        why: 'Pyrantel paralyzes intestinal pinworms and roundworms but does not reach the tissue-migrating larvae that sustain Strongyloides autoinfection.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Strongyloides stercoralis larvae penetrate bare skin in contaminated soil, and the worm can persist for decades through autoinfection, often with only eosinophilia. Stool examination is insensitive, so serology identifies chronic infection. High-dose glucocorticoids (and HTLV-1 infection) accelerate autoinfection into hyperinfection syndrome, in which enormous numbers of larvae migrate through the bowel wall and lungs and carry enteric gram-negative bacteria with them, causing pneumonitis, sepsis and meningitis with high mortality; glucocorticoids also blunt the eosinophilia that would otherwise signal it. People from endemic regions who are about to receive immunosuppression should be tested or treated empirically.',
    objective: 'Treat chronic strongyloidiasis with ivermectin before high-dose glucocorticoids.',
    task: 'prevention',
    steps: 2,
    takeHome: 'Before high-dose glucocorticoids in anyone from a Strongyloides-endemic area (especially with eosinophilia), test and treat with ivermectin to prevent hyperinfection.',
  },
  {
    id: 'id-q-tetanus-wound-prophylaxis',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Tetanus prophylaxis in wound management',
    stem: 'A 45-year-old man comes to the emergency department 4 hours after he lacerated the palm of his left hand on a barbed-wire fence while working on a farm. The wound is contaminated with soil and manure. He grew up abroad and does not know whether he has ever been vaccinated. He takes no medications and has no allergies. Temperature is 36.9°C, pulse is 84/min, and blood pressure is 128/82 mm Hg. There is a 4-cm jagged laceration of the palm with embedded dirt; tendon and nerve function are intact. The wound is anesthetized, irrigated, debrided, and repaired.',
    leadIn: 'Which of the following is the most appropriate measure to prevent tetanus in this patient?',
    options: [
      {
        text: 'Observation without immunization or antibiotics',
        why: 'Tetanus can follow even minor wounds; an adult with an unknown vaccination history has no assurance of protective antitoxin levels.',
      },
      {
        text: 'Oral metronidazole',
        why: 'Metronidazole is part of treatment once tetanus has developed; it is not used to prevent tetanus after a wound.',
      },
      {
        text: 'Tdap and tetanus immune globulin',
        why: 'A contaminated wound in a person with fewer than three documented tetanus toxoid doses, or an unknown history, calls for both active immunization with a tetanus toxoid-containing vaccine and passive immunization with human tetanus immune globulin, injected at separate sites.',
      },
      {
        text: 'Tdap vaccine alone',
        why: 'A vaccine dose alone suffices for a clean, minor wound in a person with an unknown or incomplete history, or for a dirty wound in a fully vaccinated person whose last dose was more than 5 years ago.',
      },
      {
        text: 'Tetanus immune globulin alone',
        why: 'Immune globulin gives only temporary passive protection; the vaccine is also needed to start the primary series that provides lasting immunity.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Tetanus prevention after a wound depends on two questions: is the wound clean and minor, or contaminated (dirt, feces, saliva, puncture, crush, burn or devitalized tissue), and has the patient had at least three doses of tetanus toxoid? This palm laceration contaminated with soil and manure is a tetanus-prone wound, and his vaccination history is unknown, so he needs a Tdap dose now plus tetanus immune globulin. He should then complete a primary series with two more doses of a tetanus toxoid-containing vaccine and receive boosters every 10 years. Thorough cleaning and debridement are equally important.',
    objective: 'Give Tdap plus tetanus immune globulin for a contaminated wound when vaccination history is unknown.',
    task: 'prevention',
    steps: 2,
    takeHome: 'Dirty wound plus unknown or fewer than three tetanus doses: give Tdap and tetanus immune globulin, then complete the primary series.',
    table: {
      caption: 'Tetanus prophylaxis after a wound',
      header: ['Prior tetanus toxoid doses', 'Clean, minor wound', 'All other wounds'],
      rows: [
        ['Unknown or fewer than 3', 'Vaccine', 'Vaccine and tetanus immune globulin'],
        ['3 or more', 'Vaccine if last dose 10 or more years ago', 'Vaccine if last dose 5 or more years ago'],
      ],
    },
  },
  {
    id: 'id-q-occupational-hiv-postexposure-prophylaxis',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Occupational HIV postexposure prophylaxis',
    stem: 'A 28-year-old male nurse comes to the employee health clinic 1 hour after sustaining a deep needlestick injury to his finger with a hollow-bore needle he had just used to draw blood. The source patient has HIV infection, stopped taking HIV medications several months ago, and had an HIV RNA level of 85,000 copies/mL last week; the source patient\'s hepatitis B surface antigen and hepatitis C antibody tests are negative. The nurse washed the wound with soap and water immediately. He is healthy and takes no medications. He completed the hepatitis B vaccine series, and his antibody to hepatitis B surface antigen was 120 mIU/mL after vaccination. Vital signs are within normal limits. There is a small puncture wound on the left index finger. Baseline HIV, hepatitis B, and hepatitis C testing is drawn, and serum creatinine is 0.9 mg/dL.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Baseline and follow-up HIV testing only',
        why: 'Testing alone forgoes a treatment that substantially reduces infection risk after a high-risk exposure to blood from a viremic source.',
      },
      {
        text: 'Delayed treatment until baseline results return',
        why: 'Postexposure prophylaxis works best when started within hours and is not given after 72 hours; it is started immediately and stopped if the baseline test shows preexisting infection.',
      },
      {
        text: 'Hepatitis B immune globulin and vaccine booster',
        why: 'He responded to vaccination and the source is negative for hepatitis B surface antigen, so no hepatitis B prophylaxis is needed.',
      },
      {
        text: 'Three-drug antiretroviral therapy for 28 days',
        why: 'Current recommendations call for a three-drug regimen, such as an integrase inhibitor with tenofovir and emtricitabine, started as soon as possible after exposure and continued for 28 days.',
      },
      {
        text: 'Zidovudine monotherapy for 28 days',
        why: 'Zidovudine alone was the earliest postexposure regimen; it is less potent, poorly tolerated and no longer recommended.',
      },
    ],
    answerIndex: 3,
    rationale:
      'A deep percutaneous injury with a hollow-bore needle carrying blood from a source with a high viral load is a high-risk occupational exposure; the average transmission risk from a percutaneous exposure to HIV-infected blood is about 0.3%, and higher with these features. Postexposure prophylaxis with a well-tolerated three-drug regimen is started immediately, ideally within 2 hours, with follow-up HIV testing over the next several months and counseling to use condoms until infection is excluded. Because the source is negative for hepatitis B and C and he is immune to hepatitis B, no other prophylaxis is needed.',
    objective: 'Start three-drug HIV postexposure prophylaxis promptly after a high-risk needlestick injury.',
    task: 'prevention',
    steps: 2,
    takeHome: 'High-risk exposure to HIV-infected blood: start three-drug antiretroviral prophylaxis within hours (no later than 72 hours) and continue for 28 days.',
  },
  {
    id: 'id-q-vertebral-osteomyelitis-imaging',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Vertebral osteomyelitis',
    stem: 'A 48-year-old man who injects heroin comes to the emergency department because of worsening low back pain for 3 weeks. The pain is constant, worse at night, and not relieved by rest, and he has had intermittent fevers. He has had no trauma, bowel or bladder symptoms, or leg weakness or numbness. Temperature is 38.3°C, pulse is 102/min, and blood pressure is 128/80 mm Hg. There are needle track marks on both arms. There is point tenderness over the spinous processes of L2 and L3. Strength, sensation, and deep tendon reflexes in the legs are normal, and straight-leg raising is negative. Leukocyte count is 12,600/mm³, and erythrocyte sedimentation rate is 88 mm/h. Two sets of blood cultures are drawn.',
    leadIn: 'Which of the following is the most appropriate next step in diagnosis?',
    options: [
      {
        text: 'CT-guided biopsy of the disk space',
        why: 'Image-guided biopsy is needed when blood cultures are negative, to identify the organism before antibiotics; it follows imaging that localizes the infection.',
      },
      {
        text: 'Lumbar puncture',
        why: 'Lumbar puncture near a possible spinal infection risks seeding the subarachnoid space and does not diagnose osteomyelitis or epidural abscess.',
      },
      {
        text: 'MRI of the lumbar spine with contrast',
        why: 'Gadolinium-enhanced MRI is the most sensitive and specific test for vertebral osteomyelitis and discitis and also shows an epidural or paraspinal abscess.',
      },
      {
        text: 'Plain radiographs of the lumbar spine and pelvis',
        why: 'Radiographs show end-plate erosion and disk space narrowing only after 2 to 3 weeks or more and miss epidural abscess, so normal films would not exclude infection.',
      },
      {
        text: 'Three-phase bone scintigraphy',
        why: 'Nuclear bone scans are sensitive but less specific and give no information about the epidural space; they are used when MRI cannot be performed.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Progressive, constant back pain that is worse at night, fever, focal spinous tenderness, leukocytosis and a very high sedimentation rate in a person who injects drugs suggest hematogenous vertebral osteomyelitis, most often from Staphylococcus aureus, possibly with an epidural abscess. Blood cultures are drawn first, then MRI with contrast. If blood cultures grow S. aureus, biopsy is unnecessary; if they are negative and the patient is neurologically intact and stable, image-guided biopsy is done before antibiotics. New weakness, sensory loss or sphincter dysfunction would call for immediate MRI of the whole spine, empiric antibiotics and urgent surgical decompression.',
    objective: 'Use gadolinium-enhanced MRI to diagnose suspected vertebral osteomyelitis.',
    task: 'investigation',
    steps: 2,
    takeHome: 'Fever and focal spinal tenderness in a person who injects drugs: blood cultures, then MRI with contrast; biopsy only if cultures are negative.',
  },
  {
    id: 'id-q-plasmodium-vivax-g6pd-testing',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Plasmodium vivax malaria: radical cure',
    stem: 'A 34-year-old man comes to the physician because of fever with shaking chills recurring every other day for 1 week. Two months ago he returned from 6 months of volunteer work in rural Honduras, where he did not take malaria prophylaxis. Temperature is 39.4°C, pulse is 108/min, and blood pressure is 118/72 mm Hg. He is alert. The spleen tip is palpable. Hemoglobin is 11.8 g/dL, leukocyte count is 5,100/mm³, and platelet count is 98,000/mm³. A thin blood smear shows enlarged erythrocytes with fine red stippling, some containing ameboid trophozoites; parasitemia is 0.6%. No banana-shaped gametocytes are seen. Treatment with chloroquine is started. The physician also plans a drug to eliminate dormant liver stages of the parasite.',
    leadIn: 'Which of the following tests must be performed before starting that drug?',
    options: [
      {
        text: 'Audiometry',
        why: 'Hearing is monitored during aminoglycoside or high-dose quinine therapy, not before treatment of dormant liver stages.',
      },
      {
        text: 'Electrocardiography',
        why: 'An ECG is used to watch the QT interval with quinine and, in some settings, with high-dose chloroquine or mefloquine; it is not the key safety test before primaquine or tafenoquine.',
      },
      {
        text: 'G6PD activity assay',
        why: 'Primaquine and tafenoquine, the only drugs that kill hypnozoites, are oxidant drugs that can cause severe hemolysis in glucose-6-phosphate dehydrogenase deficiency, so quantitative G6PD activity must be known first.',
      },
      {
        text: 'Hemoglobin electrophoresis',
        why: 'Hemoglobinopathies such as sickle cell trait modify malaria risk but do not change the safety of primaquine.',
      },
      {
        text: 'Retinal examination',
        why: 'Retinopathy is a concern with long-term, high cumulative doses of chloroquine or hydroxychloroquine, not with a 3-day course or with primaquine.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Fever every 48 hours after travel to Central America, with enlarged infected erythrocytes showing Schuffner stippling and ameboid trophozoites at low parasitemia, is Plasmodium vivax malaria. Chloroquine clears the blood stage because vivax remains chloroquine sensitive in Central America, but P. vivax and P. ovale leave dormant hypnozoites in the liver that cause relapses months later. Radical cure needs primaquine for 14 days or a single dose of tafenoquine, and both require G6PD testing and exclusion of pregnancy. Patients with G6PD deficiency need specialist advice, such as a modified weekly primaquine regimen.',
    objective: 'Test G6PD activity before primaquine or tafenoquine for radical cure of vivax malaria.',
    task: 'investigation',
    steps: 2,
    takeHome: 'P. vivax and P. ovale need primaquine or tafenoquine to kill liver hypnozoites; always test G6PD activity (and exclude pregnancy) first.',
  },
  {
    id: 'id-q-coccidioidomycosis-serology',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Primary pulmonary coccidioidomycosis',
    stem: 'A 38-year-old woman comes to the physician in Phoenix, Arizona, because of fever, dry cough, fatigue, and left-sided pleuritic chest pain for 3 weeks, and painful red bumps on her shins and aching knees and ankles for 1 week. She moved to Phoenix from Seattle 4 months ago, and there has been heavy construction and dust near her new home. Her symptoms did not improve after 5 days of azithromycin. Temperature is 38.0°C, pulse is 92/min, respirations are 18/min, and oxygen saturation is 96% on room air. There are tender, erythematous, warm nodules on the anterior shins and mild swelling of both ankles. A few crackles are heard at the left lung base. Leukocyte count is 9,800/mm³ with 12% eosinophils, and erythrocyte sedimentation rate is 58 mm/h. A chest radiograph shows a patchy left lower lobe infiltrate with left hilar lymphadenopathy.',
    leadIn: 'Which of the following is the most appropriate test to confirm the diagnosis?',
    options: [
      {
        text: 'Coccidioides antibody testing',
        why: 'Enzyme immunoassay for IgM and IgG, confirmed by immunodiffusion or complement fixation, establishes primary coccidioidomycosis; the complement fixation titer also helps gauge severity and follow the response.',
      },
      {
        text: 'Histoplasma urine antigen',
        why: 'Urine antigen detects histoplasmosis, which is acquired mainly in the Ohio and Mississippi River valleys from bird or bat droppings, not in the desert Southwest.',
      },
      {
        text: 'Interferon-gamma release assay',
        why: 'This test detects tuberculosis infection but cannot distinguish latent from active disease, and the subacute dust-associated illness with eosinophilia points to a fungal cause.',
      },
      {
        text: 'Serum angiotensin-converting enzyme',
        why: 'Löfgren syndrome of sarcoidosis also causes erythema nodosum, ankle arthritis and hilar adenopathy, but ACE levels are neither sensitive nor specific, and fever with a lung infiltrate after dust exposure in Arizona points to infection.',
      },
      {
        text: 'Sputum acid-fast bacilli smear',
        why: 'Acid-fast smears evaluate suspected active tuberculosis, which typically causes upper lobe disease with weight loss and night sweats over months.',
      },
    ],
    answerIndex: 0,
    rationale:
      'A subacute pneumonia that does not respond to standard antibiotics, with erythema nodosum, arthralgias (desert rheumatism), eosinophilia and hilar adenopathy, in a newcomer to Arizona exposed to disturbed soil, is primary pulmonary coccidioidomycosis (valley fever). Inhaled arthroconidia of Coccidioides become spherules in tissue. Most infections resolve without treatment; fluconazole is given for severe or prolonged illness, extensive pneumonia, immunosuppression, pregnancy or high complement fixation titers. Erythema nodosum reflects a strong cell-mediated response and a lower risk of dissemination, which is more likely in people of Filipino or African ancestry, in pregnancy and with immunosuppression.',
    objective: 'Confirm suspected primary coccidioidomycosis with serologic testing.',
    task: 'investigation',
    steps: 2,
    takeHome: 'Pneumonia with erythema nodosum, arthralgia and eosinophilia in the desert Southwest is valley fever: confirm with Coccidioides serology.',
  },
  {
    id: 'id-q-shiga-toxin-ecoli-hus',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Shiga toxin-producing Escherichia coli infection',
    stem: 'A 4-year-old boy is brought to the emergency department because of bloody diarrhea for 2 days. Three days before that he developed crampy abdominal pain and watery diarrhea. Five days before the illness began, he ate a hamburger at a family barbecue and visited a petting zoo. He has had no fever. Temperature is 37.4°C, pulse is 118/min, respirations are 22/min, and blood pressure is 98/60 mm Hg. He appears tired, and the mucous membranes are slightly dry. The abdomen is diffusely tender without guarding or rebound. Leukocyte count is 12,400/mm³, hemoglobin is 12.8 g/dL, platelet count is 236,000/mm³, and serum creatinine is 0.4 mg/dL. A stool sample is grossly bloody, and stool cultures are pending.',
    leadIn: 'This child is at greatest risk for which of the following complications during the next 2 weeks?',
    options: [
      {
        text: 'Guillain-Barre syndrome',
        why: 'Guillain-Barre syndrome follows Campylobacter jejuni enteritis by 1 to 3 weeks through molecular mimicry; Campylobacter usually causes fever with the bloody diarrhea.',
      },
      {
        text: 'Hemolytic uremic syndrome',
        why: 'Shiga toxin damages glomerular endothelium and causes microangiopathic hemolytic anemia, thrombocytopenia and acute kidney injury in about 15% of young children with this infection, usually 5 to 10 days after the diarrhea begins.',
      },
      {
        text: 'Intestinal perforation',
        why: 'Ileal perforation is a complication of typhoid fever in its second or third week, with sustained high fever, relative bradycardia and rose spots.',
      },
      {
        text: 'Postinfectious reactive arthritis',
        why: 'Reactive arthritis follows Shigella, Salmonella, Campylobacter or Yersinia enteritis, mainly in HLA-B27-positive adults, rather than Shiga toxin-producing E. coli in young children.',
      },
      {
        text: 'Toxic megacolon',
        why: 'Toxic megacolon complicates severe Clostridioides difficile colitis or ulcerative colitis, with fever, distention and systemic toxicity.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Watery diarrhea that becomes bloody within a few days, with severe cramping and little or no fever, after eating undercooked ground beef or contact with farm animals, is typical of Shiga toxin-producing Escherichia coli, most often O157:H7. Stool should be tested for Shiga toxin and cultured for O157. Management is supportive, with intravenous isotonic fluids, and antibiotics and antimotility drugs are avoided because they may increase toxin release and the risk of hemolytic uremic syndrome. The blood count, peripheral smear for schistocytes, and creatinine are checked daily while the child is at risk, and new pallor, oliguria or bruising signals its onset.',
    objective: 'Anticipate hemolytic uremic syndrome after Shiga toxin-producing E. coli enteritis in a young child.',
    task: 'complication',
    steps: 2,
    takeHome: 'Afebrile bloody diarrhea in a child after undercooked beef or a petting zoo suggests E. coli O157:H7: avoid antibiotics and watch for hemolytic uremic syndrome.',
  },
  {
    id: 'id-q-enteroviral-meningitis-csf',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Enteroviral meningitis',
    stem: 'A 22-year-old woman comes to the emergency department in August because of headache, fever, and sensitivity to light for 2 days. Her 4-year-old nephew, whom she babysat last week, had fever with blisters in his mouth and on his hands and feet. She takes no medications and has no chronic illnesses. Temperature is 38.5°C, pulse is 96/min, respirations are 16/min, and blood pressure is 118/74 mm Hg. She is alert and fully oriented. Neck flexion is painful and limited. There is no rash, papilledema, or focal neurologic deficit. Leukocyte count is 9,600/mm³, and serum glucose is 95 mg/dL. A lumbar puncture is performed.',
    leadIn: 'Which of the following sets of cerebrospinal fluid findings is most likely?',
    options: [
      {
        text: '2 leukocytes/mm³; glucose 64 mg/dL; protein 160 mg/dL',
        why: 'A high protein with a normal cell count (albuminocytologic dissociation) is the pattern of Guillain-Barre syndrome, which causes ascending weakness and areflexia without fever or meningismus.',
      },
      {
        text: '40 leukocytes/mm³ (lymphocytes); glucose 32 mg/dL; protein 110 mg/dL',
        why: 'A modest lymphocytic pleocytosis with low glucose suggests fungal meningitis, such as cryptococcal meningitis in advanced HIV, which develops over weeks.',
      },
      {
        text: '110 leukocytes/mm³ (lymphocytes); glucose 62 mg/dL; protein 68 mg/dL',
        why: 'A lymphocytic pleocytosis of tens to a few hundred cells, normal glucose and a mildly raised protein is the typical profile of viral meningitis.',
      },
      {
        text: '320 leukocytes/mm³ (lymphocytes); glucose 24 mg/dL; protein 260 mg/dL',
        why: 'A lymphocytic pleocytosis with very low glucose and very high protein is typical of tuberculous meningitis, a subacute illness often with cranial nerve palsies and basilar enhancement.',
      },
      {
        text: '2,400 leukocytes/mm³ (neutrophils); glucose 18 mg/dL; protein 310 mg/dL',
        why: 'Thousands of neutrophils with a glucose far below half the serum value and a high protein indicate acute bacterial meningitis, which usually causes a more toxic illness, often with confusion.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Fever, headache, photophobia and neck stiffness with a normal mental status and no focal signs in a young adult in late summer, after close contact with a child who had hand, foot and mouth disease (a coxsackievirus infection), is aseptic meningitis from an enterovirus, the most common cause of viral meningitis. The CSF shows a lymphocytic pleocytosis (neutrophils may predominate in the first day), normal glucose and a mildly raised protein; an enterovirus PCR of the CSF confirms the diagnosis and allows early discharge. Treatment is supportive, and the illness resolves in 1 to 2 weeks. When bacterial meningitis cannot be excluded, empiric antibiotics are given until cultures return.',
    objective: 'Predict the cerebrospinal fluid profile of enteroviral meningitis.',
    task: 'interpretation',
    steps: 2,
    takeHome: 'Viral (usually enteroviral) meningitis: lymphocytic pleocytosis in the tens to hundreds, normal glucose and mildly raised protein; low glucose suggests bacterial, tuberculous or fungal disease.',
  },
  {
    id: 'id-q-chancroid',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Chancroid',
    stem: 'A 27-year-old man comes to the physician because of painful sores on his penis for 5 days and a painful swelling in his right groin for 2 days. Ten days ago, while traveling abroad, he had condomless intercourse with a female sex worker. Temperature is 37.4°C, pulse is 84/min, and blood pressure is 122/76 mm Hg. There are three exquisitely tender ulcers, 1 to 2 cm across, on the prepuce and coronal sulcus; they are deep, with ragged, undermined borders and a friable gray-yellow purulent base that bleeds easily. A 4-cm tender, fluctuant lymph node with overlying erythema is present in the right inguinal region. There are no vesicles. A rapid plasma reagin test is nonreactive, and PCR of an ulcer swab is negative for herpes simplex virus. An HIV test is negative.',
    leadIn: 'Which of the following organisms is the most likely cause of this patient\'s condition?',
    options: [
      {
        text: 'Chlamydia trachomatis serovars L1-L3',
        why: 'Lymphogranuloma venereum begins with a small painless papule or ulcer that often goes unnoticed, followed weeks later by tender inguinal buboes, sometimes with the groove sign, or by proctocolitis.',
      },
      {
        text: 'Haemophilus ducreyi',
        why: 'Haemophilus ducreyi causes chancroid: several painful, deep, purulent ulcers with ragged undermined borders and tender suppurative inguinal lymphadenopathy that may become fluctuant.',
      },
      {
        text: 'Herpes simplex virus type 2',
        why: 'Genital herpes causes painful grouped vesicles that become shallow ulcers with tender but nonsuppurative adenopathy, and the PCR test is negative.',
      },
      {
        text: 'Klebsiella granulomatis',
        why: 'Granuloma inguinale (donovanosis) causes painless, beefy-red, highly vascular ulcers without true lymphadenopathy.',
      },
      {
        text: 'Treponema pallidum',
        why: 'A syphilitic chancre is usually single, painless and indurated with a clean base and painless, rubbery adenopathy; the nonreactive RPR argues against it, although very early chancres can precede seropositivity.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Multiple painful genital ulcers with ragged, undermined edges and a purulent base, together with a tender, fluctuant inguinal bubo, after sexual contact abroad, with negative tests for syphilis and herpes, is chancroid. Haemophilus ducreyi is a small gram-negative coccobacillus that is difficult to culture, so the diagnosis is usually clinical. Treatment is a single dose of azithromycin or intramuscular ceftriaxone; fluctuant buboes may need needle aspiration or incision and drainage. Sexual partners from the preceding 10 days are treated, and patients are retested for HIV and syphilis after 3 months, because genital ulcers increase HIV transmission.',
    objective: 'Recognize chancroid among the causes of genital ulcers.',
    task: 'diagnosis',
    steps: 1,
    takeHome: 'Painful, ragged, purulent genital ulcers with a suppurative inguinal bubo are chancroid (Haemophilus ducreyi); a painless clean chancre is syphilis.',
    table: {
      caption: 'Genital ulcer disease',
      header: ['Cause', 'Ulcer', 'Lymph nodes'],
      rows: [
        ['Syphilis', 'Single, painless, indurated, clean base', 'Painless, rubbery'],
        ['Herpes simplex', 'Painful grouped vesicles, shallow ulcers', 'Tender, not suppurative'],
        ['Chancroid', 'Painful, ragged, undermined, purulent', 'Tender, may suppurate (bubo)'],
        ['Lymphogranuloma venereum', 'Small, painless, transient', 'Tender buboes weeks later'],
        ['Donovanosis', 'Painless, beefy red, bleeds easily', 'Usually none (pseudobuboes)'],
      ],
    },
  },
  {
    id: 'id-q-vibrio-vulnificus-cirrhosis',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Vibrio vulnificus septicemia',
    stem: 'A 61-year-old man with alcohol-associated cirrhosis is brought to the emergency department in August because of fever, chills, and severe pain and swelling of the left leg for 12 hours. The day before, he ate raw oysters at a restaurant on the Gulf Coast. He has had no injury to the leg and no recent swimming. Temperature is 39.4°C, pulse is 124/min, respirations are 24/min, and blood pressure is 84/48 mm Hg. He is jaundiced, with spider angiomas and shifting dullness of the abdomen. The left lower leg is erythematous and swollen, with several large hemorrhagic bullae; there is no wound or crepitus. Leukocyte count is 3,800/mm³, platelet count is 62,000/mm³, serum creatinine is 1.9 mg/dL, total bilirubin is 4.2 mg/dL, and lactate is 5.2 mmol/L. Blood cultures are drawn.',
    leadIn: 'Which of the following organisms is the most likely cause of this patient\'s illness?',
    options: [
      {
        text: 'Aeromonas hydrophila',
        why: 'Aeromonas causes rapidly progressive wound infections after freshwater injuries and, less often, bacteremia in cirrhosis; it is not classically linked to raw oysters with bullae and shock.',
      },
      {
        text: 'Clostridium perfringens',
        why: 'Gas gangrene follows deep contaminated trauma or surgery, with crepitus and bronze discoloration; spontaneous disease comes from Clostridium septicum with colon cancer.',
      },
      {
        text: 'Pasteurella multocida',
        why: 'Pasteurella causes rapidly developing cellulitis within a day of a cat or dog bite or scratch.',
      },
      {
        text: 'Streptococcus pyogenes',
        why: 'Group A streptococci cause necrotizing fasciitis and toxic shock, usually after a break in the skin; the raw-oyster exposure and cirrhosis point to a marine organism.',
      },
      {
        text: 'Vibrio vulnificus',
        why: 'Vibrio vulnificus, a curved gram-negative rod in warm coastal seawater and shellfish, invades from the gut in people with liver disease or iron overload and causes septic shock with hemorrhagic bullous skin lesions.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Septic shock with hemorrhagic bullae on the leg a day after eating raw oysters in summer, in a patient with cirrhosis, is primary Vibrio vulnificus septicemia. Chronic liver disease, hemochromatosis and other iron-overload states, and immunosuppression greatly increase susceptibility, because the organism needs iron and portosystemic shunting lets it bypass hepatic clearance. The same organism causes severe wound infections after exposure of a wound to warm seawater. Mortality exceeds 50% with septicemia. Treatment is early doxycycline plus a third-generation cephalosporin such as ceftazidime, surgical debridement of necrotic tissue, and intensive care; people with liver disease should be advised not to eat raw shellfish.',
    objective: 'Recognize Vibrio vulnificus septicemia after raw oysters in a patient with cirrhosis.',
    task: 'diagnosis',
    steps: 1,
    takeHome: 'Septic shock with hemorrhagic bullae after raw oysters in a patient with cirrhosis or iron overload is Vibrio vulnificus: doxycycline plus ceftazidime and debridement.',
  },
  {
    id: 'id-q-babesiosis-asplenia',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Babesiosis',
    stem: 'A 68-year-old man comes to the physician in August because of fever, drenching sweats, fatigue, and dark urine for 1 week. He had a splenectomy after a motor vehicle collision 10 years ago. He lives on Nantucket Island, Massachusetts, and spends much of his time gardening; he has not traveled outside New England in the past 2 years and has never received a blood transfusion. Temperature is 39.0°C, pulse is 104/min, and blood pressure is 112/68 mm Hg. There is mild scleral icterus. There is no rash or lymphadenopathy. Hemoglobin is 9.1 g/dL, leukocyte count is 5,400/mm³, and platelet count is 72,000/mm³. Total bilirubin is 3.1 mg/dL, direct bilirubin is 0.4 mg/dL, AST is 64 U/L, and ALT is 58 U/L. Serum haptoglobin is undetectable, and creatinine is 1.1 mg/dL. A thin blood smear shows small intraerythrocytic ring forms in 3% of erythrocytes, and a few erythrocytes contain four small merozoites arranged in a cross; there is no pigment and there are no gametocytes.',
    leadIn: 'Which of the following organisms is the most likely cause of this patient\'s illness?',
    options: [
      {
        text: 'Anaplasma phagocytophilum',
        why: 'Anaplasmosis, transmitted by the same tick, causes fever, leukopenia, thrombocytopenia and raised aminotransferases, with morulae in neutrophils rather than parasites in erythrocytes and hemolysis.',
      },
      {
        text: 'Babesia microti',
        why: 'Babesia microti, transmitted by Ixodes ticks in the Northeast and upper Midwest, infects erythrocytes and causes hemolytic anemia; tetrads of merozoites forming a cross are characteristic, and asplenia predisposes to severe disease.',
      },
      {
        text: 'Borrelia burgdorferi',
        why: 'Lyme disease causes erythema migrans, carditis, facial palsy and arthritis, not intraerythrocytic parasites or hemolysis.',
      },
      {
        text: 'Ehrlichia chaffeensis',
        why: 'Ehrlichiosis, transmitted by the lone star tick mainly in the southeastern and south-central United States, shows morulae in monocytes and does not cause hemolytic anemia.',
      },
      {
        text: 'Plasmodium falciparum',
        why: 'Falciparum malaria also shows small rings, but it requires travel to an endemic area (or transfusion), and banana-shaped gametocytes or malarial pigment may be seen; tetrads are not a feature.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Fever, sweats and hemolytic anemia (dark urine, indirect hyperbilirubinemia, undetectable haptoglobin) with thrombocytopenia in an asplenic man from an island off Massachusetts in summer, with intraerythrocytic rings and tetrads on smear and no travel outside New England, is babesiosis. Ixodes scapularis also transmits Borrelia burgdorferi and Anaplasma, so coinfection should be considered. Treatment is atovaquone plus azithromycin; exchange transfusion is considered for parasitemia above 10% or severe hemolysis or organ failure, and asplenic or immunocompromised patients may need prolonged therapy.',
    objective: 'Recognize babesiosis in an asplenic patient from a tick-endemic area.',
    task: 'diagnosis',
    steps: 1,
    takeHome: 'Hemolytic anemia with intraerythrocytic rings and tetrads after tick exposure in the Northeast, without travel, is babesiosis; asplenia predisposes to severe disease.',
  },
  {
    id: 'id-q-cat-scratch-disease',
    category: 'Infectious Disease',
    examTypes: ['usmle', 'comlex'],
    topic: 'Cat-scratch disease',
    stem: 'A 9-year-old boy is brought to the physician because of a painful lump in his left armpit for 2 weeks. He has also felt tired and has had a low-grade fever. His family adopted a kitten 5 weeks ago, and it often scratches him while they play. Temperature is 38.0°C, pulse is 96/min, and respirations are 18/min. There is a 4-mm red-brown papule on the back of the left hand. A 3-cm tender, mobile left axillary lymph node with mild overlying erythema is palpable; there is no lymphangitic streaking or other lymphadenopathy. The liver and spleen are not enlarged. Leukocyte count is 9,200/mm³.',
    leadIn: 'Which of the following organisms is the most likely cause of this patient\'s condition?',
    options: [
      {
        text: 'Bartonella henselae',
        why: 'Bartonella henselae, carried by young cats and spread among them by fleas, causes a papule at the scratch site followed 1 to 3 weeks later by tender regional lymphadenopathy that drains that site.',
      },
      {
        text: 'Francisella tularensis',
        why: 'Ulceroglandular tularemia follows handling rabbits or tick bites and produces a painful ulcer with regional adenopathy and high fever.',
      },
      {
        text: 'Pasteurella multocida',
        why: 'Pasteurella from a cat bite or scratch causes cellulitis within 24 hours rather than subacute lymphadenitis weeks later.',
      },
      {
        text: 'Sporothrix schenckii',
        why: 'Sporotrichosis follows inoculation by thorns or soil and produces nodules that spread along lymphatic channels up the arm.',
      },
      {
        text: 'Toxoplasma gondii',
        why: 'Acquired toxoplasmosis from cat feces or undercooked meat causes painless, usually cervical lymphadenopathy without a skin papule at an inoculation site.',
      },
    ],
    answerIndex: 0,
    rationale:
      'A small papule at a kitten scratch followed weeks later by a single tender, enlarged regional (axillary) lymph node with mild fever and fatigue in a child is cat-scratch disease. The diagnosis is usually clinical and can be supported by Bartonella serology or PCR of node tissue. Most cases resolve over 2 to 4 months without treatment; a 5-day course of azithromycin hastens shrinkage of bulky nodes, and suppurative nodes may be aspirated. In advanced HIV infection the same organism causes bacillary angiomatosis and peliosis hepatis.',
    objective: 'Recognize cat-scratch disease as subacute regional lymphadenitis after a kitten scratch.',
    task: 'diagnosis',
    steps: 1,
    takeHome: 'Tender regional lymphadenitis 1 to 3 weeks after a kitten scratch, with a papule at the site, is cat-scratch disease (Bartonella henselae).',
  },
];
