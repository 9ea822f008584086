import type { LibraryNote } from '../../note-types';

export const notes: readonly LibraryNote[] = [
  {
    id: 'pharm-penicillins',
    title: 'Penicillins',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: [
      'penicillin',
      'penicillin G',
      'penicillin V',
      'amoxicillin',
      'ampicillin',
      'amoxicillin-clavulanate',
      'Augmentin',
      'nafcillin',
      'oxacillin',
      'dicloxacillin',
      'piperacillin-tazobactam',
      'Zosyn',
      'pip-tazo',
      'ampicillin-sulbactam',
      'Unasyn',
      'PCN',
    ],
    definition:
      'Penicillins are beta-lactam antibiotics grouped as natural penicillins (penicillin G and V), aminopenicillins (ampicillin, amoxicillin), penicillinase-resistant penicillins (nafcillin, oxacillin, dicloxacillin) and antipseudomonal penicillins (piperacillin, usually combined with tazobactam).',
    mechanism:
      'Penicillins bind penicillin-binding proteins (bacterial transpeptidases) and block cross-linking of peptidoglycan in the cell wall, which activates autolysins and kills growing bacteria (bactericidal, time-dependent killing).',
    indications: [
      'Benzathine penicillin G is the treatment of choice for syphilis; a single 2.4 million unit IM dose treats primary, secondary and early latent syphilis.',
      'Penicillin V or amoxicillin is first-line treatment for group A streptococcal pharyngitis.',
      'Amoxicillin is first-line treatment for acute otitis media, and amoxicillin or amoxicillin-clavulanate is first-line for acute bacterial sinusitis.',
      'Ampicillin is the drug of choice for Listeria monocytogenes (added to empiric meningitis therapy in adults over 50, neonates and the immunocompromised) and for susceptible Enterococcus faecalis.',
      'Nafcillin or oxacillin (or cefazolin) is the treatment of choice for methicillin-susceptible Staphylococcus aureus (MSSA) bacteremia and endocarditis.',
      'Piperacillin-tazobactam is used for serious hospital-acquired and polymicrobial infections because it covers Pseudomonas aeruginosa and anaerobes.',
      'Amoxicillin-clavulanate is first-line prophylaxis and treatment for dog, cat and human bite wounds.',
      'Amoxicillin is a component of Helicobacter pylori eradication regimens and is used for early Lyme disease when doxycycline is not appropriate.',
    ],
    adverseEffects: [
      'Penicillins cause hypersensitivity reactions of all four types: IgE-mediated anaphylaxis and urticaria, immune hemolytic anemia, serum sickness and delayed rashes.',
      'Amoxicillin or ampicillin given during Epstein-Barr virus infectious mononucleosis commonly causes a nonallergic maculopapular rash.',
      'Penicillins, classically methicillin and nafcillin, can cause acute interstitial nephritis with fever, rash, eosinophilia and rising creatinine.',
      'Amoxicillin-clavulanate commonly causes diarrhea and can cause cholestatic hepatitis, which is attributed mainly to the clavulanate.',
      'Very high doses of penicillin, especially in kidney failure, can cause seizures.',
      'Penicillins, like other broad antibiotics, can precipitate Clostridioides difficile infection.',
      'Treating syphilis with penicillin can cause the Jarisch-Herxheimer reaction, a self-limited fever with myalgias within 24 hours caused by release of spirochetal products, which is not an allergy.',
    ],
    contraindications: [
      'Penicillins are contraindicated after a history of anaphylaxis or a severe cutaneous reaction such as Stevens-Johnson syndrome to a penicillin, unless the patient is formally tested and desensitized.',
      'Penicillin-allergic pregnant women with syphilis should be desensitized and treated with penicillin, because no alternative reliably treats the fetus; desensitization is also favored in neurosyphilis, where ceftriaxone is the only alternative with supporting data.',
    ],
    interactions: [
      'Probenecid raises penicillin levels by blocking renal tubular secretion of the penicillin.',
      'Penicillins reduce renal clearance of methotrexate and can cause methotrexate toxicity.',
      'Piperacillin-tazobactam combined with vancomycin is associated with a higher rate of acute kidney injury than either drug alone.',
    ],
    keyComparisons: [
      {
        with: 'pharm-cephalosporins',
        difference: 'Penicillins (ampicillin) cover Enterococcus and Listeria, whereas cephalosporins do not; cephalosporins are more resistant to many beta-lactamases than unprotected penicillins.',
      },
      {
        with: 'pharm-vancomycin',
        difference:
          'Penicillins are ineffective against MRSA, whereas vancomycin is the standard treatment for serious MRSA infections; for MSSA, antistaphylococcal penicillins or cefazolin are superior to vancomycin.',
      },
    ],
    why: [
      {
        question: 'Why are penicillins ineffective against MRSA?',
        answer: 'MRSA carries the mecA gene, which encodes an altered penicillin-binding protein (PBP2a) with low affinity for beta-lactams, so penicillins cannot inhibit cell wall cross-linking.',
      },
      {
        question: 'Why is clavulanate or tazobactam added to some penicillins?',
        answer:
          'Clavulanate, sulbactam and tazobactam are beta-lactamase inhibitors that protect the penicillin from hydrolysis, extending coverage to beta-lactamase-producing organisms such as Haemophilus, Moraxella, MSSA and anaerobes like Bacteroides.',
      },
      {
        question: 'Why do nafcillin and oxacillin work against penicillinase-producing staphylococci?',
        answer: 'Nafcillin and oxacillin have bulky side chains that sterically block staphylococcal penicillinase from hydrolyzing the beta-lactam ring.',
      },
    ],
    highYield: [
      'Cross-reactivity between penicillins and cephalosporins is low (about 1-2%) and depends mainly on similar R1 side chains rather than the shared beta-lactam ring.',
      'About 90% of patients labeled penicillin-allergic are not truly allergic, so penicillin allergy evaluation and delabeling are recommended.',
      'Piperacillin (with tazobactam) is the only penicillin in routine use with activity against Pseudomonas aeruginosa.',
      'Penicillin G remains the drug of choice for Treponema pallidum, and no penicillin resistance has been documented in syphilis.',
    ],
    dontMiss:
      'Penicillin-induced anaphylaxis presents within minutes to an hour with urticaria, bronchospasm or hypotension and requires IM epinephrine, and the drug must be recorded as a true allergy.',
  },
  {
    id: 'pharm-cephalosporins',
    title: 'Cephalosporins',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['cephalosporin', 'cefazolin', 'cephalexin', 'Keflex', 'cefoxitin', 'cefuroxime', 'ceftriaxone', 'Rocephin', 'cefotaxime', 'ceftazidime', 'cefepime', 'ceftaroline'],
    definition:
      'Cephalosporins are beta-lactam antibiotics grouped into generations, with gram-negative coverage generally broadening from the first generation (cefazolin, cephalexin) to the third (ceftriaxone, ceftazidime) and fourth (cefepime), and anti-MRSA activity in the fifth (ceftaroline).',
    mechanism:
      'Cephalosporins bind penicillin-binding proteins and inhibit transpeptidation of peptidoglycan, blocking bacterial cell wall synthesis (bactericidal); they are less susceptible than penicillins to many beta-lactamases.',
    indications: [
      'Cefazolin, a first-generation cephalosporin, is the standard antibiotic for surgical site infection prophylaxis and an alternative to nafcillin for MSSA bacteremia.',
      'Cephalexin, a first-generation cephalosporin, is a first-line oral option for nonpurulent cellulitis caused by streptococci and MSSA.',
      'Cefoxitin and cefotetan are second-generation cephalosporins with anaerobic activity used for pelvic inflammatory disease and intra-abdominal surgical prophylaxis.',
      'Ceftriaxone, a third-generation cephalosporin, is first-line for gonorrhea (500 mg IM once), empiric bacterial meningitis (with vancomycin), inpatient community-acquired pneumonia (with a macrolide) and Lyme meningitis or carditis.',
      'Ceftazidime (third generation) and cefepime (fourth generation) are cephalosporins with activity against Pseudomonas aeruginosa, and cefepime is a standard empiric choice for febrile neutropenia.',
      'Ceftaroline, a fifth-generation cephalosporin, is active against MRSA and is approved for skin and soft tissue infections and community-acquired pneumonia; ceftobiprole is a newer cephalosporin with similar anti-MRSA activity.',
    ],
    adverseEffects: [
      'Cephalosporins cause hypersensitivity reactions, but cross-reactivity in penicillin-allergic patients is low and is driven mainly by shared R1 side chains.',
      'Ceftriaxone can precipitate with calcium in bile, causing biliary sludge or pseudolithiasis.',
      'Ceftriaxone displaces bilirubin from albumin and precipitates with IV calcium, so it is generally avoided in neonates, where cefotaxime was traditionally used; cefotaxime is no longer marketed in the US, and ceftazidime or cefepime is used instead.',
      'Cefepime can cause neurotoxicity (encephalopathy, myoclonus, nonconvulsive status epilepticus), especially when the dose is not reduced for kidney impairment.',
      'Cefotetan and other cephalosporins with an N-methylthiotetrazole side chain can cause hypoprothrombinemia and a disulfiram-like reaction with alcohol.',
      'Cephalosporins, especially third-generation agents, are a major risk factor for Clostridioides difficile infection.',
    ],
    contraindications: [
      'Cephalosporins should be avoided after anaphylaxis to a cephalosporin, and a cephalosporin with an identical R1 side chain should be avoided in patients with anaphylaxis to the corresponding penicillin.',
      'Ceftriaxone is contraindicated in hyperbilirubinemic neonates and in neonates receiving IV calcium-containing solutions.',
    ],
    interactions: [
      'Cephalosporins combined with aminoglycosides increase the risk of nephrotoxicity.',
      'Cefotetan and other N-methylthiotetrazole cephalosporins can enhance the effect of warfarin and cause a disulfiram-like reaction with alcohol.',
    ],
    keyComparisons: [
      {
        with: 'pharm-penicillins',
        difference: 'Cephalosporins do not cover Listeria, atypical organisms, MRSA (except ceftaroline) or enterococci, whereas ampicillin covers Listeria and Enterococcus faecalis.',
      },
      {
        with: 'pharm-carbapenems',
        difference: 'Cephalosporins are hydrolyzed by extended-spectrum beta-lactamases (ESBLs), whereas carbapenems are stable to ESBLs and are the drugs of choice for serious ESBL infections.',
      },
    ],
    why: [
      {
        question: 'Why do cephalosporins not work against enterococci?',
        answer: 'Enterococci have penicillin-binding proteins with low affinity for cephalosporins, so enterococci are intrinsically resistant and can overgrow during cephalosporin therapy.',
      },
      {
        question: 'Why is ceftriaxone avoided in neonates?',
        answer:
          'Ceftriaxone displaces bilirubin from albumin, raising the risk of kernicterus, and it can form fatal calcium precipitates in the lungs and kidneys when given with IV calcium, so another cephalosporin (ceftazidime or cefepime in the US, where cefotaxime is no longer marketed) is used instead.',
      },
    ],
    highYield: [
      'Cephalosporins miss the organisms remembered as LAME: Listeria, atypicals (Mycoplasma, Chlamydia), MRSA (except anti-MRSA agents such as ceftaroline) and enterococci.',
      'First-generation cephalosporins cover gram-positive cocci plus Proteus, E. coli and Klebsiella.',
      'Ceftazidime and cefepime cover Pseudomonas, whereas ceftriaxone and ceftaroline do not.',
      'Newer cephalosporin-beta-lactamase inhibitor combinations such as ceftazidime-avibactam and ceftolozane-tazobactam are reserved for multidrug-resistant gram-negative infections.',
    ],
    dontMiss:
      'Confusion or myoclonus in a patient on cefepime with kidney impairment suggests cefepime neurotoxicity, which can progress to nonconvulsive status epilepticus and requires stopping the drug and obtaining an EEG.',
  },
  {
    id: 'pharm-carbapenems',
    title: 'Carbapenems',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['carbapenem', 'imipenem', 'imipenem-cilastatin', 'Primaxin', 'meropenem', 'Merrem', 'ertapenem', 'Invanz', 'doripenem'],
    definition:
      'Carbapenems (imipenem-cilastatin, meropenem, ertapenem) are the broadest-spectrum beta-lactam antibiotics, covering most gram-positive, gram-negative and anaerobic bacteria, and are reserved for serious or resistant infections.',
    mechanism:
      'Carbapenems bind penicillin-binding proteins and inhibit bacterial cell wall synthesis, and they are stable against most beta-lactamases including extended-spectrum beta-lactamases (ESBLs) and AmpC enzymes.',
    indications: [
      'Carbapenems, usually meropenem, are the drugs of choice for serious infections caused by ESBL-producing Enterobacterales.',
      'Meropenem and imipenem are used for severe hospital-acquired polymicrobial infections, including those with Pseudomonas aeruginosa and anaerobes.',
      'Meropenem is used for bacterial meningitis caused by resistant gram-negative organisms and for febrile neutropenia in selected patients.',
      'Ertapenem, given once daily, is used for community-acquired intra-abdominal infections and ESBL infections when Pseudomonas coverage is not needed.',
    ],
    adverseEffects: [
      'Carbapenems lower the seizure threshold, and imipenem carries the highest seizure risk, especially with kidney impairment or CNS disease.',
      'Carbapenems cause nausea, vomiting, rash and elevated liver enzymes.',
      'Carbapenems, as very broad-spectrum agents, predispose to Clostridioides difficile infection and to selection of resistant organisms and Candida.',
    ],
    contraindications: [
      'Carbapenems are contraindicated after anaphylaxis to a carbapenem, although cross-reactivity in penicillin-allergic patients is under 1%.',
      'Carbapenems should be avoided in patients taking valproate because they sharply lower valproate levels.',
    ],
    interactions: [
      'Carbapenems lower serum valproate concentrations by 60-100% within a day, causing breakthrough seizures that do not respond to increasing the valproate dose.',
      'Imipenem combined with ganciclovir has been associated with generalized seizures.',
    ],
    keyComparisons: [
      {
        with: 'pharm-aztreonam',
        difference:
          'Carbapenems cover gram-positive, gram-negative and anaerobic bacteria, whereas aztreonam covers only aerobic gram-negative rods; aztreonam, unlike carbapenems, has essentially no cross-reactivity with penicillins.',
      },
      { with: 'pharm-cephalosporins', difference: 'Carbapenems are stable to ESBLs and AmpC beta-lactamases, whereas third-generation cephalosporins are hydrolyzed by them.' },
    ],
    why: [
      {
        question: 'Why is imipenem given with cilastatin?',
        answer:
          'Cilastatin inhibits renal dehydropeptidase I in the proximal tubule, which would otherwise inactivate imipenem and generate nephrotoxic metabolites, so the combination raises urinary levels and reduces kidney toxicity.',
      },
      {
        question: 'Why does ertapenem not treat Pseudomonas?',
        answer:
          'Ertapenem penetrates the Pseudomonas outer membrane poorly and is pumped out by efflux, so it lacks activity against Pseudomonas aeruginosa and Acinetobacter, unlike meropenem and imipenem.',
      },
    ],
    highYield: [
      'Carbapenems do not cover MRSA, Enterococcus faecium, Stenotrophomonas maltophilia or atypical organisms.',
      'Carbapenem-resistant Enterobacterales (CRE) often produce carbapenemases: KPC producers are treated with agents such as ceftazidime-avibactam or meropenem-vaborbactam, whereas metallo-beta-lactamase (NDM) producers need aztreonam combined with avibactam or cefiderocol.',
      'Carbapenems are reserved for serious or resistant infections to limit selection of carbapenem resistance.',
    ],
    dontMiss: 'A patient with epilepsy on valproate who is started on a carbapenem can develop status epilepticus, so a different antibiotic or a different antiseizure drug should be used.',
  },
  {
    id: 'pharm-aztreonam',
    title: 'Aztreonam',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['Azactam', 'monobactam', 'Cayston', 'inhaled aztreonam'],
    definition:
      'Aztreonam is a monobactam beta-lactam antibiotic active only against aerobic gram-negative bacteria, including Pseudomonas aeruginosa, and is used mainly in patients with severe penicillin allergy.',
    mechanism: 'Aztreonam binds penicillin-binding protein 3 of gram-negative bacteria and blocks peptidoglycan cross-linking, inhibiting cell wall synthesis (bactericidal).',
    indications: [
      'Aztreonam is used for serious gram-negative infections, including Pseudomonas aeruginosa, in patients with IgE-mediated penicillin or cephalosporin allergy.',
      'Aztreonam is used as part of empiric regimens for pneumonia, urinary tract infection, intra-abdominal infection or sepsis in beta-lactam-allergic patients, combined with agents covering gram-positive organisms and anaerobes.',
      'Inhaled aztreonam is used to suppress chronic Pseudomonas aeruginosa airway infection in cystic fibrosis.',
    ],
    adverseEffects: [
      'Aztreonam is generally well tolerated, with rash, nausea, diarrhea and elevated liver enzymes as its main adverse effects.',
      'Aztreonam can cause injection-site phlebitis and, rarely, Clostridioides difficile infection.',
    ],
    contraindications: ['Aztreonam should be used cautiously in patients with anaphylaxis to ceftazidime, because both drugs share an identical side chain.'],
    interactions: ['Aztreonam is synergistic with aminoglycosides against Pseudomonas aeruginosa.', 'Aztreonam has few pharmacokinetic drug interactions.'],
    keyComparisons: [
      {
        with: 'pharm-aminoglycosides',
        difference: 'Aztreonam and aminoglycosides are both used mainly for aerobic gram-negative rods, but aztreonam lacks the nephrotoxicity and ototoxicity of aminoglycosides.',
      },
      { with: 'pharm-carbapenems', difference: 'Aztreonam covers only aerobic gram-negative rods, whereas carbapenems also cover gram-positive bacteria and anaerobes.' },
    ],
    why: [
      {
        question: 'Why can aztreonam be given to patients with penicillin anaphylaxis?',
        answer:
          'Aztreonam has a single monocyclic beta-lactam ring without a fused second ring, and its side chain differs from penicillins, so it shows essentially no cross-reactivity with penicillins (only with ceftazidime, which shares its side chain).',
      },
      {
        question: 'Why does aztreonam have no activity against gram-positive bacteria or anaerobes?',
        answer: 'Aztreonam binds mainly penicillin-binding protein 3 of aerobic gram-negative bacteria and does not bind the penicillin-binding proteins of gram-positive bacteria or anaerobes.',
      },
    ],
    highYield: [
      'Aztreonam has no activity against gram-positive organisms or anaerobes, so empiric regimens must add vancomycin and metronidazole when those are needed.',
      'Aztreonam is not hydrolyzed by metallo-beta-lactamases, which is why it is combined with avibactam for some carbapenemase-producing gram-negative infections.',
    ],
  },
  {
    id: 'pharm-vancomycin',
    title: 'Vancomycin',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['Vancocin', 'vanc', 'glycopeptide', 'oral vancomycin', 'red man syndrome', 'vancomycin infusion reaction'],
    definition:
      'Vancomycin is a glycopeptide antibiotic active only against gram-positive bacteria and is the standard treatment for serious MRSA infections; the oral form treats Clostridioides difficile infection.',
    mechanism:
      'Vancomycin binds the D-alanyl-D-alanine terminus of peptidoglycan precursors and blocks their incorporation into the cell wall (transglycosylation and transpeptidation), killing most gram-positive bacteria slowly (bactericidal except against enterococci).',
    indications: [
      'IV vancomycin is first-line for serious MRSA infections, including bacteremia, endocarditis, pneumonia, osteomyelitis and severe skin and soft tissue infection.',
      'IV vancomycin is part of empiric bacterial meningitis therapy (with ceftriaxone) to cover penicillin-resistant Streptococcus pneumoniae.',
      'Oral vancomycin is a first-line treatment for Clostridioides difficile infection, with fidaxomicin preferred by current IDSA/SHEA guidance for an initial episode.',
      'Vancomycin is used for methicillin-resistant coagulase-negative staphylococcal infections such as prosthetic device infections, for ampicillin-resistant enterococci and for gram-positive infections in beta-lactam-allergic patients.',
    ],
    adverseEffects: [
      'Vancomycin infusion reaction (formerly red man syndrome) is flushing and pruritus of the face, neck and upper body from direct, non-IgE mast cell histamine release during rapid infusion.',
      'Vancomycin causes dose-related nephrotoxicity, which increases with high trough levels and with other nephrotoxins such as aminoglycosides and piperacillin-tazobactam.',
      'Vancomycin can rarely cause ototoxicity, thrombocytopenia, neutropenia, DRESS syndrome and linear IgA bullous dermatosis.',
    ],
    contraindications: ['Vancomycin has no absolute contraindication other than true hypersensitivity, and the infusion reaction is not an allergy and does not preclude further use.'],
    interactions: ['Vancomycin combined with aminoglycosides, piperacillin-tazobactam, amphotericin B, loop diuretics or NSAIDs increases the risk of acute kidney injury.'],
    keyComparisons: [
      {
        with: 'pharm-linezolid',
        difference:
          'Vancomycin is IV for systemic infection and bactericidal against staphylococci, whereas linezolid is ~100% orally bioavailable, bacteriostatic against staphylococci and also treats vancomycin-resistant enterococci.',
      },
      {
        with: 'pharm-metronidazole',
        difference: 'For Clostridioides difficile, oral vancomycin is first-line, whereas oral metronidazole is now used only for nonsevere infection when vancomycin and fidaxomicin are unavailable, and IV metronidazole is added only for fulminant infection.',
      },
    ],
    why: [
      {
        question: 'Why must vancomycin be given orally for Clostridioides difficile?',
        answer:
          'Oral vancomycin is not absorbed and reaches very high concentrations in the colonic lumen, whereas IV vancomycin is not excreted into the colon and does not treat C. difficile colitis.',
      },
      {
        question: 'Why does vancomycin not work against gram-negative bacteria?',
        answer: 'Vancomycin is a large glycopeptide that cannot penetrate the gram-negative outer membrane to reach the peptidoglycan.',
      },
      {
        question: 'How is vancomycin infusion reaction prevented?',
        answer:
          'Vancomycin infusion reaction is prevented by infusing more slowly (over at least 60 minutes, longer for larger doses) and by premedicating with an H1 antihistamine, because the reaction is rate-related histamine release rather than an allergy.',
      },
    ],
    highYield: [
      'Vancomycin resistance in enterococci (VRE) results from a change of the D-Ala-D-Ala target to D-Ala-D-Lac, and VRE is treated with linezolid or daptomycin.',
      'Vancomycin dosing is guided by therapeutic drug monitoring, with AUC-guided dosing (target AUC/MIC of 400-600) preferred over trough-only monitoring for serious MRSA infections.',
      'Daptomycin is an alternative to vancomycin for MRSA bacteremia but must not be used for pneumonia because pulmonary surfactant inactivates it.',
      'Vancomycin is inferior to antistaphylococcal beta-lactams for MSSA bacteremia, so therapy is switched to nafcillin, oxacillin or cefazolin once susceptibility is known.',
    ],
    dontMiss: 'Rising creatinine during vancomycin therapy requires checking drug levels and adjusting the dose, because accumulating vancomycin worsens nephrotoxicity.',
  },
  {
    id: 'pharm-aminoglycosides',
    title: 'Aminoglycosides',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['aminoglycoside', 'gentamicin', 'tobramycin', 'amikacin', 'streptomycin', 'neomycin', 'plazomicin'],
    definition:
      'Aminoglycosides (gentamicin, tobramycin, amikacin, streptomycin, neomycin) are bactericidal protein synthesis inhibitors active against aerobic gram-negative bacteria, limited by nephrotoxicity and ototoxicity.',
    mechanism:
      'Aminoglycosides bind the 30S ribosomal subunit, block formation of the initiation complex and cause misreading of mRNA, producing faulty proteins and rapid, concentration-dependent bacterial killing.',
    indications: [
      'Aminoglycosides are used for serious aerobic gram-negative infections, including Pseudomonas aeruginosa, usually combined with a beta-lactam.',
      'Gentamicin is added to a cell wall-active drug (ampicillin or penicillin) for synergistic killing in enterococcal and some streptococcal endocarditis.',
      'Streptomycin or gentamicin is a treatment of choice for plague (Yersinia pestis) and tularemia (Francisella tularensis).',
      'Amikacin is used for multidrug-resistant tuberculosis and nontuberculous mycobacterial infections, and inhaled tobramycin suppresses Pseudomonas in cystic fibrosis.',
      'Oral neomycin, which is not absorbed, has been used for bowel preparation before colorectal surgery.',
    ],
    adverseEffects: [
      'Aminoglycosides cause nephrotoxicity as acute tubular necrosis of the proximal tubule, typically nonoliguric and reversible, with rising creatinine after 5-7 days of therapy.',
      'Aminoglycosides cause ototoxicity, damaging cochlear hair cells (high-frequency hearing loss, tinnitus) and vestibular cells (vertigo, ataxia), and the damage is often irreversible.',
      'Aminoglycosides can cause neuromuscular blockade by inhibiting presynaptic acetylcholine release, which can precipitate respiratory failure in myasthenia gravis or after neuromuscular blockers.',
      'Aminoglycosides cause renal magnesium and potassium wasting.',
      'Aminoglycosides are teratogenic, and fetal exposure (classically to streptomycin) can cause congenital deafness.',
    ],
    contraindications: [
      'Aminoglycosides should be avoided in myasthenia gravis because they can worsen neuromuscular weakness.',
      'Aminoglycosides are avoided in pregnancy except for life-threatening infections because of fetal ototoxicity.',
      'Aminoglycosides are used with caution and level-guided dosing in chronic kidney disease and preexisting hearing loss.',
    ],
    interactions: [
      'Aminoglycosides combined with loop diuretics increase the risk of ototoxicity.',
      'Aminoglycosides combined with vancomycin, amphotericin B, cisplatin, cyclosporine or NSAIDs increase the risk of nephrotoxicity.',
      'Aminoglycosides potentiate nondepolarizing neuromuscular blockers.',
    ],
    keyComparisons: [
      {
        with: 'pharm-vancomycin',
        difference: 'Aminoglycosides cover aerobic gram-negative rods while vancomycin covers gram-positive organisms; both are nephrotoxic and ototoxic, and the combination adds nephrotoxicity.',
      },
    ],
    why: [
      {
        question: 'Why are aminoglycosides ineffective against anaerobes?',
        answer: 'Aminoglycosides enter bacteria by an oxygen-dependent active transport process, so anaerobes and bacteria in anaerobic, acidic abscess environments do not take them up.',
      },
      {
        question: 'Why are aminoglycosides given once daily?',
        answer:
          'Aminoglycosides kill in a concentration-dependent manner and have a prolonged post-antibiotic effect, so one large daily dose maximizes peak-to-MIC ratio while allowing a low trough that reduces kidney and ear toxicity.',
      },
      {
        question: 'Why do aminoglycosides work synergistically with beta-lactams?',
        answer:
          'Beta-lactams and vancomycin damage the cell wall, which increases aminoglycoside entry into bacteria such as enterococci that are otherwise relatively impermeable to aminoglycosides.',
      },
    ],
    highYield: [
      'Aminoglycoside therapy is monitored with drug levels: peak levels reflect efficacy and trough levels reflect toxicity risk.',
      'Aminoglycoside resistance is usually due to bacterial transferase enzymes that acetylate, phosphorylate or adenylate the drug.',
      'Aminoglycosides penetrate the CSF poorly and are not used alone for meningitis.',
    ],
    dontMiss: 'New tinnitus, hearing loss or unsteadiness in a patient on an aminoglycoside requires stopping the drug, because ototoxicity is often permanent.',
  },
  {
    id: 'pharm-macrolides',
    title: 'Macrolides',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['macrolide', 'azithromycin', 'Zithromax', 'Z-Pak', 'clarithromycin', 'Biaxin', 'erythromycin'],
    definition:
      'Macrolides (azithromycin, clarithromycin, erythromycin) are bacteriostatic protein synthesis inhibitors used for atypical respiratory pathogens, pertussis and some sexually transmitted and mycobacterial infections.',
    mechanism: 'Macrolides bind the 23S rRNA of the 50S ribosomal subunit and block translocation of the growing peptide chain, inhibiting bacterial protein synthesis (bacteriostatic).',
    indications: [
      'Macrolides treat atypical pneumonia caused by Mycoplasma pneumoniae, Chlamydophila pneumoniae and Legionella, and a macrolide plus a beta-lactam is a standard regimen for inpatient community-acquired pneumonia.',
      'Azithromycin is first-line treatment and postexposure prophylaxis for pertussis, and it is preferred over erythromycin in infants under 1 month.',
      "Azithromycin is an alternative treatment for Chlamydia trachomatis (doxycycline is preferred) and is used in pregnancy, and it also treats chancroid and Campylobacter or travelers' diarrhea.",
      'Clarithromycin or azithromycin combined with ethambutol is the backbone of treatment for Mycobacterium avium complex infection.',
      'Clarithromycin is part of Helicobacter pylori triple therapy only where clarithromycin resistance is low or susceptibility is known.',
      'Erythromycin ophthalmic ointment is given at birth to prevent gonococcal ophthalmia neonatorum, and erythromycin is used as a motilin-agonist prokinetic in gastroparesis.',
      'Long-term azithromycin reduces exacerbations in selected patients with COPD or non-cystic fibrosis bronchiectasis.',
    ],
    adverseEffects: [
      'Macrolides, especially erythromycin, cause GI upset, cramping and diarrhea because they stimulate motilin receptors and increase gut motility.',
      'Macrolides prolong the QT interval and can cause torsades de pointes, especially with other QT-prolonging drugs or electrolyte disturbances.',
      'Macrolides can cause cholestatic hepatitis, classically with erythromycin estolate.',
      'Erythromycin and azithromycin given to neonates in the first weeks of life increase the risk of infantile hypertrophic pyloric stenosis.',
      'Macrolides can cause reversible hearing loss at high doses and eosinophilia.',
    ],
    contraindications: [
      'Macrolides are avoided in patients with prolonged QT interval, uncorrected hypokalemia or hypomagnesemia, or concurrent QT-prolonging drugs.',
      'Clarithromycin and erythromycin are contraindicated with simvastatin, lovastatin, pimozide and ergot alkaloids because CYP3A4 inhibition causes toxic levels.',
    ],
    interactions: [
      'Clarithromycin and erythromycin are strong CYP3A4 inhibitors that raise levels of statins (rhabdomyolysis), cyclosporine and tacrolimus, carbamazepine, theophylline, colchicine and warfarin, whereas azithromycin has minimal CYP3A4 effect.',
      'Macrolides combined with other QT-prolonging drugs such as fluoroquinolones, antipsychotics, ondansetron or methadone increase the risk of torsades de pointes.',
    ],
    keyComparisons: [
      {
        with: 'pharm-tetracyclines',
        difference:
          'Macrolides bind the 50S subunit whereas tetracyclines bind the 30S subunit; both cover atypical pathogens, but doxycycline is now preferred for chlamydia while azithromycin is preferred for pertussis and in pregnancy.',
      },
      {
        with: 'pharm-clindamycin',
        difference:
          'Macrolides and clindamycin both bind the 50S subunit at overlapping sites, so erm-mediated macrolide resistance can induce clindamycin resistance in staphylococci, which the D-test detects.',
      },
    ],
    why: [
      {
        question: 'Why does erythromycin cause diarrhea and help gastroparesis?',
        answer: 'Erythromycin is a motilin receptor agonist, so it increases gastric and intestinal motility, which causes cramps and diarrhea but is used therapeutically to speed gastric emptying.',
      },
      {
        question: 'Why is azithromycin preferred over clarithromycin in patients taking many drugs?',
        answer: 'Azithromycin has little effect on CYP3A4, whereas clarithromycin and erythromycin strongly inhibit CYP3A4 and raise levels of statins, calcineurin inhibitors and other drugs.',
      },
    ],
    highYield: [
      'Macrolide resistance arises mainly from methylation of the 23S rRNA binding site (erm genes) or from efflux pumps (mef genes).',
      'Azithromycin has a long tissue half-life, which allows short courses such as a single 1 g dose or 5-day regimens.',
      'Macrolides are used for outpatient pneumonia in healthy adults only where pneumococcal macrolide resistance is below 25%.',
    ],
    dontMiss: 'Palpitations or syncope in a patient taking a macrolide with another QT-prolonging drug should prompt an ECG for QT prolongation and torsades de pointes.',
  },
  {
    id: 'pharm-tetracyclines',
    title: 'Tetracyclines',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['tetracycline', 'doxycycline', 'Vibramycin', 'minocycline', 'Minocin', 'tigecycline', 'demeclocycline', 'omadacycline', 'doxy-PEP', 'doxy'],
    definition:
      'Tetracyclines (doxycycline, minocycline, tetracycline, and the related tigecycline) are bacteriostatic protein synthesis inhibitors used for rickettsial and tick-borne diseases, atypical and sexually transmitted infections, acne and community MRSA skin infections.',
    mechanism: 'Tetracyclines bind the 30S ribosomal subunit and block attachment of aminoacyl-tRNA to the acceptor (A) site, inhibiting bacterial protein synthesis (bacteriostatic).',
    indications: [
      'Doxycycline is the treatment of choice for Rocky Mountain spotted fever and other rickettsial diseases, ehrlichiosis and anaplasmosis in patients of all ages, including young children.',
      'Doxycycline is first-line treatment for early Lyme disease (erythema migrans) and Lyme facial palsy.',
      'Doxycycline 100 mg twice daily for 7 days is the preferred treatment for Chlamydia trachomatis infection in nonpregnant patients.',
      'Doxycycline treats atypical pneumonia, community-acquired MRSA skin infections, Q fever, brucellosis (with rifampin), anthrax, cholera and syphilis in nonpregnant penicillin-allergic patients.',
      'Doxycycline and minocycline are used for moderate to severe acne, and doxycycline is used for malaria prophylaxis.',
      'Doxycycline 200 mg taken within 72 hours after condomless sex (doxy-PEP) is recommended by the CDC to prevent syphilis, gonorrhea and chlamydia in men who have sex with men and transgender women with a recent bacterial STI.',
      'Demeclocycline has been used for chronic SIADH because it induces nephrogenic diabetes insipidus.',
    ],
    adverseEffects: [
      'Tetracyclines deposit in calcifying teeth and bone, causing permanent tooth discoloration and enamel hypoplasia when given in prolonged courses to children under 8 years or during pregnancy.',
      'Tetracyclines cause photosensitivity, so patients should avoid sun exposure and use sun protection.',
      'Doxycycline can cause pill esophagitis, so it should be taken with a full glass of water while remaining upright.',
      'Tetracyclines cause GI upset and can cause hepatotoxicity, especially in pregnancy (acute fatty liver).',
      'Tetracyclines, especially minocycline, can cause idiopathic intracranial hypertension (pseudotumor cerebri), particularly with concurrent isotretinoin.',
      'Minocycline can cause vestibular toxicity (dizziness, vertigo), blue-gray skin pigmentation and drug-induced lupus or autoimmune hepatitis.',
      'Expired tetracycline can cause Fanconi syndrome from degradation products.',
    ],
    contraindications: [
      'Tetracyclines are contraindicated in pregnancy because of fetal tooth and bone effects and maternal hepatotoxicity.',
      'Tetracyclines are avoided in children under 8 years for prolonged courses, but short courses of doxycycline (21 days or less) are acceptable at any age, especially for rickettsial disease.',
      'Tetracyclines should not be combined with isotretinoin because both increase the risk of intracranial hypertension.',
    ],
    interactions: [
      'Tetracyclines chelate divalent and trivalent cations, so antacids, calcium, magnesium, iron, zinc supplements and dairy products markedly reduce their absorption.',
      'Tetracyclines can potentiate warfarin and raise the INR.',
      'Doxycycline levels are reduced by enzyme inducers such as rifampin, carbamazepine and phenytoin.',
    ],
    keyComparisons: [
      {
        with: 'pharm-macrolides',
        difference: 'Tetracyclines bind the 30S subunit and are the treatment of choice for rickettsial and tick-borne infections, whereas macrolides bind the 50S subunit and are not reliable for rickettsial diseases such as Rocky Mountain spotted fever.',
      },
      {
        with: 'pharm-aminoglycosides',
        difference:
          'Tetracyclines and aminoglycosides both bind the 30S subunit, but tetracyclines are bacteriostatic and block tRNA attachment, whereas aminoglycosides are bactericidal and cause mRNA misreading.',
      },
    ],
    why: [
      {
        question: 'Why should tetracyclines not be taken with milk or antacids?',
        answer: 'Tetracyclines form insoluble chelates with calcium, magnesium, aluminum and iron, so dairy, antacids and supplements sharply reduce absorption and can cause treatment failure.',
      },
      {
        question: 'Why can doxycycline be used in kidney failure?',
        answer: 'Doxycycline is eliminated mainly in feces and bile rather than by the kidneys, so it does not accumulate and needs no dose adjustment in kidney failure, unlike tetracycline itself.',
      },
      {
        question: 'Why is doxycycline given to young children with Rocky Mountain spotted fever?',
        answer:
          'Rocky Mountain spotted fever is frequently fatal without treatment, and short courses of doxycycline have not been shown to stain permanent teeth, so the benefit far outweighs the risk.',
      },
    ],
    highYield: [
      'Tetracycline resistance arises mainly from plasmid-encoded efflux pumps and ribosomal protection proteins.',
      'Tigecycline, a glycylcycline, covers MRSA, VRE and many resistant gram-negatives but carries a boxed warning for increased all-cause mortality.',
      'Tetracyclines do not reliably treat Pseudomonas or Proteus infections.',
    ],
    dontMiss:
      'Headache and blurred vision in a patient taking minocycline or doxycycline for acne suggests drug-induced intracranial hypertension, which threatens vision and requires stopping the drug and a fundoscopic exam.',
  },
  {
    id: 'pharm-fluoroquinolones',
    title: 'Fluoroquinolones',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['fluoroquinolone', 'quinolone', 'ciprofloxacin', 'Cipro', 'levofloxacin', 'Levaquin', 'moxifloxacin', 'Avelox', 'ofloxacin', 'delafloxacin', 'FQ'],
    definition:
      'Fluoroquinolones (ciprofloxacin, levofloxacin, moxifloxacin) are bactericidal, highly bioavailable oral antibiotics that inhibit bacterial DNA replication and carry FDA boxed warnings for disabling musculoskeletal and neurologic effects.',
    mechanism:
      'Fluoroquinolones inhibit bacterial DNA gyrase (topoisomerase II, the main target in gram-negative bacteria) and topoisomerase IV (the main target in gram-positive bacteria), blocking DNA replication and causing concentration-dependent killing.',
    indications: [
      'Ciprofloxacin or levofloxacin is a first-line oral treatment for acute pyelonephritis and complicated urinary tract infection when local resistance is low.',
      'Levofloxacin and moxifloxacin (respiratory fluoroquinolones) treat community-acquired pneumonia in patients with comorbidities or beta-lactam allergy, covering Streptococcus pneumoniae and atypical organisms.',
      'Ciprofloxacin and levofloxacin are the only oral antibiotic class with reliable activity against Pseudomonas aeruginosa.',
      'Fluoroquinolones treat bacterial prostatitis, severe infectious diarrhea (Shigella, Salmonella) and are used for anthrax and plague treatment and prophylaxis.',
      'Moxifloxacin and levofloxacin are used in multidrug-resistant tuberculosis regimens.',
    ],
    adverseEffects: [
      'Fluoroquinolones cause tendinitis and tendon rupture, most often of the Achilles tendon, with higher risk in patients over 60, those taking corticosteroids and organ transplant recipients.',
      'Fluoroquinolones can cause peripheral neuropathy that may be permanent, and CNS effects including seizures, delirium, insomnia and psychiatric symptoms.',
      'Fluoroquinolones prolong the QT interval and can cause torsades de pointes.',
      'Fluoroquinolones can cause serious hypoglycemia or hyperglycemia, especially in older patients taking diabetes medications.',
      'Fluoroquinolones are associated with an increased risk of aortic aneurysm rupture and aortic dissection.',
      'Fluoroquinolones can exacerbate myasthenia gravis weakness.',
      'Fluoroquinolones are strongly associated with Clostridioides difficile infection, including the hypervirulent NAP1 strain.',
      'Fluoroquinolones damage growing cartilage in juvenile animals, which is why they are generally avoided in children and pregnancy.',
    ],
    contraindications: [
      'Fluoroquinolones should be reserved for patients without other treatment options in uncomplicated cystitis, acute bacterial sinusitis and acute exacerbations of chronic bronchitis, according to FDA labeling.',
      'Fluoroquinolones should be avoided in myasthenia gravis, a known prolonged QT interval, and known aortic aneurysm.',
      'Fluoroquinolones are generally avoided in pregnancy and children except for specific indications such as anthrax, plague, complicated UTI or cystic fibrosis exacerbations.',
    ],
    interactions: [
      'Fluoroquinolones chelate calcium, magnesium, aluminum, iron and zinc, so antacids, supplements and dairy must be separated from the dose (for ciprofloxacin, given 2 hours before or 6 hours after them; the interval varies by drug).',
      'Ciprofloxacin inhibits CYP1A2 and raises levels of theophylline, caffeine and tizanidine (a contraindicated combination).',
      'Fluoroquinolones potentiate warfarin and raise the INR.',
      'Fluoroquinolones combined with corticosteroids increase the risk of tendon rupture.',
    ],
    keyComparisons: [
      {
        with: 'pharm-trimethoprim-sulfamethoxazole',
        difference:
          'Fluoroquinolones and TMP-SMX both treat urinary tract infections, but fluoroquinolones are reserved for pyelonephritis or complicated UTI, whereas TMP-SMX is a first-line option for uncomplicated cystitis when local resistance is below 20%.',
      },
    ],
    why: [
      {
        question: 'Why is moxifloxacin not used for urinary tract infections?',
        answer: 'Moxifloxacin is eliminated mainly by the liver and reaches low urinary concentrations, and it has weaker activity against Pseudomonas than ciprofloxacin or levofloxacin.',
      },
      {
        question: 'Why are fluoroquinolones avoided for uncomplicated infections?',
        answer: 'Fluoroquinolones can cause disabling and potentially permanent tendon, nerve and CNS adverse effects, so the FDA advises reserving them for infections without safer alternatives.',
      },
    ],
    highYield: [
      'Fluoroquinolone resistance arises from mutations in DNA gyrase (gyrA) or topoisomerase IV (parC) and from efflux pumps.',
      'Fluoroquinolones are no longer recommended for gonorrhea because of widespread resistance.',
      'Oral fluoroquinolones have bioavailability close to IV dosing, which allows early IV-to-oral switch.',
    ],
    dontMiss: 'Sudden heel pain in an older patient on a fluoroquinolone, particularly with corticosteroids, suggests Achilles tendinopathy, and the drug should be stopped before rupture occurs.',
  },
  {
    id: 'pharm-trimethoprim-sulfamethoxazole',
    title: 'Trimethoprim-sulfamethoxazole (TMP-SMX)',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['TMP-SMX', 'Bactrim', 'Septra', 'co-trimoxazole', 'cotrimoxazole', 'sulfa drug', 'sulfonamide antibiotic', 'trimethoprim'],
    definition:
      'Trimethoprim-sulfamethoxazole (TMP-SMX, co-trimoxazole) is a combination of two folate synthesis inhibitors used for urinary tract infections, community MRSA skin infections and Pneumocystis pneumonia treatment and prophylaxis.',
    mechanism:
      'Sulfamethoxazole, a PABA analog, inhibits bacterial dihydropteroate synthase, and trimethoprim inhibits bacterial dihydrofolate reductase, so TMP-SMX blocks two sequential steps of folate synthesis and is bactericidal in combination.',
    indications: [
      'TMP-SMX for 3 days is a first-line treatment for uncomplicated cystitis when local resistance is below 20%.',
      'TMP-SMX is the drug of choice for treatment and prophylaxis of Pneumocystis jirovecii pneumonia, with prophylaxis indicated in HIV when the CD4 count is below 200 cells/mm3.',
      'TMP-SMX prophylaxis prevents Toxoplasma encephalitis in HIV patients with a CD4 count below 100 cells/mm3 and positive Toxoplasma IgG.',
      'TMP-SMX is an oral option for purulent skin and soft tissue infections caused by community-acquired MRSA.',
      'TMP-SMX is the drug of choice for Nocardia, Cystoisospora and Cyclospora infections and a preferred agent for Stenotrophomonas maltophilia.',
    ],
    adverseEffects: [
      'TMP-SMX causes hyperkalemia because trimethoprim blocks epithelial sodium channels in the collecting duct, like amiloride.',
      'TMP-SMX raises serum creatinine without reducing GFR because trimethoprim inhibits tubular creatinine secretion.',
      'TMP-SMX causes rashes ranging from mild eruptions to Stevens-Johnson syndrome and toxic epidermal necrolysis, and can cause DRESS.',
      'TMP-SMX can cause bone marrow suppression and megaloblastic anemia from folate antagonism, and hemolytic anemia in G6PD deficiency.',
      'TMP-SMX can cause hepatotoxicity, aseptic meningitis, photosensitivity, interstitial nephritis and hypoglycemia.',
      'TMP-SMX given near term or to infants displaces bilirubin from albumin and can cause kernicterus.',
    ],
    contraindications: [
      'TMP-SMX is contraindicated in infants under 2 months and is avoided near term in pregnancy because of kernicterus risk.',
      'TMP-SMX is avoided in the first trimester when possible because folate antagonism increases the risk of neural tube and other birth defects.',
      'TMP-SMX is contraindicated after sulfonamide-induced Stevens-Johnson syndrome, toxic epidermal necrolysis or DRESS, and in megaloblastic anemia from folate deficiency.',
    ],
    interactions: [
      'TMP-SMX inhibits CYP2C9 and markedly raises the INR in patients taking warfarin.',
      'TMP-SMX combined with ACE inhibitors, ARBs or spironolactone can cause life-threatening hyperkalemia.',
      'TMP-SMX combined with methotrexate causes additive folate antagonism and reduced methotrexate clearance, leading to pancytopenia.',
      'TMP-SMX raises levels of phenytoin and increases the hypoglycemic effect of sulfonylureas.',
    ],
    keyComparisons: [
      {
        with: 'pharm-methotrexate',
        difference:
          'Trimethoprim selectively inhibits bacterial dihydrofolate reductase, whereas methotrexate inhibits human dihydrofolate reductase; combining them causes dangerous marrow suppression.',
      },
    ],
    why: [
      {
        question: 'Why does TMP-SMX cause hyperkalemia?',
        answer: 'Trimethoprim blocks epithelial sodium channels (ENaC) in the collecting duct, as amiloride does, which reduces the lumen-negative potential that drives potassium secretion.',
      },
      {
        question: 'Why does TMP-SMX raise creatinine without true kidney injury?',
        answer: 'Trimethoprim competes with creatinine for tubular secretion, so serum creatinine rises modestly while the actual GFR is unchanged.',
      },
      {
        question: 'Why is TMP-SMX selectively toxic to bacteria?',
        answer: 'Bacteria must synthesize folate from PABA, whereas humans absorb preformed folate, and trimethoprim binds bacterial dihydrofolate reductase far more tightly than the human enzyme.',
      },
    ],
    highYield: [
      'High-dose TMP-SMX treats moderate to severe Pneumocystis pneumonia, and corticosteroids are added when PaO2 is below 70 mmHg or the A-a gradient is 35 mmHg or more.',
      'TMP-SMX does not reliably cover group A streptococcus, so it is not used alone for nonpurulent cellulitis.',
      'Patients allergic to sulfonamide antibiotics rarely cross-react with nonantibiotic sulfonamides such as furosemide, thiazides and sulfonylureas.',
    ],
    dontMiss: 'An older patient on an ACE inhibitor or spironolactone who is started on TMP-SMX needs a potassium check within days, because the combination can cause severe hyperkalemia.',
  },
  {
    id: 'pharm-metronidazole',
    title: 'Metronidazole',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['Flagyl', 'nitroimidazole', 'tinidazole', 'MetroGel', 'secnidazole'],
    definition:
      'Metronidazole is a nitroimidazole antimicrobial active against anaerobic bacteria and protozoa, used for bacterial vaginosis, trichomoniasis, giardiasis, amebiasis and anaerobic infections below the diaphragm.',
    mechanism:
      'Metronidazole is a prodrug whose nitro group is reduced by anaerobic and protozoal electron transport proteins (ferredoxin) to toxic free radicals that damage DNA, killing the organism (bactericidal).',
    indications: [
      'Metronidazole 500 mg twice daily for 7 days is a first-line treatment for bacterial vaginosis, with metronidazole gel and clindamycin cream as alternatives.',
      'Metronidazole is first-line treatment for trichomoniasis, given as 500 mg twice daily for 7 days in women and a 2 g single dose in men, with sex partners treated.',
      'Metronidazole or tinidazole treats giardiasis.',
      'Metronidazole treats invasive amebiasis (Entamoeba histolytica colitis and liver abscess), followed by a luminal agent such as paromomycin.',
      'Metronidazole covers anaerobes such as Bacteroides fragilis and is added to cephalosporins or fluoroquinolones for intra-abdominal infections and brain abscess.',
      'Metronidazole is part of bismuth quadruple therapy for Helicobacter pylori.',
      'Oral metronidazole is now used for Clostridioides difficile infection only for a nonsevere episode when vancomycin and fidaxomicin are unavailable, and IV metronidazole is added to oral vancomycin for fulminant infection.',
    ],
    adverseEffects: [
      'Metronidazole causes a metallic taste, nausea and dark urine.',
      'Metronidazole has been associated with a disulfiram-like reaction (flushing, vomiting, tachycardia) with alcohol, so alcohol is traditionally avoided during therapy and for 3 days after.',
      'Metronidazole can cause peripheral neuropathy and, with prolonged or high-dose use, encephalopathy with cerebellar signs and seizures.',
    ],
    contraindications: [
      'Metronidazole is contraindicated within 2 weeks of disulfiram use because the combination can cause psychotic reactions.',
      'Metronidazole should be avoided with alcohol during treatment and for 3 days afterward.',
    ],
    interactions: [
      'Metronidazole inhibits CYP2C9 metabolism of warfarin and markedly raises the INR.',
      'Metronidazole can raise lithium levels and cause lithium toxicity.',
      'Metronidazole combined with alcohol can cause a disulfiram-like reaction.',
    ],
    keyComparisons: [
      {
        with: 'pharm-clindamycin',
        difference:
          'Metronidazole is the classic choice for anaerobes below the diaphragm (Bacteroides fragilis), whereas clindamycin is the classic choice for anaerobes above the diaphragm such as lung abscess and oral infections.',
      },
      {
        with: 'pharm-vancomycin',
        difference: 'Metronidazole is now inferior to oral vancomycin or fidaxomicin for Clostridioides difficile infection and is reserved for nonsevere cases when those are unavailable.',
      },
    ],
    why: [
      {
        question: 'Why is metronidazole active only against anaerobes and protozoa?',
        answer:
          'Metronidazole must be reduced to its toxic radical form by low-redox-potential electron carriers such as ferredoxin, which are present in anaerobes and protozoa but not in aerobic bacteria or human cells.',
      },
      {
        question: 'Why are sexual partners treated when metronidazole is given for trichomoniasis?',
        answer: 'Trichomoniasis is sexually transmitted and often asymptomatic in men, so untreated partners reinfect the patient.',
      },
    ],
    highYield: [
      'Metronidazole covers anaerobes, Gardnerella-associated bacterial vaginosis, Trichomonas, Giardia and Entamoeba, but has no activity against aerobic bacteria.',
      'Metronidazole is considered acceptable in all trimesters of pregnancy for symptomatic bacterial vaginosis and trichomoniasis according to CDC guidance.',
      'Metronidazole achieves good penetration into abscesses and the CNS.',
    ],
    dontMiss: 'Ataxia, dysarthria or confusion during a long course of metronidazole suggests metronidazole-induced encephalopathy, which usually resolves after the drug is stopped.',
  },
  {
    id: 'pharm-clindamycin',
    title: 'Clindamycin',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['Cleocin', 'lincosamide', 'clinda', 'D-test'],
    definition:
      'Clindamycin is a lincosamide protein synthesis inhibitor active against gram-positive cocci (including many community MRSA strains) and anaerobes, and it suppresses bacterial toxin production.',
    mechanism: 'Clindamycin binds the 23S rRNA of the 50S ribosomal subunit and inhibits peptide bond formation and translocation, blocking bacterial protein synthesis (mostly bacteriostatic).',
    indications: [
      'Clindamycin is added to penicillin for necrotizing fasciitis and streptococcal or staphylococcal toxic shock syndrome because it suppresses exotoxin production.',
      'Clindamycin is the classic treatment for anaerobic infections above the diaphragm, such as lung abscess and odontogenic infections.',
      'Clindamycin is an oral option for skin and soft tissue infections caused by susceptible community-acquired MRSA, streptococci or MSSA.',
      'Clindamycin is an alternative for bacterial vaginosis (vaginal cream) and for acne (topical, usually with benzoyl peroxide).',
      'Clindamycin is a partner drug in antiparasitic regimens: with primaquine for Pneumocystis pneumonia, with pyrimethamine for toxoplasmosis in sulfa-allergic patients, and with quinine for babesiosis or uncomplicated malaria.',
    ],
    adverseEffects: [
      'Clindamycin is one of the antibiotics most strongly associated with Clostridioides difficile infection.',
      'Clindamycin commonly causes diarrhea, nausea and rash, and it can rarely cause hepatotoxicity or severe cutaneous reactions.',
      'Clindamycin can enhance neuromuscular blockade.',
    ],
    contraindications: [
      'Clindamycin is contraindicated after a prior hypersensitivity reaction or clindamycin-associated C. difficile colitis, and it is used cautiously in patients with a history of C. difficile infection.',
    ],
    interactions: ['Clindamycin potentiates neuromuscular blocking agents.', 'Clindamycin levels are reduced by strong CYP3A4 inducers such as rifampin.'],
    keyComparisons: [
      {
        with: 'pharm-metronidazole',
        difference:
          'Clindamycin covers gram-positive cocci and anaerobes above the diaphragm, whereas metronidazole covers anaerobes (including Bacteroides fragilis, which is increasingly clindamycin-resistant) but no aerobic gram-positive organisms.',
      },
      {
        with: 'pharm-macrolides',
        difference:
          'Clindamycin and macrolides share an overlapping 50S binding site, so staphylococci with inducible erm resistance to erythromycin can become clindamycin-resistant during therapy; the D-test detects this.',
      },
    ],
    why: [
      {
        question: 'Why is clindamycin added to penicillin for necrotizing fasciitis?',
        answer:
          'Clindamycin inhibits ribosomal synthesis of streptococcal and staphylococcal exotoxins regardless of growth phase, whereas penicillin acts poorly on the large, slowly growing bacterial inoculum (the Eagle effect).',
      },
      {
        question: 'What is the D-test for clindamycin?',
        answer:
          'The D-test places erythromycin and clindamycin disks near each other; a flattened, D-shaped clindamycin zone shows inducible erm-mediated clindamycin resistance, so clindamycin should not be used for that staphylococcal isolate.',
      },
    ],
    highYield: [
      'Clindamycin has no activity against aerobic gram-negative bacteria or enterococci.',
      'Clindamycin is no longer recommended by the AHA for dental endocarditis prophylaxis in penicillin-allergic patients because of its C. difficile risk.',
    ],
    dontMiss: 'Profuse watery diarrhea during or after clindamycin therapy should prompt testing for Clostridioides difficile infection.',
  },
  {
    id: 'pharm-linezolid',
    title: 'Linezolid',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['Zyvox', 'oxazolidinone', 'tedizolid', 'Sivextro'],
    definition:
      'Linezolid is an oxazolidinone antibiotic active against resistant gram-positive bacteria, including MRSA and vancomycin-resistant enterococci, with nearly complete oral bioavailability.',
    mechanism:
      'Linezolid binds the 23S rRNA of the 50S ribosomal subunit and prevents formation of the 70S initiation complex, blocking bacterial protein synthesis (bacteriostatic against staphylococci and enterococci).',
    indications: [
      'Linezolid is a first-line option for vancomycin-resistant Enterococcus (VRE) infections.',
      'Linezolid treats MRSA pneumonia and complicated MRSA skin and soft tissue infections, including as an oral step-down.',
      'Linezolid is part of the BPaLM and BPaL regimens (bedaquiline, pretomanid, linezolid, with or without moxifloxacin) for drug-resistant tuberculosis.',
    ],
    adverseEffects: [
      'Linezolid causes myelosuppression, most often thrombocytopenia, with risk rising after about 2 weeks of therapy, so weekly blood counts are advised.',
      'Linezolid causes peripheral and optic neuropathy with prolonged use (usually more than 28 days).',
      'Linezolid can cause lactic acidosis by inhibiting mitochondrial protein synthesis.',
      'Linezolid is a weak nonselective MAO inhibitor and can cause serotonin syndrome with serotonergic drugs.',
      'Linezolid can cause hypoglycemia in patients taking insulin or oral hypoglycemic drugs.',
    ],
    contraindications: [
      'Linezolid is contraindicated with MAO inhibitors or within 2 weeks of them, and it is avoided with serotonergic drugs unless the patient can be closely monitored.',
      'Linezolid should be avoided in uncontrolled hypertension, pheochromocytoma and thyrotoxicosis, and with sympathomimetics such as pseudoephedrine, because of MAO inhibition.',
    ],
    interactions: [
      'Linezolid combined with SSRIs, SNRIs, TCAs, meperidine, tramadol, methylene blue or other serotonergic drugs can cause serotonin syndrome.',
      'Linezolid combined with large amounts of tyramine-rich foods or sympathomimetic drugs can cause hypertensive reactions.',
    ],
    keyComparisons: [
      {
        with: 'pharm-vancomycin',
        difference:
          'Linezolid is orally bioavailable and active against VRE, whereas vancomycin is IV-only for systemic infection; vancomycin or daptomycin, rather than bacteriostatic linezolid, is preferred for MRSA bacteremia and endocarditis.',
      },
    ],
    why: [
      {
        question: 'Why can linezolid cause serotonin syndrome?',
        answer:
          'Linezolid reversibly inhibits monoamine oxidase, which reduces serotonin breakdown, so combining it with drugs that increase serotonin release or block its reuptake can cause serotonin excess.',
      },
      {
        question: 'Why does prolonged linezolid cause neuropathy and lactic acidosis?',
        answer: 'Linezolid also inhibits mitochondrial ribosomes, which resemble bacterial ribosomes, so prolonged use impairs mitochondrial protein synthesis in nerves, marrow and other tissues.',
      },
    ],
    highYield: [
      'Linezolid resistance arises from point mutations in the 23S rRNA or acquisition of the cfr methyltransferase gene.',
      'Linezolid has no useful activity against gram-negative bacteria.',
      'Tedizolid is a related oxazolidinone with once-daily dosing and less myelosuppression in short courses.',
    ],
    dontMiss: 'Agitation, fever, tremor and clonus in a patient started on linezolid while taking an SSRI indicate serotonin syndrome, which requires stopping the serotonergic drugs.',
  },
  {
    id: 'pharm-rifampin',
    title: 'Rifampin (rifamycins)',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['rifampicin', 'Rifadin', 'RIF', 'rifamycin', 'rifabutin', 'rifapentine', 'RIPE therapy'],
    definition: 'Rifampin is a bactericidal rifamycin antibiotic that is a cornerstone of tuberculosis treatment and a potent inducer of drug-metabolizing enzymes.',
    mechanism: 'Rifampin binds the beta subunit of bacterial DNA-dependent RNA polymerase (encoded by rpoB) and blocks mRNA transcription, which kills mycobacteria and many other bacteria.',
    indications: [
      'Rifampin is one of the four first-line drugs for active tuberculosis (rifampin, isoniazid, pyrazinamide, ethambutol) and is continued throughout the standard 6-month regimen.',
      'Rifampin daily for 4 months (4R) is a preferred regimen for latent tuberculosis infection, as are 12 weekly doses of isoniazid plus rifapentine (3HP) and 3 months of daily isoniazid plus rifampin (3HR).',
      'Rifampin is an option for chemoprophylaxis of close contacts of patients with Neisseria meningitidis or Haemophilus influenzae type b infection.',
      'Rifampin is used with dapsone for leprosy and added to other antibiotics for staphylococcal prosthetic device infections because it penetrates biofilm.',
      'Rifampin is combined with doxycycline for brucellosis.',
    ],
    adverseEffects: [
      'Rifampin turns urine, sweat, saliva and tears orange-red and can permanently stain soft contact lenses.',
      'Rifampin can cause hepatotoxicity, usually cholestatic, which is additive with isoniazid and pyrazinamide.',
      'Rifampin given intermittently can cause a flu-like syndrome, thrombocytopenia, hemolytic anemia or acute interstitial nephritis with kidney failure.',
      'Rifampin causes GI upset and rash.',
    ],
    contraindications: [
      'Rifampin is contraindicated with most HIV protease inhibitors and several other antiretrovirals because it drastically lowers their levels; rifabutin is substituted.',
      'Rifampin is avoided in severe liver disease.',
    ],
    interactions: [
      'Rifampin strongly induces CYP3A4, CYP2C9, CYP2C19 and P-glycoprotein, lowering levels of warfarin, DOACs, azole antifungals, calcineurin inhibitors, methadone and many others.',
      'Rifampin reduces the effectiveness of hormonal contraceptives, so a nonhormonal or additional method is required during therapy and for about a month after.',
      'Rifampin accelerates corticosteroid metabolism and can precipitate adrenal crisis in patients with adrenal insufficiency unless the steroid dose is increased.',
      'Rifampin lowers methadone levels and can precipitate opioid withdrawal.',
    ],
    keyComparisons: [
      {
        with: 'pharm-isoniazid',
        difference:
          'Rifampin inhibits RNA polymerase and is a potent enzyme inducer, whereas isoniazid inhibits mycolic acid synthesis and is an enzyme inhibitor; isoniazid causes neuropathy, rifampin does not.',
      },
    ],
    why: [
      {
        question: 'Why is rifampin never used alone for active infection?',
        answer:
          'Single point mutations in rpoB confer high-level rifampin resistance, so resistance emerges rapidly when rifampin is used as monotherapy; short single-drug courses are acceptable only for prophylaxis or latent infection.',
      },
      {
        question: 'Why is rifabutin used instead of rifampin in patients on HIV protease inhibitors?',
        answer: 'Rifabutin is a much weaker CYP3A4 inducer than rifampin, so it can be combined with boosted protease inhibitors with dose adjustment.',
      },
    ],
    highYield: [
      'Rifampin resistance is detected rapidly by nucleic acid amplification tests such as Xpert MTB/RIF, which look for rpoB mutations and serve as a marker of multidrug-resistant tuberculosis.',
      "Rifampin's effects can be remembered as the four Rs: RNA polymerase inhibitor, Ramps up CYP450, Red-orange body fluids and Rapid resistance when used alone.",
      'A 4-month regimen of rifapentine, isoniazid, pyrazinamide and moxifloxacin is a CDC-endorsed alternative for drug-susceptible pulmonary tuberculosis in patients aged 12 and older.',
    ],
    dontMiss: 'Any patient starting rifampin needs a full medication review, because rifampin can cause transplant rejection, contraceptive failure, anticoagulant failure and opioid withdrawal.',
  },
  {
    id: 'pharm-isoniazid',
    title: 'Isoniazid',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['INH', 'isonicotinic acid hydrazide', 'Nydrazid', 'isoniazid toxicity'],
    definition: 'Isoniazid (INH) is a first-line antituberculosis drug used for both active and latent tuberculosis, best known for hepatotoxicity and pyridoxine-preventable neuropathy.',
    mechanism:
      'Isoniazid is a prodrug activated by the mycobacterial catalase-peroxidase KatG; the active form inhibits InhA and blocks mycolic acid synthesis in the mycobacterial cell wall (bactericidal against dividing bacilli).',
    indications: [
      'Isoniazid is one of the four first-line drugs for active tuberculosis and is continued through the full 6-month regimen.',
      'Isoniazid is used for latent tuberculosis infection, either weekly with rifapentine for 12 weeks (3HP), daily with rifampin for 3 months (3HR) or alone daily for 6-9 months.',
    ],
    adverseEffects: [
      'Isoniazid causes hepatotoxicity ranging from asymptomatic aminotransferase elevation to fatal hepatitis, with risk rising with age, daily alcohol use, chronic liver disease and the postpartum period.',
      'Isoniazid causes peripheral neuropathy by depleting pyridoxine (vitamin B6), which is prevented by pyridoxine supplements.',
      'Isoniazid can cause sideroblastic anemia because pyridoxine is a cofactor for heme synthesis.',
      'Isoniazid can cause drug-induced lupus with antihistone antibodies.',
      'Isoniazid in overdose causes refractory seizures, coma and severe anion gap (lactic) metabolic acidosis.',
    ],
    contraindications: ['Isoniazid is contraindicated in acute liver disease and after prior isoniazid-associated hepatic injury or severe reaction.'],
    interactions: [
      'Isoniazid inhibits CYP2C19, CYP2C9 and CYP3A4 and raises levels of phenytoin and carbamazepine.',
      'Isoniazid hepatotoxicity is increased by daily alcohol use and by rifampin or pyrazinamide.',
      'Isoniazid can inhibit MAO and cause flushing or palpitations after tyramine- or histamine-rich foods such as aged cheese or some fish.',
    ],
    antidote:
      'The antidote for isoniazid overdose is IV pyridoxine, given gram for gram with the amount of isoniazid ingested or 5 g empirically if the amount is unknown, together with benzodiazepines for seizures.',
    keyComparisons: [
      { with: 'pharm-rifampin', difference: 'Isoniazid inhibits mycolic acid synthesis and inhibits CYP enzymes, whereas rifampin inhibits RNA polymerase and induces CYP enzymes.' },
      { with: 'pharm-ethambutol', difference: 'Isoniazid causes peripheral neuropathy, whereas ethambutol causes optic neuritis.' },
    ],
    why: [
      {
        question: 'Why is pyridoxine given with isoniazid?',
        answer:
          'Isoniazid forms hydrazones with pyridoxine and increases its excretion, and pyridoxine deficiency causes peripheral neuropathy, so pyridoxine 25-50 mg daily is given to at-risk patients such as those with diabetes, alcohol use, malnutrition, HIV, kidney failure, pregnancy or breastfeeding.',
      },
      {
        question: 'Why does isoniazid overdose cause seizures?',
        answer:
          'Isoniazid depletes active pyridoxine (pyridoxal 5-phosphate), the cofactor of glutamic acid decarboxylase, so GABA synthesis falls and seizures become refractory to benzodiazepines until pyridoxine is given.',
      },
      {
        question: 'Why do slow acetylators have more isoniazid toxicity?',
        answer: 'Isoniazid is inactivated by hepatic N-acetyltransferase 2, so genetically slow acetylators have higher isoniazid levels and more neuropathy.',
      },
    ],
    highYield: [
      'Isoniazid resistance most often results from katG mutations, which prevent prodrug activation, or from inhA mutations.',
      "Isoniazid's toxicity can be remembered as INH Injures Neurons and Hepatocytes.",
      'Isoniazid should be stopped when aminotransferases exceed 3 times the upper limit of normal with symptoms or 5 times without symptoms.',
    ],
    dontMiss: 'Nausea, fatigue, abdominal pain or jaundice in a patient taking isoniazid requires stopping the drug and checking liver tests, because isoniazid hepatitis can be fatal.',
  },
  {
    id: 'pharm-pyrazinamide',
    title: 'Pyrazinamide',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['PZA', 'pyrazinoic acid', 'RIPE therapy'],
    definition:
      'Pyrazinamide (PZA) is a first-line antituberculosis drug used during the first 2 months of treatment because it sterilizes semidormant bacilli and allows the total regimen to be shortened to 6 months.',
    mechanism:
      'Pyrazinamide is a prodrug converted by mycobacterial pyrazinamidase to pyrazinoic acid, which is active in the acidic environment of phagolysosomes and inflamed tissue and kills slowly replicating intracellular bacilli; its exact target is not fully defined.',
    indications: [
      'Pyrazinamide is given during the 2-month intensive phase of first-line treatment for drug-susceptible active tuberculosis, together with rifampin, isoniazid and ethambutol.',
      'Pyrazinamide is included in several regimens for drug-resistant tuberculosis when the isolate is susceptible.',
    ],
    adverseEffects: [
      'Pyrazinamide causes dose-related hepatotoxicity, which is additive with isoniazid and rifampin.',
      'Pyrazinamide causes hyperuricemia by reducing renal uric acid excretion and can precipitate gout flares.',
      'Pyrazinamide commonly causes nongouty arthralgias, nausea and photosensitive rash.',
    ],
    contraindications: [
      'Pyrazinamide is contraindicated in severe liver disease and in acute gout.',
      'Pyrazinamide is not routinely used in pregnancy in the United States, where a 9-month regimen of rifampin, isoniazid and ethambutol is used instead, although WHO guidance includes it.',
    ],
    interactions: [
      'Pyrazinamide adds to the hepatotoxicity of isoniazid and rifampin, and the combination of rifampin and pyrazinamide for latent tuberculosis is no longer recommended because of severe liver injury.',
    ],
    keyComparisons: [
      {
        with: 'pharm-ethambutol',
        difference:
          'Pyrazinamide sterilizes semidormant bacilli to shorten therapy and causes hepatotoxicity and hyperuricemia, whereas ethambutol mainly prevents resistance until susceptibility is known and causes optic neuritis.',
      },
    ],
    why: [
      {
        question: 'Why does pyrazinamide shorten tuberculosis treatment to 6 months?',
        answer:
          'Pyrazinamide is active in acidic environments where slowly replicating intracellular bacilli persist, and eliminating this population early allows the standard course to be shortened from 9 to 6 months.',
      },
      { question: 'Why does pyrazinamide cause gout?', answer: 'Pyrazinoic acid, the active metabolite of pyrazinamide, inhibits renal tubular secretion of uric acid, which raises serum urate.' },
    ],
    highYield: [
      'Mycobacterium bovis (including BCG) is intrinsically resistant to pyrazinamide because it lacks functional pyrazinamidase.',
      'Pyrazinamide resistance in Mycobacterium tuberculosis usually results from pncA mutations.',
    ],
    dontMiss:
      'Jaundice or abdominal pain during the intensive phase of tuberculosis therapy may reflect pyrazinamide, isoniazid or rifampin hepatotoxicity and requires holding the drugs and checking liver tests.',
  },
  {
    id: 'pharm-ethambutol',
    title: 'Ethambutol',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['EMB', 'Myambutol', 'RIPE therapy'],
    definition:
      'Ethambutol is a bacteriostatic first-line antituberculosis drug whose main role is to prevent resistance until drug susceptibility results are known, and whose key toxicity is optic neuritis.',
    mechanism: 'Ethambutol inhibits mycobacterial arabinosyltransferases (encoded by embB) and blocks synthesis of arabinogalactan in the cell wall.',
    indications: [
      'Ethambutol is one of the four first-line drugs started for active tuberculosis and is stopped once the isolate is confirmed susceptible to isoniazid and rifampin.',
      'Ethambutol is combined with a macrolide (and often rifampin) for Mycobacterium avium complex infection.',
    ],
    adverseEffects: [
      'Ethambutol causes dose-related optic neuritis with decreased visual acuity, central scotoma and loss of red-green color discrimination, which is usually reversible if the drug is stopped promptly.',
      'Ethambutol can cause hyperuricemia, peripheral neuropathy and rash.',
    ],
    contraindications: [
      'Ethambutol is avoided when visual acuity and color vision cannot be monitored, such as in young children who cannot report visual changes, unless the benefit is clear.',
      'Ethambutol requires dose adjustment in kidney failure because it is renally excreted.',
    ],
    interactions: ['Ethambutol absorption is reduced by aluminum-containing antacids, which should be separated from the dose.'],
    keyComparisons: [{ with: 'pharm-isoniazid', difference: 'Ethambutol causes optic neuritis (eye), whereas isoniazid causes peripheral neuropathy and hepatitis.' }],
    why: [
      {
        question: 'Why is ethambutol included in initial tuberculosis therapy?',
        answer:
          'Ethambutol protects rifampin from resistance if the isolate turns out to be isoniazid-resistant, so it is given until susceptibility testing shows the organism is sensitive to isoniazid and rifampin.',
      },
      {
        question: 'Why is vision tested in patients on ethambutol?',
        answer: 'Ethambutol optic neuropathy is dose-related and may be asymptomatic early, so baseline and monthly visual acuity and red-green color testing detect it while it is still reversible.',
      },
    ],
    highYield: [
      "Ethambutol's toxicity is remembered as E for eyes: red-green color blindness and reduced visual acuity.",
      'Ethambutol is bacteriostatic, unlike the bactericidal isoniazid, rifampin and pyrazinamide.',
    ],
    dontMiss: 'New blurred vision or difficulty distinguishing red from green in a patient taking ethambutol requires stopping the drug immediately and urgent ophthalmologic evaluation.',
  },
  {
    id: 'pharm-azole-antifungals',
    title: 'Azole antifungals',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['azoles', 'fluconazole', 'Diflucan', 'itraconazole', 'voriconazole', 'posaconazole', 'isavuconazole', 'ketoconazole', 'clotrimazole', 'miconazole', 'triazole antifungals'],
    definition:
      'Azole antifungals (fluconazole, itraconazole, voriconazole, posaconazole, isavuconazole and topical agents such as clotrimazole) inhibit ergosterol synthesis and are used for candidiasis, cryptococcal disease, endemic mycoses and invasive mold infections.',
    mechanism:
      'Azole antifungals inhibit fungal cytochrome P450 lanosterol 14-alpha-demethylase, blocking conversion of lanosterol to ergosterol and disrupting the fungal cell membrane (generally fungistatic against Candida).',
    indications: [
      'Fluconazole 150 mg as a single oral dose treats uncomplicated vulvovaginal candidiasis.',
      'Fluconazole treats oropharyngeal and esophageal candidiasis, Candida urinary tract infections and step-down therapy for candidemia with susceptible isolates.',
      'Fluconazole is used for consolidation and maintenance therapy of cryptococcal meningitis after amphotericin B plus flucytosine induction, and for coccidioidomycosis.',
      'Itraconazole treats mild to moderate histoplasmosis, blastomycosis and sporotrichosis and serves as step-down after amphotericin B for severe disease.',
      'Voriconazole (or isavuconazole) is the first-line treatment for invasive aspergillosis.',
      'Posaconazole is used for antifungal prophylaxis in high-risk hematologic malignancy, and posaconazole or isavuconazole is used as step-down or salvage therapy for mucormycosis.',
      'Topical azoles such as clotrimazole and miconazole treat dermatophyte and cutaneous Candida infections.',
    ],
    adverseEffects: [
      'Azole antifungals can cause hepatotoxicity, ranging from aminotransferase elevation to hepatic failure, so liver tests are monitored.',
      'Azole antifungals other than isavuconazole prolong the QT interval and can cause torsades de pointes.',
      'Voriconazole causes transient visual disturbances (photopsia, blurred vision), hallucinations, photosensitivity and, with long-term use, cutaneous squamous cell carcinoma and fluoride-related periostitis.',
      'Itraconazole has negative inotropic effects and can cause or worsen heart failure.',
      'Oral ketoconazole inhibits adrenal and gonadal steroid synthesis, causing adrenal insufficiency and gynecomastia, and its severe hepatotoxicity has removed it from first-line use.',
      'Fluconazole at high doses during the first trimester is associated with birth defects.',
    ],
    contraindications: [
      'Itraconazole is contraindicated for onychomycosis in patients with heart failure or ventricular dysfunction.',
      'Azole antifungals are contraindicated with CYP3A4 substrates whose high levels cause torsades de pointes, such as pimozide and quinidine, and the strong CYP3A4-inhibiting azoles (ketoconazole, itraconazole, posaconazole) are also contraindicated with simvastatin and lovastatin.',
      'Oral ketoconazole should not be used for superficial fungal infections because of hepatotoxicity and adrenal suppression.',
    ],
    interactions: [
      'Azole antifungals inhibit human CYP3A4 (strongly for ketoconazole, itraconazole, voriconazole and posaconazole) and raise levels of tacrolimus, cyclosporine, statins, benzodiazepines, vincristine and many other drugs.',
      'Fluconazole inhibits CYP2C9 (moderately) and CYP2C19 (strongly) and markedly raises the INR in patients on warfarin.',
      'Rifampin and other strong inducers lower azole levels and can cause antifungal failure.',
      'Itraconazole capsules need gastric acid for absorption, so PPIs and H2 blockers reduce itraconazole levels.',
    ],
    keyComparisons: [
      {
        with: 'pharm-echinocandins',
        difference:
          'Azole antifungals inhibit ergosterol synthesis and are oral options, whereas echinocandins inhibit cell wall beta-glucan synthesis, are IV-only and are the first-line treatment for candidemia.',
      },
      {
        with: 'pharm-amphotericin-b',
        difference:
          'Azole antifungals block ergosterol synthesis and are mostly fungistatic against Candida, whereas amphotericin B binds existing ergosterol and is fungicidal but far more nephrotoxic.',
      },
    ],
    why: [
      {
        question: 'Why do azole antifungals cause so many drug interactions?',
        answer:
          'Azole antifungals inhibit fungal cytochrome P450 enzymes but also inhibit human CYP450 enzymes, especially CYP3A4, CYP2C9 and CYP2C19, which slows metabolism of many coadministered drugs.',
      },
      {
        question: 'Why does ketoconazole cause gynecomastia and adrenal insufficiency?',
        answer: 'Ketoconazole inhibits human steroidogenic CYP enzymes, reducing cortisol and testosterone synthesis, which is also why it has been used off-label to treat Cushing syndrome.',
      },
    ],
    highYield: [
      'Fluconazole has no activity against molds such as Aspergillus or Mucorales.',
      'Candida krusei is intrinsically resistant to fluconazole, Candida glabrata often has reduced susceptibility, and Candida auris is frequently fluconazole-resistant.',
      'Voriconazole does not treat mucormycosis, whereas posaconazole and isavuconazole do.',
      'Fluconazole penetrates the CSF and urine well, which suits cryptococcal meningitis and Candida cystitis.',
    ],
    dontMiss: 'Starting an azole in a transplant recipient without reducing the calcineurin inhibitor dose and checking levels can cause acute tacrolimus or cyclosporine toxicity.',
  },
  {
    id: 'pharm-amphotericin-b',
    title: 'Amphotericin B',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['AmB', 'ampho B', 'amphotericin', 'liposomal amphotericin B', 'AmBisome', 'Fungizone', 'amphoterrible', 'polyene'],
    definition:
      'Amphotericin B is a fungicidal polyene antifungal used for life-threatening systemic mycoses, limited by infusion reactions and nephrotoxicity; lipid formulations reduce kidney toxicity.',
    mechanism: 'Amphotericin B binds ergosterol in the fungal cell membrane and forms pores that leak potassium, magnesium and other ions, killing the fungus (fungicidal).',
    indications: [
      'Liposomal amphotericin B combined with flucytosine is the induction treatment for cryptococcal meningitis.',
      'High-dose liposomal amphotericin B plus surgical debridement is the initial treatment for mucormycosis.',
      'Amphotericin B is the initial treatment for severe or disseminated histoplasmosis, blastomycosis and coccidioidomycosis, followed by step-down to an azole.',
      'Amphotericin B is used for invasive Candida or mold infections when other agents fail or are not tolerated, and liposomal amphotericin B treats visceral leishmaniasis.',
    ],
    adverseEffects: [
      'Amphotericin B causes infusion reactions with fever, rigors, nausea and hypotension (shake and bake) from cytokine release, reduced by premedication and slower infusion.',
      'Amphotericin B causes dose-related nephrotoxicity through afferent arteriolar vasoconstriction and direct tubular damage, producing azotemia and distal (type 1) renal tubular acidosis.',
      'Amphotericin B causes renal potassium and magnesium wasting, leading to hypokalemia, hypomagnesemia and arrhythmias.',
      'Amphotericin B can cause nephrogenic diabetes insipidus, normocytic anemia from decreased erythropoietin, and thrombophlebitis.',
    ],
    contraindications: ['Amphotericin B is contraindicated after prior anaphylaxis to it, and it is used with dose and formulation adjustments in kidney impairment, preferring lipid formulations.'],
    interactions: [
      'Amphotericin B combined with aminoglycosides, vancomycin, cyclosporine, tacrolimus or cisplatin increases nephrotoxicity.',
      'Amphotericin B combined with loop diuretics or corticosteroids worsens hypokalemia, which increases digoxin toxicity.',
      'Amphotericin B acts synergistically with flucytosine, but amphotericin-induced kidney injury raises flucytosine levels and its marrow toxicity.',
    ],
    keyComparisons: [
      {
        with: 'pharm-azole-antifungals',
        difference:
          'Amphotericin B binds ergosterol and is fungicidal and broad but nephrotoxic and IV-only, whereas azoles inhibit ergosterol synthesis and are oral, less toxic options used for step-down therapy.',
      },
      {
        with: 'pharm-echinocandins',
        difference: 'Amphotericin B acts on the cell membrane and covers Cryptococcus and Mucorales, whereas echinocandins act on the cell wall and do not cover Cryptococcus or Mucorales.',
      },
    ],
    why: [
      {
        question: 'Why is amphotericin B selectively toxic to fungi, and why is it still toxic to humans?',
        answer:
          'Amphotericin B binds ergosterol in fungal membranes more avidly than cholesterol in human membranes, but its binding to cholesterol is enough to damage human cells, especially renal tubular cells.',
      },
      {
        question: 'Why is saline given before amphotericin B?',
        answer: 'Saline loading expands volume and increases sodium delivery, which blunts tubuloglomerular feedback and afferent arteriolar constriction and reduces amphotericin B nephrotoxicity.',
      },
      {
        question: 'Why are lipid formulations of amphotericin B preferred?',
        answer:
          'Lipid formulations deliver amphotericin B preferentially to tissues and the reticuloendothelial system rather than the kidney, so they cause much less nephrotoxicity and fewer infusion reactions.',
      },
    ],
    highYield: [
      'Amphotericin B reaches low CSF concentrations but, combined with flucytosine, is still the most effective induction therapy for cryptococcal meningitis.',
      'Amphotericin B therapy requires monitoring of creatinine, potassium and magnesium, with supplementation as needed.',
    ],
    dontMiss: 'Muscle weakness or arrhythmia during amphotericin B therapy suggests severe hypokalemia or hypomagnesemia, which must be checked and replaced.',
  },
  {
    id: 'pharm-echinocandins',
    title: 'Echinocandins',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['echinocandin', 'caspofungin', 'Cancidas', 'micafungin', 'Mycamine', 'anidulafungin', 'rezafungin'],
    definition:
      'Echinocandins (caspofungin, micafungin, anidulafungin, rezafungin) are IV antifungals that inhibit fungal cell wall synthesis and are first-line therapy for candidemia and invasive candidiasis.',
    mechanism: 'Echinocandins inhibit beta-(1,3)-D-glucan synthase, blocking synthesis of glucan in the fungal cell wall; they are fungicidal against Candida and fungistatic against Aspergillus.',
    indications: [
      'Echinocandins are first-line initial therapy for candidemia and invasive candidiasis, including in neutropenic patients.',
      'Echinocandins are first-line treatment for Candida auris infection and for Candida glabrata or krusei infections resistant to fluconazole.',
      'Echinocandins are used for esophageal candidiasis when azoles cannot be used, as empiric therapy in persistent febrile neutropenia, and as salvage therapy for invasive aspergillosis.',
    ],
    adverseEffects: [
      'Echinocandins are generally well tolerated, with infusion-related histamine release (flushing, rash, pruritus) as a common adverse effect.',
      'Echinocandins can cause mild elevation of liver enzymes and phlebitis at the infusion site.',
    ],
    contraindications: ['Echinocandins are contraindicated only after prior hypersensitivity to an echinocandin.'],
    interactions: [
      'Caspofungin combined with cyclosporine increases aminotransferase elevations.',
      'Rifampin and other strong inducers lower caspofungin levels, so the caspofungin dose is increased.',
      'Echinocandins have few CYP450 interactions compared with azole antifungals.',
    ],
    keyComparisons: [
      {
        with: 'pharm-azole-antifungals',
        difference:
          'Echinocandins are IV-only and fungicidal against Candida including fluconazole-resistant species, whereas fluconazole is oral and used for step-down once the patient is stable and the isolate is susceptible.',
      },
      { with: 'pharm-amphotericin-b', difference: 'Echinocandins are far less toxic than amphotericin B but do not treat Cryptococcus, Mucorales or endemic dimorphic fungi.' },
    ],
    why: [
      {
        question: 'Why are echinocandins so well tolerated?',
        answer: 'Echinocandins target beta-glucan synthesis in the fungal cell wall, a structure human cells lack, so they have little direct toxicity to human cells.',
      },
      {
        question: 'Why are echinocandins not used for Candida urinary tract infections or meningitis?',
        answer: 'Echinocandins are large molecules that are not excreted in active form in urine and penetrate the CSF and eye poorly, so fluconazole or amphotericin B is used at those sites.',
      },
    ],
    highYield: [
      'Echinocandins have no useful activity against Cryptococcus neoformans or Mucorales.',
      'Candida parapsilosis has higher MICs to echinocandins, so fluconazole is often preferred for susceptible C. parapsilosis.',
    ],
    dontMiss:
      'Candidemia treated with an echinocandin still requires removal of central venous catheters when feasible and a dilated eye exam to exclude Candida endophthalmitis, which echinocandins penetrate poorly.',
  },
  {
    id: 'pharm-acyclovir-and-valacyclovir',
    title: 'Acyclovir and valacyclovir',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['acyclovir', 'Zovirax', 'valacyclovir', 'Valtrex', 'famciclovir', 'Famvir', 'penciclovir', 'herpes antiviral'],
    definition: 'Acyclovir and its oral prodrug valacyclovir are guanosine analog antivirals used to treat and suppress herpes simplex virus (HSV) and varicella-zoster virus (VZV) infections.',
    mechanism:
      'Acyclovir is phosphorylated first by viral thymidine kinase (so it is activated only in HSV- or VZV-infected cells) and then by host kinases to acyclovir triphosphate, which inhibits viral DNA polymerase and terminates the growing DNA chain.',
    indications: [
      'IV acyclovir 10 mg/kg every 8 hours is the treatment for herpes simplex encephalitis and should be started empirically as soon as the diagnosis is suspected.',
      'IV acyclovir is the treatment for neonatal HSV infection and for disseminated or severe VZV infection, including zoster in immunocompromised patients.',
      'Oral acyclovir, valacyclovir or famciclovir treats first and recurrent episodes of genital herpes and is used as daily suppressive therapy for frequent recurrences.',
      'Valacyclovir or famciclovir started within 72 hours of rash onset is first-line treatment for herpes zoster (shingles) in adults, reducing acute pain and speeding healing.',
      'Acyclovir or valacyclovir suppression from 36 weeks of gestation reduces recurrences and cesarean delivery in women with a history of genital herpes.',
      'Oral acyclovir or valacyclovir treats varicella in adolescents, adults and others at risk of severe disease.',
    ],
    adverseEffects: [
      'Acyclovir can cause crystal nephropathy and acute kidney injury, especially with rapid IV infusion, high doses or dehydration.',
      'Acyclovir and valacyclovir can cause neurotoxicity (confusion, tremor, hallucinations, seizures), especially in older adults and in kidney impairment when the dose is not reduced.',
      'Acyclovir and valacyclovir commonly cause nausea, diarrhea and headache.',
      'High-dose valacyclovir in severely immunocompromised patients has been associated with thrombotic microangiopathy.',
    ],
    contraindications: ['Acyclovir and valacyclovir are contraindicated only after hypersensitivity to either drug, but their doses must be reduced in kidney impairment.'],
    interactions: [
      'Acyclovir combined with other nephrotoxic drugs such as aminoglycosides, NSAIDs or cyclosporine increases the risk of kidney injury.',
      'Probenecid and cimetidine reduce renal clearance of acyclovir and raise its levels.',
    ],
    keyComparisons: [
      {
        with: 'pharm-ganciclovir-and-valganciclovir',
        difference:
          'Acyclovir is activated by HSV and VZV thymidine kinase and is not reliable for CMV, whereas ganciclovir is activated by the CMV UL97 kinase, treats CMV and is more myelosuppressive.',
      },
    ],
    why: [
      {
        question: 'Why is valacyclovir preferred over oral acyclovir?',
        answer: 'Valacyclovir is an L-valyl ester prodrug absorbed by intestinal transporters and converted to acyclovir, giving 3-5 times higher bioavailability and allowing less frequent dosing.',
      },
      {
        question: 'Why does acyclovir have so little toxicity to uninfected cells?',
        answer:
          "Acyclovir's first phosphorylation requires viral thymidine kinase, so the active triphosphate accumulates only in infected cells, and it inhibits viral DNA polymerase more than the human enzyme.",
      },
      {
        question: 'Why does acyclovir not cure herpes infection?',
        answer: 'Acyclovir acts only on replicating virus and does not affect latent HSV or VZV genomes in sensory ganglia, so recurrences can still occur after treatment.',
      },
    ],
    highYield: [
      'Acyclovir-resistant HSV usually has thymidine kinase mutations and is treated with foscarnet, which directly inhibits viral DNA polymerase without needing activation.',
      'Acyclovir nephrotoxicity is prevented by adequate IV hydration and slow infusion.',
      'Valacyclovir daily suppression reduces sexual transmission of genital HSV to an uninfected partner.',
    ],
    dontMiss: 'Fever with confusion, seizures or temporal lobe signs should prompt immediate empiric IV acyclovir for HSV encephalitis without waiting for CSF PCR results.',
  },
  {
    id: 'pharm-ganciclovir-and-valganciclovir',
    title: 'Ganciclovir and valganciclovir',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['ganciclovir', 'Cytovene', 'valganciclovir', 'Valcyte', 'CMV antiviral', 'foscarnet', 'cidofovir'],
    definition:
      'Ganciclovir (IV) and its oral prodrug valganciclovir are guanosine analog antivirals used to treat and prevent cytomegalovirus (CMV) infection, limited mainly by bone marrow suppression.',
    mechanism:
      'Ganciclovir is phosphorylated first by the CMV-encoded UL97 protein kinase and then by host kinases to ganciclovir triphosphate, which inhibits CMV DNA polymerase (UL54) and slows viral DNA chain elongation.',
    indications: [
      'Ganciclovir or valganciclovir treats CMV retinitis, colitis, esophagitis and pneumonitis in immunocompromised patients such as those with advanced HIV or transplants.',
      'Valganciclovir is used for CMV prophylaxis or preemptive therapy after solid organ transplantation.',
      'Valganciclovir for 6 months is given to neonates with symptomatic congenital CMV infection to improve hearing and developmental outcomes.',
    ],
    adverseEffects: [
      'Ganciclovir and valganciclovir cause dose-limiting myelosuppression, mainly neutropenia, plus thrombocytopenia and anemia, so blood counts are monitored.',
      'Ganciclovir and valganciclovir accumulate in kidney impairment and require renal dose adjustment.',
      'Ganciclovir and valganciclovir are teratogenic, carcinogenic and impair spermatogenesis in animal studies and are handled as hazardous drugs.',
    ],
    contraindications: ['Ganciclovir and valganciclovir are avoided in severe neutropenia or thrombocytopenia and in pregnancy unless the benefit outweighs the risk.'],
    interactions: [
      'Ganciclovir combined with other marrow-suppressive drugs such as zidovudine, mycophenolate, TMP-SMX or cytotoxic chemotherapy increases the risk of severe cytopenias.',
      'Ganciclovir combined with imipenem-cilastatin has been associated with seizures.',
    ],
    keyComparisons: [
      {
        with: 'pharm-acyclovir-and-valacyclovir',
        difference:
          'Ganciclovir is activated by CMV UL97 kinase and causes marrow suppression, whereas acyclovir is activated by HSV and VZV thymidine kinase and causes crystal nephropathy and neurotoxicity.',
      },
    ],
    why: [
      {
        question: 'Why is foscarnet used for ganciclovir-resistant CMV?',
        answer:
          'Ganciclovir resistance usually results from UL97 kinase mutations that prevent activation, and foscarnet is a pyrophosphate analog that inhibits viral DNA polymerase directly without needing phosphorylation.',
      },
      {
        question: 'Why do ganciclovir and zidovudine cause severe anemia and neutropenia together?',
        answer: 'Ganciclovir and zidovudine are both myelosuppressive nucleoside analogs, so their marrow toxicities add.',
      },
    ],
    highYield: [
      'Foscarnet, the alternative for ganciclovir-resistant CMV or acyclovir-resistant HSV, causes nephrotoxicity and hypocalcemia, hypomagnesemia and hypokalemia that can trigger seizures.',
      'Cidofovir, another CMV alternative, is a nucleotide analog that bypasses viral kinase activation and is given with probenecid and IV saline to reduce its nephrotoxicity.',
      'Letermovir, a CMV terminase inhibitor, is used for CMV prophylaxis after hematopoietic stem cell transplantation and does not cause myelosuppression.',
    ],
    dontMiss: 'Falling neutrophil counts during ganciclovir or valganciclovir therapy require dose adjustment or interruption, because severe neutropenia predisposes to life-threatening infection.',
  },
  {
    id: 'pharm-oseltamivir',
    title: 'Oseltamivir (neuraminidase inhibitors)',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['Tamiflu', 'neuraminidase inhibitor', 'zanamivir', 'Relenza', 'peramivir', 'baloxavir', 'Xofluza', 'flu antiviral'],
    definition: 'Oseltamivir is an oral neuraminidase inhibitor used to treat and prevent influenza A and B; zanamivir (inhaled) and peramivir (IV) belong to the same class.',
    mechanism:
      'Oseltamivir inhibits influenza neuraminidase, the enzyme that cleaves sialic acid residues to release new virions from infected cells, so progeny virus stays clumped on the cell surface and spread is reduced.',
    indications: [
      'Oseltamivir is recommended as soon as possible for any patient with suspected or confirmed influenza who is hospitalized, severely ill or at high risk of complications, regardless of symptom duration.',
      'Oseltamivir can be given to otherwise healthy outpatients with influenza if started within 48 hours of symptom onset, shortening illness by about a day.',
      'Oseltamivir is the preferred influenza antiviral in pregnancy and up to 2 weeks postpartum.',
      'Oseltamivir is used for postexposure chemoprophylaxis of influenza in high-risk contacts and during institutional outbreaks, such as in nursing homes.',
      'The standard adult treatment dose of oseltamivir is 75 mg orally twice daily for 5 days, with dose reduction in kidney impairment.',
    ],
    adverseEffects: [
      'Oseltamivir commonly causes nausea and vomiting, which are reduced by taking it with food.',
      'Oseltamivir has been associated with rare neuropsychiatric events such as delirium and self-injury, reported mostly in children and adolescents.',
      'Oseltamivir can cause headache and, rarely, serious skin reactions.',
    ],
    contraindications: [
      'Zanamivir, an inhaled neuraminidase inhibitor, is not recommended in asthma or COPD because it can cause bronchospasm.',
      'Oseltamivir is contraindicated only after serious hypersensitivity to it.',
    ],
    interactions: [
      "Oseltamivir taken from 48 hours before to 2 weeks after live attenuated influenza vaccine can reduce the vaccine's effectiveness, and the window before vaccination is longer for peramivir and baloxavir.",
      'Oseltamivir does not interfere with inactivated influenza vaccine.',
    ],
    keyComparisons: [
      {
        with: 'pharm-acyclovir-and-valacyclovir',
        difference: 'Oseltamivir blocks release of influenza virions and does not inhibit viral DNA synthesis, whereas acyclovir inhibits herpesvirus DNA polymerase.',
      },
    ],
    why: [
      {
        question: 'Why must oseltamivir be started early in otherwise healthy outpatients?',
        answer:
          'Influenza replication peaks within the first 1-2 days of symptoms, so blocking virion release helps most when oseltamivir is started within 48 hours; hospitalized and high-risk patients still benefit from later treatment.',
      },
      {
        question: 'Why are amantadine and rimantadine no longer used for influenza?',
        answer: 'Amantadine and rimantadine block the M2 ion channel of influenza A only, and circulating influenza A strains are widely resistant, while influenza B lacks the M2 target.',
      },
    ],
    highYield: [
      'Baloxavir marboxil is a single-dose oral influenza antiviral that inhibits the viral cap-dependent endonuclease rather than neuraminidase.',
      'Peramivir is a single-dose IV neuraminidase inhibitor for patients who cannot take oral oseltamivir.',
      'Oseltamivir is a prodrug converted by hepatic esterases to oseltamivir carboxylate and is cleared by the kidneys.',
    ],
    dontMiss: 'A high-risk patient such as a pregnant woman, older adult or person with chronic lung disease who presents with influenza after 48 hours should still receive oseltamivir promptly.',
  },
  {
    id: 'pharm-hiv-antiretroviral-drug-classes',
    title: 'HIV antiretroviral drug classes',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['ART', 'HAART', 'antiretroviral therapy', 'NRTI', 'NNRTI', 'integrase inhibitor', 'INSTI', 'protease inhibitor', 'Biktarvy', 'PrEP', 'tenofovir', 'dolutegravir'],
    definition:
      'HIV antiretroviral therapy (ART) combines drugs from different classes, most often an integrase strand transfer inhibitor plus two nucleoside reverse transcriptase inhibitors, to suppress viral replication permanently.',
    mechanism:
      'HIV antiretroviral classes block distinct steps of the viral life cycle: NRTIs (tenofovir, emtricitabine, lamivudine, abacavir, zidovudine) are chain-terminating nucleoside analogs; NNRTIs (efavirenz, rilpivirine, doravirine) bind an allosteric site on reverse transcriptase; integrase inhibitors (bictegravir, dolutegravir, raltegravir, cabotegravir) block strand transfer of viral DNA into the host genome; protease inhibitors (darunavir, atazanavir) block cleavage of viral polyproteins; entry inhibitors block CCR5 (maraviroc) or gp41 fusion (enfuvirtide).',
    indications: [
      'HIV antiretroviral therapy is recommended for everyone with HIV regardless of CD4 count, started as soon as possible after diagnosis, ideally the same day.',
      'A recommended initial HIV regimen for most adults is an integrase inhibitor (bictegravir or dolutegravir) plus two NRTIs (tenofovir alafenamide or tenofovir disoproxil fumarate with emtricitabine or lamivudine).',
      'HIV preexposure prophylaxis (PrEP) uses daily oral tenofovir disoproxil fumarate-emtricitabine or tenofovir alafenamide-emtricitabine (not studied for receptive vaginal sex), or long-acting injectable cabotegravir or lenacapavir.',
      'HIV postexposure prophylaxis (PEP) is a 28-day three-drug regimen, such as bictegravir-tenofovir alafenamide-emtricitabine, started as soon as possible and within 72 hours of exposure.',
      'Antiretroviral therapy during pregnancy with a dolutegravir-based regimen, plus infant prophylaxis, reduces perinatal HIV transmission to under 1%.',
    ],
    adverseEffects: [
      'Abacavir causes a potentially fatal hypersensitivity reaction in patients carrying HLA-B*57:01, so HLA testing is required before use.',
      'Tenofovir disoproxil fumarate can cause proximal tubular injury (Fanconi syndrome) and decreased bone mineral density, which are less frequent with tenofovir alafenamide.',
      'Zidovudine causes bone marrow suppression with macrocytic anemia and neutropenia, and myopathy.',
      'Older NRTIs such as stavudine and didanosine cause mitochondrial toxicity with lactic acidosis, hepatic steatosis, pancreatitis, peripheral neuropathy and lipoatrophy.',
      'Efavirenz causes neuropsychiatric effects including vivid dreams, insomnia, dizziness, depression and suicidality.',
      'Nevirapine can cause severe hepatotoxicity and Stevens-Johnson syndrome, especially early in therapy.',
      'Protease inhibitors cause GI upset, hyperglycemia and dyslipidemia, and atazanavir causes benign indirect hyperbilirubinemia by inhibiting UGT1A1 and can cause kidney stones.',
      'Integrase inhibitors are associated with weight gain and insomnia, and dolutegravir and bictegravir raise serum creatinine slightly by inhibiting tubular creatinine secretion without lowering GFR.',
      'Starting antiretroviral therapy in advanced HIV can cause immune reconstitution inflammatory syndrome (IRIS), a paradoxical flare of opportunistic infections such as tuberculosis or cryptococcal disease.',
    ],
    contraindications: [
      'Abacavir is contraindicated in patients who test positive for HLA-B*57:01 or had a prior abacavir hypersensitivity reaction.',
      'Rilpivirine is contraindicated with proton pump inhibitors because it requires gastric acid for absorption.',
      'Bictegravir and boosted protease inhibitors are contraindicated with rifampin.',
    ],
    interactions: [
      'Ritonavir and cobicistat, used as boosters for protease inhibitors, strongly inhibit CYP3A4 and raise levels of simvastatin, lovastatin, midazolam and inhaled or injected corticosteroids such as fluticasone (causing Cushing syndrome).',
      'Rifampin induces metabolism of protease inhibitors, NNRTIs and integrase inhibitors, so rifabutin is substituted or the dolutegravir dose is doubled to twice daily.',
      'Integrase inhibitors chelate polyvalent cations, so antacids, calcium and iron supplements must be separated from the dose.',
      'Atazanavir and rilpivirine absorption is reduced by acid-suppressing drugs.',
    ],
    keyComparisons: [{ with: 'pharm-ganciclovir-and-valganciclovir', difference: 'Zidovudine and ganciclovir are both myelosuppressive, so the combination causes additive neutropenia and anemia.' }],
    why: [
      {
        question: 'Why are NRTIs called chain terminators?',
        answer:
          "NRTIs lack the 3'-hydroxyl group needed to form the next phosphodiester bond, so once reverse transcriptase incorporates them, viral DNA synthesis stops; they must first be phosphorylated by host kinases.",
      },
      {
        question: 'Why is ritonavir added to HIV protease inhibitors?',
        answer:
          'Low-dose ritonavir inhibits CYP3A4, which slows metabolism of the coadministered protease inhibitor and raises its levels, allowing less frequent dosing and a higher barrier to resistance.',
      },
      {
        question: 'Why must HIV-HBV coinfected patients receive tenofovir-containing regimens?',
        answer: 'Tenofovir with emtricitabine or lamivudine also suppresses hepatitis B, and stopping these drugs can trigger a severe hepatitis B flare.',
      },
    ],
    highYield: [
      'Lamivudine and emtricitabine resistance is caused by the M184V reverse transcriptase mutation.',
      'Maraviroc works only against CCR5-tropic HIV, so a tropism assay is required before use.',
      'Efavirenz can cause a false-positive urine cannabinoid screen.',
      'Dolutegravir is a preferred antiretroviral in pregnancy because the early neural tube defect signal was not confirmed in larger studies.',
    ],
    dontMiss: 'A patient who develops fever, rash, GI or respiratory symptoms within the first weeks of abacavir must stop it permanently and never be rechallenged, because rechallenge can be fatal.',
  },
  {
    id: 'pharm-ssris',
    title: 'SSRIs (selective serotonin reuptake inhibitors)',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['SSRI', 'selective serotonin reuptake inhibitor', 'fluoxetine', 'Prozac', 'sertraline', 'Zoloft', 'paroxetine', 'Paxil', 'citalopram', 'escitalopram', 'Lexapro', 'fluvoxamine'],
    definition:
      'SSRIs (fluoxetine, sertraline, paroxetine, citalopram, escitalopram, fluvoxamine) are first-line drugs for depression and most anxiety disorders because of their efficacy, tolerability and relative safety in overdose.',
    mechanism:
      'SSRIs block the presynaptic serotonin transporter (SERT), increasing synaptic serotonin; the antidepressant effect appears over 4-8 weeks as downstream receptor and neuroplastic adaptations develop.',
    indications: [
      'SSRIs are first-line pharmacotherapy for major depressive disorder.',
      'SSRIs are first-line pharmacotherapy for generalized anxiety disorder, panic disorder, social anxiety disorder and PTSD (sertraline and paroxetine are FDA-approved for PTSD).',
      'SSRIs are first-line pharmacotherapy for obsessive-compulsive disorder, usually at higher doses and with a longer trial than for depression.',
      'Fluoxetine is FDA-approved for bulimia nervosa, and SSRIs are first-line for premenstrual dysphoric disorder.',
      'Fluoxetine and escitalopram are FDA-approved for depression in adolescents.',
    ],
    adverseEffects: [
      'SSRIs commonly cause sexual dysfunction (decreased libido, delayed orgasm or anorgasmia), which often persists and is a leading cause of discontinuation.',
      'SSRIs cause GI upset, headache, insomnia or sedation, and early anxiety or jitteriness.',
      'SSRIs can cause hyponatremia from SIADH, especially in older adults and patients taking diuretics.',
      'SSRIs increase bleeding risk, particularly GI bleeding with NSAIDs, aspirin or anticoagulants, by depleting platelet serotonin.',
      'Citalopram and, to a lesser degree, escitalopram cause dose-dependent QT prolongation, so citalopram is limited to 40 mg daily (20 mg over age 60).',
      'SSRIs can cause serotonin syndrome, especially when combined with other serotonergic drugs.',
      'SSRIs carry an FDA boxed warning for increased suicidal thoughts and behaviors in children, adolescents and young adults under 25.',
      'SSRIs can precipitate mania or hypomania in patients with bipolar disorder.',
      'SSRIs stopped abruptly, especially short-acting paroxetine, cause discontinuation syndrome with dizziness, flu-like symptoms, irritability, insomnia and electric shock sensations.',
      'Paroxetine in the first trimester is associated with cardiac malformations, and SSRIs late in pregnancy are associated with neonatal adaptation syndrome and a small increase in persistent pulmonary hypertension of the newborn.',
    ],
    contraindications: [
      'SSRIs are contraindicated with MAO inhibitors and within 14 days of stopping an MAO inhibitor, and an MAO inhibitor must not be started until 5 weeks after stopping fluoxetine.',
      'SSRIs are contraindicated with linezolid or IV methylene blue except in emergencies with close monitoring, and with pimozide or thioridazine.',
    ],
    interactions: [
      'Fluoxetine and paroxetine strongly inhibit CYP2D6, which raises levels of TCAs, metoprolol and some antipsychotics and blocks conversion of tamoxifen and codeine to their active forms.',
      'Fluvoxamine strongly inhibits CYP1A2 and raises levels of clozapine, theophylline and tizanidine.',
      "SSRIs combined with tramadol, meperidine, linezolid, triptans, St John's wort, dextromethorphan, MDMA or other serotonergic drugs can cause serotonin syndrome.",
      'SSRIs combined with NSAIDs, aspirin or anticoagulants increase bleeding risk.',
    ],
    keyComparisons: [
      {
        with: 'pharm-snris',
        difference: 'SSRIs block only serotonin reuptake, whereas SNRIs also block norepinephrine reuptake, which adds benefit for neuropathic pain but can raise blood pressure.',
      },
      {
        with: 'pharm-tricyclic-antidepressants',
        difference: 'SSRIs are as effective as TCAs for depression but lack anticholinergic, antihistamine, alpha-blocking and sodium-channel effects, so they are far safer in overdose.',
      },
      {
        with: 'psych-serotonin-syndrome',
        difference:
          'SSRIs at therapeutic doses cause mild serotonergic side effects, whereas serotonin syndrome is a toxic state with clonus, hyperreflexia, hyperthermia and autonomic instability, usually from combining serotonergic drugs.',
      },
    ],
    why: [
      {
        question: 'Why do SSRIs take several weeks to work?',
        answer:
          'SSRIs raise synaptic serotonin within hours, but clinical improvement requires slower adaptations such as desensitization of 5-HT1A autoreceptors and changes in neuroplasticity, which take about 4-8 weeks.',
      },
      {
        question: 'Why do SSRIs cause hyponatremia?',
        answer: 'SSRIs can stimulate antidiuretic hormone release (SIADH), causing water retention and dilutional hyponatremia, especially in older adults.',
      },
      {
        question: 'Why does fluoxetine need a 5-week washout before an MAO inhibitor?',
        answer:
          'Fluoxetine and its active metabolite norfluoxetine have very long half-lives (norfluoxetine about 1-2 weeks), so serotonergic activity persists for weeks and could cause serotonin syndrome with an MAO inhibitor.',
      },
    ],
    highYield: [
      'Sertraline is commonly chosen in pregnancy, breastfeeding and coronary heart disease because of its safety data.',
      "Fluoxetine's long half-life makes discontinuation syndrome unlikely and missed doses less problematic.",
      'Paroxetine is the most anticholinergic SSRI and is associated with weight gain and the most severe discontinuation symptoms.',
      'An adequate SSRI trial for depression is about 4-8 weeks at a therapeutic dose, and treatment is usually continued for at least 6-12 months after remission.',
    ],
    dontMiss: 'Young patients starting an SSRI need close follow-up in the first weeks for emerging suicidality, agitation or a switch into mania.',
  },
  {
    id: 'pharm-snris',
    title: 'SNRIs (serotonin-norepinephrine reuptake inhibitors)',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['SNRI', 'serotonin-norepinephrine reuptake inhibitor', 'venlafaxine', 'Effexor', 'desvenlafaxine', 'Pristiq', 'duloxetine', 'Cymbalta', 'levomilnacipran', 'milnacipran', 'Savella'],
    definition:
      'SNRIs (venlafaxine, desvenlafaxine, duloxetine, levomilnacipran, milnacipran) are antidepressants that block serotonin and norepinephrine reuptake and are used for depression, anxiety and chronic pain syndromes.',
    mechanism:
      'SNRIs inhibit presynaptic serotonin and norepinephrine transporters, increasing both neurotransmitters in the synapse and enhancing descending pain-inhibitory pathways; venlafaxine is mainly serotonergic at low doses and adds noradrenergic effects at higher doses.',
    indications: [
      'SNRIs are first-line options for major depressive disorder and generalized anxiety disorder.',
      'Duloxetine is first-line for painful diabetic peripheral neuropathy and is approved for fibromyalgia and chronic musculoskeletal pain.',
      'Milnacipran is approved for fibromyalgia.',
      'Venlafaxine is approved for panic disorder and social anxiety disorder and is used off-label for menopausal vasomotor symptoms, including in patients taking tamoxifen.',
    ],
    adverseEffects: [
      'SNRIs cause nausea (the most common early adverse effect), headache, dry mouth, sweating, insomnia and sexual dysfunction.',
      'SNRIs, especially venlafaxine at higher doses, cause dose-related increases in blood pressure and heart rate, so blood pressure is monitored.',
      'Venlafaxine stopped abruptly causes a severe discontinuation syndrome because of its short half-life.',
      'Duloxetine can cause hepatotoxicity and should be avoided in chronic liver disease or heavy alcohol use.',
      'SNRIs share SSRI risks of serotonin syndrome, hyponatremia, bleeding, activation of mania and the boxed warning for suicidality under age 25.',
    ],
    contraindications: [
      'SNRIs are contraindicated with MAO inhibitors and within 14 days of stopping one, and an MAO inhibitor should not be started until 5-7 days after stopping the SNRI.',
      'Duloxetine should be avoided in hepatic impairment, heavy alcohol use and severe kidney impairment.',
      'SNRIs should be used cautiously in uncontrolled hypertension.',
    ],
    interactions: [
      "SNRIs combined with other serotonergic drugs such as tramadol, triptans, linezolid or St John's wort can cause serotonin syndrome.",
      'Duloxetine is a moderate CYP2D6 inhibitor and is metabolized by CYP1A2, so fluvoxamine or ciprofloxacin raise duloxetine levels.',
      'SNRIs combined with NSAIDs, aspirin or anticoagulants increase bleeding risk.',
    ],
    keyComparisons: [
      {
        with: 'pharm-ssris',
        difference:
          'SNRIs add norepinephrine reuptake inhibition to the serotonergic effect of SSRIs, giving analgesic benefit in neuropathic pain and fibromyalgia at the cost of possible hypertension and more sweating.',
      },
      {
        with: 'pharm-tricyclic-antidepressants',
        difference:
          'SNRIs and TCAs both block serotonin and norepinephrine reuptake and treat neuropathic pain, but SNRIs lack anticholinergic, antihistamine and sodium-channel blocking effects and are much safer in overdose.',
      },
    ],
    why: [
      {
        question: 'Why do SNRIs help neuropathic pain?',
        answer: 'SNRIs increase serotonin and norepinephrine in descending inhibitory pathways from the brainstem to the dorsal horn, which dampens transmission of pain signals.',
      },
      {
        question: 'Why can SNRIs raise blood pressure?',
        answer: 'SNRIs block norepinephrine reuptake, which increases sympathetic tone and can raise blood pressure and heart rate in a dose-related way.',
      },
    ],
    highYield: [
      'Venlafaxine is the SNRI most associated with dose-dependent diastolic hypertension.',
      'Duloxetine can be used for depression with coexisting chronic pain, treating both with one drug.',
    ],
    dontMiss: 'Dizziness, irritability and electric shock sensations within days of missing venlafaxine doses indicate discontinuation syndrome, which is treated by restarting and tapering slowly.',
  },
  {
    id: 'pharm-tricyclic-antidepressants',
    title: 'Tricyclic antidepressants (TCAs)',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['TCA', 'tricyclic', 'amitriptyline', 'Elavil', 'nortriptyline', 'Pamelor', 'imipramine', 'desipramine', 'clomipramine', 'Anafranil', 'doxepin'],
    definition:
      'Tricyclic antidepressants (amitriptyline, nortriptyline, imipramine, desipramine, clomipramine, doxepin) are older antidepressants now used mainly for neuropathic pain, headache prophylaxis, OCD (clomipramine) and enuresis, limited by side effects and lethality in overdose.',
    mechanism:
      'Tricyclic antidepressants block reuptake of norepinephrine and serotonin and also block muscarinic, histamine H1 and alpha-1 adrenergic receptors and, in overdose, cardiac fast sodium channels.',
    indications: [
      'Amitriptyline and nortriptyline are used for neuropathic pain, including diabetic neuropathy and postherpetic neuralgia, and for fibromyalgia.',
      'Amitriptyline is used for migraine and tension-type headache prophylaxis.',
      'Clomipramine, the most serotonergic TCA, is effective for obsessive-compulsive disorder.',
      'Imipramine is a second-line option for nocturnal enuresis in children after the enuresis alarm and desmopressin.',
      'Tricyclic antidepressants are effective for major depression but are no longer first-line because of side effects and overdose risk.',
      'Low-dose doxepin is approved for insomnia with difficulty maintaining sleep.',
    ],
    adverseEffects: [
      'Tricyclic antidepressants cause anticholinergic effects: dry mouth, constipation, urinary retention, blurred vision, tachycardia and confusion, especially in older adults.',
      'Tricyclic antidepressants cause sedation and weight gain through H1 blockade and orthostatic hypotension through alpha-1 blockade, which increases falls in older adults.',
      'Tricyclic antidepressants slow cardiac conduction, prolonging the PR, QRS and QT intervals, and can cause arrhythmias.',
      'Tricyclic antidepressants lower the seizure threshold.',
      'Tricyclic antidepressants in overdose cause coma, convulsions and cardiotoxicity (wide QRS, ventricular arrhythmias, hypotension), and a week or two of therapy can be lethal if ingested at once.',
    ],
    contraindications: [
      'Tricyclic antidepressants are contraindicated in the recovery period after myocardial infarction and in patients with significant conduction disease.',
      'Tricyclic antidepressants are contraindicated with MAO inhibitors or within 14 days of them.',
      'Tricyclic antidepressants should be avoided in angle-closure glaucoma, urinary retention from prostatic hypertrophy and in older adults (Beers criteria, especially tertiary amines).',
    ],
    interactions: [
      'Tricyclic antidepressant levels rise with CYP2D6 inhibitors such as fluoxetine, paroxetine, bupropion and quinidine, which can cause toxicity.',
      'Tricyclic antidepressants combined with MAO inhibitors or other serotonergic drugs can cause serotonin syndrome or hypertensive reactions.',
      'Tricyclic antidepressants add to the effects of other anticholinergic, sedating and QT-prolonging drugs.',
    ],
    antidote: 'The antidote for the cardiotoxicity of tricyclic antidepressant overdose is IV sodium bicarbonate, given for QRS widening over 100 ms, ventricular arrhythmias or hypotension.',
    keyComparisons: [
      {
        with: 'em-tricyclic-antidepressant-overdose',
        difference:
          'TCA pharmacology covers therapeutic use and dose-related side effects, whereas TCA overdose is a toxic emergency with wide QRS, seizures and hypotension treated with sodium bicarbonate.',
      },
      {
        with: 'pharm-ssris',
        difference:
          'Tricyclic antidepressants block muscarinic, H1, alpha-1 and sodium channels in addition to monoamine reuptake, so they cause more side effects and are far more lethal in overdose than SSRIs.',
      },
    ],
    why: [
      {
        question: 'Why are tricyclic antidepressants so dangerous in overdose?',
        answer:
          'Tricyclic antidepressants block cardiac fast sodium channels, which widens the QRS complex and causes ventricular arrhythmias, while alpha-1 blockade causes hypotension and CNS effects cause seizures and coma.',
      },
      {
        question: 'Why is nortriptyline preferred over amitriptyline in older adults?',
        answer: 'Nortriptyline, a secondary amine and the metabolite of amitriptyline, has fewer anticholinergic and orthostatic effects than tertiary amines such as amitriptyline and imipramine.',
      },
    ],
    highYield: [
      'Tertiary amine TCAs (amitriptyline, imipramine, clomipramine, doxepin) are more anticholinergic and sedating than secondary amines (nortriptyline, desipramine).',
      'Tricyclic antidepressant toxicity is remembered as the three Cs: convulsions, coma and cardiotoxicity, plus anticholinergic signs.',
      'Nortriptyline has a therapeutic window, and drug levels can guide dosing.',
    ],
    dontMiss: "A patient with depression and suicidal thoughts should not be given a large supply of a tricyclic antidepressant, because a few weeks' supply can be fatal in overdose.",
  },
  {
    id: 'pharm-mao-inhibitors',
    title: 'MAO inhibitors (MAOIs)',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['MAOI', 'monoamine oxidase inhibitor', 'phenelzine', 'Nardil', 'tranylcypromine', 'Parnate', 'isocarboxazid', 'selegiline transdermal', 'Emsam'],
    definition:
      'MAO inhibitors (phenelzine, tranylcypromine, isocarboxazid, transdermal selegiline) are antidepressants reserved mainly for treatment-resistant depression because of dietary restrictions and dangerous drug interactions.',
    mechanism:
      'Nonselective MAO inhibitors irreversibly inhibit monoamine oxidase A and B, preventing breakdown of norepinephrine, serotonin and dopamine and increasing their availability; recovery requires synthesis of new enzyme over about 2 weeks.',
    indications: [
      'MAO inhibitors are used for treatment-resistant major depression, and they are historically associated with efficacy in atypical depression.',
      'Transdermal selegiline is approved for major depression and needs no dietary restriction at its lowest dose.',
      'Selective MAO-B inhibitors (selegiline, rasagiline, safinamide) are used in Parkinson disease.',
    ],
    adverseEffects: [
      'MAO inhibitors can cause hypertensive crisis (severe headache, hypertension, palpitations, stroke risk) when patients eat tyramine-rich foods such as aged cheese, cured meats, tap beer or fermented soy.',
      'MAO inhibitors can cause serotonin syndrome when combined with SSRIs, SNRIs, TCAs, meperidine, tramadol, dextromethorphan, linezolid or methylene blue.',
      'MAO inhibitors commonly cause orthostatic hypotension, insomnia, weight gain, edema and sexual dysfunction.',
    ],
    contraindications: [
      'MAO inhibitors are contraindicated with other antidepressants, meperidine, tramadol, methadone, dextromethorphan and sympathomimetics (pseudoephedrine, amphetamines).',
      'MAO inhibitors are contraindicated in pheochromocytoma.',
      'MAO inhibitors require a 2-week washout before starting another serotonergic antidepressant, and 5 weeks after fluoxetine before starting an MAO inhibitor.',
    ],
    interactions: [
      'MAO inhibitors combined with tyramine-containing foods cause hypertensive crisis because tyramine escapes gut and liver metabolism and releases stored norepinephrine.',
      'MAO inhibitors combined with serotonergic drugs cause serotonin syndrome, which can be fatal.',
      'MAO inhibitors combined with indirect sympathomimetics such as pseudoephedrine or amphetamines cause hypertensive crisis.',
    ],
    keyComparisons: [
      {
        with: 'pharm-ssris',
        difference: 'MAO inhibitors prevent monoamine breakdown and require a tyramine-restricted diet, whereas SSRIs block serotonin reuptake and have no dietary restrictions.',
      },
    ],
    why: [
      {
        question: 'Why do MAO inhibitors cause a hypertensive crisis with aged cheese?',
        answer:
          'Dietary tyramine is normally destroyed by MAO-A in the gut wall and liver; when MAO is inhibited, tyramine enters the circulation and displaces stored norepinephrine from sympathetic nerve terminals, causing severe hypertension.',
      },
      {
        question: 'Why is a 2-week washout needed after stopping an MAO inhibitor?',
        answer: 'Nonselective MAO inhibitors bind the enzyme irreversibly, so MAO activity returns only as new enzyme is synthesized over about 2 weeks.',
      },
    ],
    highYield: [
      'MAO inhibitor hypertensive crisis has classically been treated with phentolamine, an alpha-adrenergic blocker.',
      'MAO-B-selective inhibitors at usual doses do not require strict tyramine restriction because gut MAO-A remains active.',
    ],
    dontMiss: 'A patient on an MAO inhibitor who receives meperidine, tramadol or dextromethorphan can develop fatal serotonin syndrome, so all new prescriptions must be checked.',
  },
  {
    id: 'pharm-bupropion',
    title: 'Bupropion',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['Wellbutrin', 'Zyban', 'NDRI', 'Contrave', 'norepinephrine-dopamine reuptake inhibitor', 'Aplenzin'],
    definition:
      'Bupropion is an atypical antidepressant that inhibits norepinephrine and dopamine reuptake, used for depression and smoking cessation and notable for causing no sexual dysfunction or weight gain but lowering the seizure threshold.',
    mechanism: 'Bupropion inhibits reuptake of norepinephrine and dopamine (NDRI) and antagonizes nicotinic acetylcholine receptors, with no direct serotonergic activity.',
    indications: [
      'Bupropion is used for major depressive disorder, especially when sexual dysfunction, weight gain or sedation from other antidepressants is a concern.',
      'Bupropion is a first-line pharmacotherapy for smoking cessation, started 1-2 weeks before the quit date, and can be combined with nicotine replacement.',
      'Bupropion is approved for prevention of seasonal affective disorder.',
      'Bupropion combined with naltrexone is approved for chronic weight management.',
      'Bupropion is added to SSRIs to counteract SSRI-induced sexual dysfunction or augment response.',
    ],
    adverseEffects: [
      'Bupropion lowers the seizure threshold in a dose-dependent manner and can cause seizures, especially at high doses.',
      'Bupropion causes insomnia, agitation, anxiety, tremor, headache, dry mouth and weight loss.',
      'Bupropion can raise blood pressure, especially when combined with nicotine replacement.',
      'Bupropion carries the antidepressant boxed warning for suicidality in patients under 25 and can cause neuropsychiatric symptoms.',
    ],
    contraindications: [
      'Bupropion is contraindicated in seizure disorders.',
      'Bupropion is contraindicated in current or past bulimia nervosa or anorexia nervosa because of a high seizure risk.',
      'Bupropion is contraindicated during abrupt discontinuation of alcohol, benzodiazepines, barbiturates or antiepileptic drugs.',
      'Bupropion is contraindicated with MAO inhibitors or within 14 days of them.',
    ],
    interactions: [
      'Bupropion strongly inhibits CYP2D6 and raises levels of metoprolol, TCAs and some antipsychotics, and reduces activation of tamoxifen.',
      'Bupropion combined with other drugs that lower the seizure threshold, such as tramadol, antipsychotics or theophylline, increases seizure risk.',
      'Bupropion combined with MAO inhibitors can cause hypertensive reactions.',
    ],
    keyComparisons: [
      {
        with: 'pharm-ssris',
        difference:
          'Bupropion acts on norepinephrine and dopamine rather than serotonin, so it causes no sexual dysfunction or weight gain but lowers the seizure threshold and is not a recommended treatment for anxiety disorders.',
      },
    ],
    why: [
      {
        question: 'Why is bupropion contraindicated in eating disorders?',
        answer:
          "Patients with bulimia or anorexia have electrolyte disturbances and had a markedly higher seizure rate in bupropion trials, so bupropion's seizure-threshold lowering is especially dangerous in them.",
      },
      {
        question: 'Why does bupropion not cause sexual dysfunction?',
        answer: 'Bupropion does not increase serotonin, which drives SSRI-related sexual dysfunction, and its dopaminergic and noradrenergic effects are neutral or favorable for sexual function.',
      },
    ],
    highYield: [
      'Bupropion overdose causes seizures, tachycardia and, in large ingestions, QRS widening and cardiac arrest.',
      'Bupropion is not a recommended treatment for panic disorder or other anxiety disorders and can worsen anxiety.',
    ],
    dontMiss: 'A patient with an eating disorder or seizure history should not be prescribed bupropion, including for smoking cessation.',
  },
  {
    id: 'pharm-lithium',
    title: 'Lithium',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['lithium carbonate', 'Lithobid', 'Li', 'lithium toxicity', 'mood stabilizer', 'lithium level'],
    definition:
      'Lithium is a mood stabilizer that is first-line maintenance therapy for bipolar disorder and reduces suicide risk, with a narrow therapeutic index that requires serum level monitoring.',
    mechanism:
      "Lithium's mechanism is not fully understood; it inhibits inositol monophosphatase (depleting inositol and dampening phosphoinositide second-messenger signaling) and inhibits glycogen synthase kinase-3.",
    indications: [
      'Lithium is first-line maintenance treatment for bipolar I disorder, preventing both manic and depressive episodes.',
      'Lithium treats acute mania, usually with an antipsychotic when rapid control is needed.',
      'Lithium reduces suicide attempts and deaths in bipolar disorder and other mood disorders.',
      'Lithium is used to augment antidepressants in treatment-resistant major depression.',
    ],
    adverseEffects: [
      'Lithium causes a fine postural and action tremor, which can be treated with propranolol.',
      'Lithium causes nephrogenic diabetes insipidus with polyuria and polydipsia.',
      'Lithium causes hypothyroidism and goiter, so TSH is monitored.',
      'Lithium can cause hyperparathyroidism with hypercalcemia.',
      'Lithium with long-term use can cause chronic kidney disease from chronic tubulointerstitial nephropathy.',
      'Lithium causes weight gain, acne, worsening psoriasis, benign leukocytosis, T-wave flattening and sinus node dysfunction.',
      'Lithium exposure in the first trimester increases the risk of Ebstein anomaly of the tricuspid valve, although the absolute risk is small.',
      'Lithium toxicity causes GI symptoms (vomiting, diarrhea) followed by neurologic signs: coarse tremor, ataxia, dysarthria, confusion, myoclonus, hyperreflexia, seizures and coma.',
    ],
    contraindications: [
      'Lithium is avoided in significant kidney impairment, severe dehydration or sodium depletion, and significant cardiac disease such as sick sinus syndrome.',
      'Lithium in pregnancy requires individualized risk-benefit decisions, fetal echocardiography and close level monitoring because of Ebstein anomaly risk and changing clearance.',
    ],
    interactions: [
      'Lithium levels rise with thiazide diuretics, which increase proximal sodium and lithium reabsorption, and this can precipitate toxicity.',
      'Lithium levels rise with ACE inhibitors, ARBs and NSAIDs (except aspirin), which reduce renal lithium clearance.',
      'Lithium levels rise with dehydration, vomiting or diarrhea, low-sodium diets and declining kidney function.',
      'Lithium combined with antipsychotics can increase the risk of neurotoxicity.',
    ],
    antidote: 'Lithium toxicity has no antidote; treatment is stopping lithium, IV isotonic saline to restore volume and promote excretion, and hemodialysis for severe toxicity.',
    management:
      'Lithium toxicity is managed by stopping lithium, giving IV normal saline, checking serial levels, creatinine and electrolytes, and obtaining an ECG. Hemodialysis is indicated for severe toxicity, such as a level above 4.0 mEq/L with impaired kidney function, or decreased consciousness, seizures or dysrhythmias at any level. Activated charcoal does not bind lithium, and whole bowel irrigation is considered for large sustained-release ingestions.',
    keyComparisons: [
      {
        with: 'pharm-valproate',
        difference:
          'Lithium is renally cleared, has antisuicidal effects and causes hypothyroidism and nephrogenic DI, whereas valproate is hepatically metabolized and causes hepatotoxicity, pancreatitis and neural tube defects.',
      },
    ],
    why: [
      {
        question: 'Why do thiazide diuretics cause lithium toxicity?',
        answer: 'Thiazides cause volume depletion, which increases proximal tubular sodium reabsorption, and lithium is reabsorbed along with sodium, so lithium clearance falls and levels rise.',
      },
      {
        question: 'Why does lithium cause nephrogenic diabetes insipidus?',
        answer:
          'Lithium enters collecting duct principal cells through ENaC sodium channels and interferes with ADH signaling and aquaporin-2 expression, so the kidney cannot concentrate urine; amiloride blocks ENaC entry and reduces the polyuria.',
      },
      {
        question: 'Why is lithium toxicity more dangerous when chronic?',
        answer:
          'In chronic toxicity lithium has already distributed into the brain, so neurologic toxicity is severe even at modestly elevated serum levels, whereas acute overdose initially produces high serum levels with GI symptoms before brain penetration.',
      },
    ],
    highYield: [
      'Lithium maintenance levels are commonly targeted around 0.6-1.0 mEq/L, measured as a trough about 12 hours after the last dose.',
      'Lithium requires baseline and periodic monitoring of creatinine, electrolytes, TSH and calcium, plus an ECG in older or cardiac patients and a pregnancy test when relevant.',
      'Lithium is the only mood stabilizer with consistent evidence of reducing suicide.',
      'Persistent neurologic deficits after lithium toxicity, mainly cerebellar, are called SILENT (syndrome of irreversible lithium-effectuated neurotoxicity).',
    ],
    dontMiss: 'A patient on lithium who develops vomiting, diarrhea, a coarse tremor or confusion, or who starts a thiazide, ACE inhibitor or NSAID, needs an urgent lithium level.',
  },
  {
    id: 'pharm-typical-antipsychotics',
    title: 'Typical antipsychotics (first-generation)',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['first-generation antipsychotics', 'FGA', 'neuroleptics', 'haloperidol', 'Haldol', 'fluphenazine', 'chlorpromazine', 'Thorazine', 'thioridazine', 'perphenazine', 'pimozide'],
    definition:
      'Typical (first-generation) antipsychotics such as haloperidol, fluphenazine, chlorpromazine and thioridazine are dopamine D2 receptor antagonists that treat psychosis but commonly cause extrapyramidal symptoms and hyperprolactinemia.',
    mechanism:
      'Typical antipsychotics block dopamine D2 receptors in the mesolimbic pathway, reducing positive psychotic symptoms; D2 blockade in the nigrostriatal and tuberoinfundibular pathways causes extrapyramidal symptoms and hyperprolactinemia.',
    indications: [
      'Typical antipsychotics treat schizophrenia and other psychotic disorders, and long-acting injectable haloperidol or fluphenazine decanoate is used for patients with poor adherence.',
      'Haloperidol is used for acute agitation and psychosis, often combined with a benzodiazepine, and for hyperactive delirium when nonpharmacologic measures fail.',
      'Haloperidol and pimozide are used for severe Tourette syndrome tics.',
      'Typical antipsychotics are used for acute mania, and phenothiazines such as prochlorperazine are used as antiemetics.',
    ],
    adverseEffects: [
      'Typical antipsychotics can cause acute dystonia (torticollis, oculogyric crisis, trismus) within hours to days, treated with IV or IM benztropine or diphenhydramine.',
      'Typical antipsychotics can cause akathisia (inner restlessness, inability to sit still) within days to weeks, treated by lowering the dose, propranolol or a benzodiazepine.',
      'Typical antipsychotics can cause drug-induced parkinsonism (bradykinesia, rigidity, tremor) within weeks, treated with benztropine or amantadine or by switching drugs.',
      'Typical antipsychotics can cause tardive dyskinesia (involuntary orofacial and choreiform movements) after months to years, which may be irreversible and is treated with VMAT2 inhibitors such as valbenazine or deutetrabenazine.',
      'Typical antipsychotics cause hyperprolactinemia with galactorrhea, amenorrhea, gynecomastia, sexual dysfunction and reduced bone density.',
      'Typical antipsychotics can cause neuroleptic malignant syndrome: fever, lead-pipe rigidity, altered mental status, autonomic instability and elevated CK.',
      'Low-potency typical antipsychotics (chlorpromazine, thioridazine) cause more sedation, anticholinergic effects and orthostatic hypotension, and lower the seizure threshold.',
      'Thioridazine and IV haloperidol prolong the QT interval, thioridazine causes retinal pigmentation, and chlorpromazine causes corneal and lens deposits, photosensitivity and cholestatic jaundice.',
      'All antipsychotics carry an FDA boxed warning for increased mortality in older adults with dementia-related psychosis.',
    ],
    contraindications: [
      'Typical antipsychotics should be avoided in Parkinson disease and dementia with Lewy bodies, where they can cause severe, sometimes fatal, worsening of parkinsonism.',
      'Typical antipsychotics are contraindicated after neuroleptic malignant syndrome until fully recovered, and QT-prolonging agents are avoided in long QT syndrome.',
    ],
    interactions: [
      'Typical antipsychotics combined with other QT-prolonging drugs increase the risk of torsades de pointes.',
      'Typical antipsychotics oppose the effect of levodopa and dopamine agonists.',
      'Typical antipsychotics add to the sedation of alcohol, benzodiazepines and opioids.',
    ],
    keyComparisons: [
      {
        with: 'pharm-atypical-antipsychotics',
        difference: 'Typical antipsychotics cause more extrapyramidal symptoms and tardive dyskinesia, whereas atypical antipsychotics cause more weight gain, diabetes and dyslipidemia.',
      },
      {
        with: 'psych-neuroleptic-malignant-syndrome',
        difference:
          'Typical antipsychotic extrapyramidal effects are common and benign by comparison, whereas neuroleptic malignant syndrome is a rare emergency with fever, rigidity, altered mental status and high CK.',
      },
    ],
    why: [
      {
        question: 'Why do typical antipsychotics cause extrapyramidal symptoms?',
        answer:
          'Typical antipsychotics block D2 receptors in the nigrostriatal pathway, creating relative cholinergic excess in the striatum, which is why anticholinergic drugs such as benztropine treat dystonia and parkinsonism.',
      },
      {
        question: 'Why do typical antipsychotics cause galactorrhea?',
        answer: 'Dopamine from the tuberoinfundibular pathway tonically inhibits prolactin release, so D2 blockade raises prolactin and causes galactorrhea, amenorrhea and gynecomastia.',
      },
      {
        question: 'Why do high-potency typical antipsychotics cause more extrapyramidal symptoms than low-potency ones?',
        answer:
          'High-potency drugs such as haloperidol bind D2 receptors tightly with little anticholinergic activity, whereas low-potency drugs such as chlorpromazine have intrinsic anticholinergic effects that partly protect against extrapyramidal symptoms.',
      },
    ],
    highYield: [
      'The usual timeline of typical antipsychotic movement effects is acute dystonia in hours to days, akathisia in days to weeks, parkinsonism in weeks and tardive dyskinesia after months to years.',
      'High-potency typical antipsychotics are haloperidol and fluphenazine, and low-potency typical antipsychotics are chlorpromazine and thioridazine.',
      'Clozapine, the antipsychotic with the lowest risk of tardive dyskinesia, is an option to switch to when tardive dyskinesia develops and antipsychotic treatment must continue, alongside a VMAT2 inhibitor.',
    ],
    dontMiss:
      'Fever, rigidity and confusion in a patient recently started on or increased on haloperidol suggest neuroleptic malignant syndrome, which requires stopping the drug, checking CK and supportive care.',
  },
  {
    id: 'pharm-atypical-antipsychotics',
    title: 'Atypical antipsychotics (second-generation)',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['second-generation antipsychotics', 'SGA', 'clozapine', 'Clozaril', 'olanzapine', 'Zyprexa', 'quetiapine', 'Seroquel', 'risperidone', 'Risperdal', 'aripiprazole', 'Abilify'],
    definition:
      'Atypical (second-generation) antipsychotics, such as risperidone, olanzapine, quetiapine, aripiprazole, ziprasidone, lurasidone and clozapine, are first-line drugs for schizophrenia and bipolar disorder, with fewer extrapyramidal effects but more metabolic effects than typical antipsychotics.',
    mechanism: 'Atypical antipsychotics block dopamine D2 receptors and serotonin 5-HT2A receptors, and aripiprazole, brexpiprazole and cariprazine act as D2 partial agonists.',
    indications: [
      'Atypical antipsychotics other than clozapine are first-line treatment for schizophrenia.',
      'Clozapine is the drug of choice for treatment-resistant schizophrenia (failure of two adequate antipsychotic trials) and reduces suicidal behavior in schizophrenia.',
      'Atypical antipsychotics treat acute bipolar mania, and quetiapine, lurasidone, cariprazine and olanzapine-fluoxetine treat bipolar depression.',
      'Aripiprazole, brexpiprazole, cariprazine and quetiapine are approved as add-on therapy for major depression with inadequate antidepressant response.',
      'Risperidone and aripiprazole are approved for irritability associated with autism, and aripiprazole for Tourette syndrome.',
      'Pimavanserin, low-dose quetiapine or clozapine is used for psychosis in Parkinson disease because they worsen motor symptoms least.',
    ],
    adverseEffects: [
      'Atypical antipsychotics cause metabolic syndrome (weight gain, insulin resistance, type 2 diabetes and dyslipidemia), most with clozapine and olanzapine and least with aripiprazole, ziprasidone and lurasidone.',
      'Clozapine can cause severe neutropenia (agranulocytosis), most often in the first 6 months, so absolute neutrophil count monitoring is recommended before and during therapy.',
      'Clozapine can cause myocarditis (usually in the first weeks), dose-related seizures, severe constipation and ileus, sialorrhea, orthostatic hypotension and sedation.',
      'Risperidone and paliperidone cause the most hyperprolactinemia among atypical antipsychotics.',
      'Ziprasidone causes the most QT prolongation among atypical antipsychotics.',
      'Quetiapine and clozapine are strongly sedating and cause orthostatic hypotension, and aripiprazole commonly causes akathisia.',
      'Atypical antipsychotics can still cause extrapyramidal symptoms, tardive dyskinesia and neuroleptic malignant syndrome, though less often than typical agents.',
      'Atypical antipsychotics carry the FDA boxed warning for increased mortality, including stroke, in older adults with dementia-related psychosis.',
    ],
    contraindications: [
      'Clozapine is generally not restarted after clozapine-induced severe neutropenia or myocarditis unless the benefit clearly outweighs the risk, and it should not be started when the baseline neutrophil count is low.',
      'Ziprasidone is contraindicated with a prolonged QT interval, recent myocardial infarction or decompensated heart failure.',
    ],
    interactions: [
      'Clozapine and olanzapine are metabolized by CYP1A2, so smoking (which induces CYP1A2) lowers their levels and quitting smoking can cause clozapine toxicity.',
      'Fluvoxamine and ciprofloxacin inhibit CYP1A2 and can raise clozapine levels dangerously.',
      'Clozapine combined with other marrow-suppressive drugs such as carbamazepine increases the risk of agranulocytosis.',
      'Atypical antipsychotics add to the sedation of alcohol, benzodiazepines and opioids, and IM olanzapine should not be given together with parenteral benzodiazepines because of cardiorespiratory depression.',
    ],
    keyComparisons: [
      {
        with: 'pharm-typical-antipsychotics',
        difference: 'Atypical antipsychotics block 5-HT2A as well as D2 receptors, causing fewer extrapyramidal symptoms but more metabolic effects than typical antipsychotics.',
      },
      {
        with: 'psych-neuroleptic-malignant-syndrome',
        difference:
          'Atypical antipsychotics have a lower risk of neuroleptic malignant syndrome than typical antipsychotics, but the risk is not zero, and clozapine-related cases may have less rigidity.',
      },
    ],
    why: [
      {
        question: 'Why do atypical antipsychotics cause fewer extrapyramidal symptoms?',
        answer:
          'Atypical antipsychotics block 5-HT2A receptors, which disinhibits dopamine release in the nigrostriatal pathway, and several dissociate quickly from D2 receptors or act as partial agonists, so striatal dopamine signaling is better preserved.',
      },
      {
        question: 'Why does stopping smoking raise clozapine levels?',
        answer:
          'Polycyclic aromatic hydrocarbons in tobacco smoke induce CYP1A2, the main enzyme that metabolizes clozapine, so stopping smoking lowers CYP1A2 activity and can raise clozapine levels substantially; nicotine replacement does not induce CYP1A2.',
      },
    ],
    highYield: [
      'Metabolic monitoring for atypical antipsychotics includes weight or BMI, waist circumference, blood pressure, fasting glucose or HbA1c and lipids at baseline and at 12 weeks, then periodically.',
      'Clozapine is used only after failure of two antipsychotics because of its agranulocytosis, myocarditis and seizure risks, even though it is the most effective antipsychotic.',
      'Xanomeline-trospium, approved in 2024, treats schizophrenia through muscarinic receptor agonism rather than dopamine blockade.',
      'Long-acting injectable atypical antipsychotics (risperidone, paliperidone, aripiprazole) improve adherence in schizophrenia.',
    ],
    dontMiss: 'Fever or sore throat in a patient taking clozapine requires an urgent neutrophil count, and chest pain, tachycardia or fever in the first weeks of clozapine suggests myocarditis.',
  },
  {
    id: 'pharm-benzodiazepines',
    title: 'Benzodiazepines (and flumazenil)',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['benzodiazepine', 'benzos', 'lorazepam', 'Ativan', 'diazepam', 'Valium', 'alprazolam', 'Xanax', 'clonazepam', 'Klonopin', 'midazolam', 'flumazenil'],
    definition:
      'Benzodiazepines (for example lorazepam, diazepam, midazolam, alprazolam, clonazepam, chlordiazepoxide) are GABA-A receptor modulators used for seizures, alcohol withdrawal, acute anxiety and sedation, and flumazenil is their receptor antagonist.',
    mechanism:
      'Benzodiazepines bind the benzodiazepine site between the alpha and gamma subunits of the GABA-A receptor and increase the frequency of chloride channel opening in the presence of GABA, hyperpolarizing neurons.',
    indications: [
      'Benzodiazepines are first-line treatment for status epilepticus (IV lorazepam, IM midazolam or IV diazepam).',
      'Benzodiazepines are first-line treatment for alcohol withdrawal and prevent withdrawal seizures and delirium tremens.',
      'Benzodiazepines are used short term for acute anxiety and panic, often as a bridge while an SSRI takes effect.',
      'Midazolam is used for procedural sedation and anesthesia induction because of its rapid onset and short duration.',
      'Lorazepam is first-line treatment for catatonia.',
      'Benzodiazepines are used for agitation from stimulant intoxication, akathisia, muscle spasm and short-term insomnia.',
    ],
    adverseEffects: [
      'Benzodiazepines cause sedation, psychomotor slowing and anterograde amnesia.',
      'Benzodiazepines increase falls, fractures, delirium and motor vehicle crashes in older adults and are on the Beers list of drugs to avoid.',
      'Benzodiazepines cause respiratory depression that becomes dangerous when combined with opioids, alcohol or other sedatives.',
      'Benzodiazepines cause tolerance and physical dependence, and abrupt withdrawal after prolonged use causes anxiety, tremor, insomnia, seizures and potentially fatal delirium.',
      'Benzodiazepines can cause paradoxical agitation or disinhibition, especially in children and older adults.',
      'Benzodiazepines used near delivery can cause neonatal sedation, hypotonia (floppy infant syndrome) and neonatal withdrawal.',
    ],
    contraindications: [
      'Benzodiazepines are contraindicated in acute angle-closure glaucoma and severe respiratory insufficiency and should be avoided in untreated sleep apnea.',
      'Benzodiazepines should generally be avoided in combination with opioids, and carry an FDA boxed warning for this combination.',
      'Benzodiazepines should be avoided for chronic use in older adults and in patients with substance use disorders.',
    ],
    interactions: [
      'Benzodiazepines combined with opioids, alcohol, barbiturates or other CNS depressants cause additive, potentially fatal respiratory depression.',
      'Strong CYP3A4 inhibitors such as ketoconazole, clarithromycin and ritonavir raise levels of alprazolam, midazolam and triazolam.',
      'Lorazepam, oxazepam and temazepam are metabolized only by glucuronidation, so they are less affected by liver disease and CYP interactions.',
    ],
    antidote:
      'The antidote for benzodiazepine overdose is flumazenil, a competitive antagonist at the GABA-A benzodiazepine site, but it is mainly used to reverse procedural sedation because it can precipitate seizures in benzodiazepine-dependent patients or in mixed overdoses.',
    keyComparisons: [
      {
        with: 'psych-alcohol-withdrawal',
        difference:
          'Benzodiazepines treat alcohol withdrawal because alcohol and benzodiazepines are cross-tolerant at the GABA-A receptor; long-acting agents are preferred unless the patient has liver disease or is elderly.',
      },
      {
        with: 'pharm-opioid-agonists',
        difference: 'Benzodiazepine overdose alone rarely causes severe respiratory depression, whereas opioid overdose does; the combination is far more dangerous than either drug alone.',
      },
    ],
    why: [
      {
        question: 'Why is flumazenil avoided in an unknown overdose?',
        answer:
          'Flumazenil can precipitate acute benzodiazepine withdrawal with refractory seizures in chronic users and unmasks seizures from coingested proconvulsants such as tricyclic antidepressants, so supportive care is usually safer.',
      },
      {
        question: 'Why are lorazepam, oxazepam and temazepam preferred in liver disease?',
        answer:
          'Lorazepam, oxazepam and temazepam are cleared by glucuronidation without active metabolites, whereas diazepam and chlordiazepoxide require hepatic oxidation and form long-acting active metabolites that accumulate in liver disease and in older adults.',
      },
      {
        question: 'How do benzodiazepines differ from barbiturates at the GABA-A receptor?',
        answer:
          'Benzodiazepines increase the frequency of chloride channel opening and need GABA present, whereas barbiturates increase the duration of opening and at high doses open the channel directly, so barbiturates are more dangerous in overdose.',
      },
    ],
    highYield: [
      'Flumazenil has a shorter duration of action (about an hour) than most benzodiazepines, so resedation can occur.',
      'Flumazenil does not reverse opioids, alcohol or barbiturates.',
      'Z-drugs (zolpidem, zaleplon, eszopiclone) bind the same GABA-A site, are also reversed by flumazenil and carry a boxed warning for complex sleep behaviors such as sleepwalking and sleep driving.',
      'Long-term benzodiazepine use should be stopped by a gradual taper, not abruptly.',
    ],
    dontMiss: 'Seizures or delirium can develop in a hospitalized patient whose regular benzodiazepine is stopped abruptly, so home benzodiazepine use should be identified on admission.',
  },
  {
    id: 'pharm-phenytoin',
    title: 'Phenytoin (and fosphenytoin)',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['Dilantin', 'fosphenytoin', 'Cerebyx', 'hydantoin', 'phenytoin toxicity', 'antiepileptic', 'antiseizure drug'],
    definition:
      'Phenytoin and its IV prodrug fosphenytoin are sodium channel-blocking antiseizure drugs used for focal and tonic-clonic seizures and status epilepticus, notable for zero-order kinetics, enzyme induction and many chronic side effects.',
    mechanism: 'Phenytoin blocks voltage-gated sodium channels in a use-dependent way, prolonging their inactivated state and preventing high-frequency repetitive neuronal firing.',
    indications: [
      'Fosphenytoin or phenytoin is a second-line treatment for status epilepticus after benzodiazepines, with levetiracetam and valproate as equally effective alternatives.',
      'Phenytoin is used for focal seizures and generalized tonic-clonic seizures.',
      'Phenytoin is used for seizure prophylaxis during the first 7 days after severe traumatic brain injury.',
    ],
    adverseEffects: [
      'Phenytoin toxicity causes nystagmus (usually the first sign), diplopia, ataxia, slurred speech, sedation and confusion.',
      'Phenytoin with chronic use causes gingival hyperplasia, hirsutism, coarse facial features, acne and peripheral neuropathy.',
      'Phenytoin causes osteomalacia and osteoporosis by inducing vitamin D metabolism, and megaloblastic anemia by impairing folate absorption.',
      'Phenytoin can cause Stevens-Johnson syndrome and toxic epidermal necrolysis, with higher risk in carriers of HLA-B*15:02, and DRESS syndrome.',
      'Phenytoin can cause drug-induced lupus, lymphadenopathy (pseudolymphoma) and hepatotoxicity.',
      'Phenytoin in pregnancy causes fetal hydantoin syndrome with cleft lip and palate, hypoplastic distal phalanges and nails, microcephaly and developmental delay.',
      'IV phenytoin can cause hypotension, bradycardia and arrhythmias when infused rapidly, and extravasation can cause purple glove syndrome.',
    ],
    contraindications: [
      'IV phenytoin and fosphenytoin are contraindicated in sinus bradycardia, sinoatrial block, and second- or third-degree AV block.',
      'Phenytoin should be avoided in patients who carry HLA-B*15:02 and after prior phenytoin-induced severe skin reactions or DRESS.',
    ],
    interactions: [
      'Phenytoin induces CYP3A4, CYP2C9 and other enzymes, reducing the effectiveness of oral contraceptives, DOACs, many antiretrovirals, corticosteroids and other drugs.',
      'Phenytoin levels rise with CYP2C9 or CYP2C19 inhibitors such as isoniazid, fluconazole, amiodarone and TMP-SMX.',
      'Valproate displaces phenytoin from albumin and inhibits its metabolism, raising the free phenytoin level.',
      'Continuous enteral tube feeds reduce phenytoin absorption.',
    ],
    keyComparisons: [
      {
        with: 'pharm-carbamazepine',
        difference:
          'Phenytoin and carbamazepine both block sodium channels, induce CYP enzymes, are linked to HLA-B*15:02 skin reactions and worsen absence seizures, but phenytoin uniquely causes gingival hyperplasia, hirsutism and zero-order kinetics, whereas carbamazepine causes hyponatremia and agranulocytosis.',
      },
    ],
    why: [
      {
        question: 'Why can a small phenytoin dose increase cause toxicity?',
        answer:
          "Phenytoin's hepatic metabolism saturates within the therapeutic range, so elimination shifts from first-order to zero-order and a small dose increase can cause a disproportionately large rise in serum level.",
      },
      {
        question: 'Why must phenytoin levels be corrected in hypoalbuminemia?',
        answer:
          'Phenytoin is about 90% bound to albumin and only the free drug is active, so in hypoalbuminemia or uremia a normal total level can hide a toxic free level; a measured free level or corrected total level is used.',
      },
      {
        question: 'Why is fosphenytoin preferred over IV phenytoin?',
        answer:
          'Fosphenytoin is water-soluble and can be given faster without the propylene glycol and alkaline vehicle of IV phenytoin, which cause hypotension, arrhythmias and tissue injury on extravasation.',
      },
    ],
    highYield: [
      "Phenytoin's usual therapeutic total serum level is 10-20 mcg/mL.",
      'IV phenytoin should be infused no faster than 50 mg/min in adults (fosphenytoin up to 150 mg phenytoin equivalents/min) with cardiac monitoring.',
      'Phenytoin and other sodium channel blockers can worsen absence and myoclonic seizures.',
      'Phenytoin toxicity progresses with rising levels from nystagmus to ataxia to lethargy and confusion.',
    ],
    dontMiss: 'Fever, rash, lymphadenopathy and hepatitis weeks after starting phenytoin suggest DRESS, which requires stopping the drug immediately.',
  },
  {
    id: 'pharm-valproate',
    title: 'Valproate (valproic acid)',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['valproic acid', 'divalproex', 'Depakote', 'Depakene', 'VPA', 'sodium valproate', 'antiepileptic', 'mood stabilizer'],
    definition: 'Valproate (valproic acid, divalproex) is a broad-spectrum antiseizure drug and mood stabilizer, limited by hepatotoxicity, pancreatitis and major teratogenicity.',
    mechanism: 'Valproate blocks voltage-gated sodium channels and T-type calcium channels and increases brain GABA levels by inhibiting GABA transaminase.',
    indications: [
      'Valproate is highly effective for generalized epilepsies, including generalized tonic-clonic, absence and myoclonic seizures such as juvenile myoclonic epilepsy, and also treats focal seizures.',
      'Valproate is an IV second-line treatment for status epilepticus after benzodiazepines.',
      'Valproate is a first-line treatment for acute mania and maintenance of bipolar disorder.',
      'Valproate is used for migraine prophylaxis in patients who cannot become pregnant.',
    ],
    adverseEffects: [
      'Valproate can cause fatal hepatotoxicity, with the highest risk in children under 2 on multiple antiseizure drugs and in patients with mitochondrial disorders such as POLG mutations.',
      'Valproate can cause acute, sometimes hemorrhagic, pancreatitis.',
      'Valproate is a major teratogen, causing neural tube defects (spina bifida), other malformations and reduced IQ and autism in exposed children.',
      'Valproate can cause hyperammonemic encephalopathy, even with normal liver tests, which may respond to L-carnitine.',
      'Valproate causes dose-related thrombocytopenia, tremor, weight gain, hair thinning and GI upset.',
      'Valproate is associated with polycystic ovary features and menstrual irregularities.',
    ],
    contraindications: [
      'Valproate is contraindicated in significant hepatic disease, urea cycle disorders and mitochondrial disorders caused by POLG mutations.',
      'Valproate is contraindicated for migraine prevention in pregnancy and should be avoided in anyone who can become pregnant unless other treatments are unsuitable and effective contraception is used.',
    ],
    interactions: [
      'Valproate inhibits glucuronidation and roughly doubles lamotrigine levels, increasing the risk of Stevens-Johnson syndrome, so the lamotrigine dose must be halved.',
      'Carbapenems sharply lower valproate levels and can cause breakthrough seizures.',
      'Enzyme-inducing antiseizure drugs (phenytoin, carbamazepine, phenobarbital) lower valproate levels and increase its hepatotoxic metabolites.',
      'Valproate displaces phenytoin from albumin and raises phenobarbital levels, and topiramate combined with valproate increases hyperammonemia.',
    ],
    keyComparisons: [
      {
        with: 'pharm-lamotrigine',
        difference: 'Valproate is the most teratogenic common antiseizure drug, whereas lamotrigine is among the safest in pregnancy; valproate doubles lamotrigine levels when they are combined.',
      },
      {
        with: 'pharm-lithium',
        difference: 'Valproate and lithium are both first-line for acute mania and bipolar maintenance, but lithium has stronger antisuicidal evidence and valproate is far more teratogenic.',
      },
    ],
    why: [
      {
        question: 'Why is valproate avoided in women of reproductive potential?',
        answer:
          'Valproate exposure in pregnancy causes neural tube defects in about 1-2% of pregnancies, other malformations and lasting reductions in IQ, and folic acid does not fully prevent these effects.',
      },
      {
        question: 'Why does valproate cause hyperammonemia?',
        answer: 'Valproate metabolites inhibit carbamoyl phosphate synthetase I in the urea cycle and deplete carnitine, impairing ammonia clearance.',
      },
    ],
    highYield: [
      "Valproate's usual therapeutic total serum level for epilepsy is about 50-100 mcg/mL.",
      'Valproate requires baseline and periodic liver tests and platelet counts.',
      'Valproate is a broad-spectrum drug that treats absence seizures, unlike phenytoin and carbamazepine.',
    ],
    dontMiss: 'Vomiting, lethargy or abdominal pain in a patient taking valproate can signal hepatotoxicity, pancreatitis or hyperammonemia, so liver tests, lipase and ammonia should be checked.',
  },
  {
    id: 'pharm-carbamazepine',
    title: 'Carbamazepine (and oxcarbazepine)',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['Tegretol', 'Carbatrol', 'Equetro', 'oxcarbazepine', 'Trileptal', 'CBZ', 'antiepileptic'],
    definition:
      'Carbamazepine is a sodium channel-blocking antiseizure drug and mood stabilizer that is the drug of choice for trigeminal neuralgia, notable for autoinduction, strong enzyme induction, hyponatremia and HLA-linked skin reactions.',
    mechanism: 'Carbamazepine blocks voltage-gated sodium channels and stabilizes their inactivated state, limiting repetitive neuronal firing.',
    indications: [
      'Carbamazepine is the first-line drug for trigeminal neuralgia.',
      'Carbamazepine and oxcarbazepine are used for focal seizures, with or without secondary generalization.',
      'Extended-release carbamazepine is approved for acute mania and mixed episodes in bipolar I disorder.',
    ],
    adverseEffects: [
      'Carbamazepine can cause Stevens-Johnson syndrome and toxic epidermal necrolysis, strongly associated with HLA-B*15:02 in patients of Asian ancestry, and DRESS, associated with HLA-A*31:01.',
      'Carbamazepine can cause aplastic anemia and agranulocytosis, so blood counts are checked at baseline and during therapy.',
      'Carbamazepine and especially oxcarbazepine cause hyponatremia through an SIADH-like effect.',
      'Carbamazepine causes dose-related diplopia, dizziness, ataxia, sedation and nausea.',
      'Carbamazepine can cause hepatotoxicity and cardiac conduction abnormalities.',
      'Carbamazepine is teratogenic, causing neural tube defects, craniofacial defects and fingernail hypoplasia.',
    ],
    contraindications: [
      'Carbamazepine is contraindicated with a history of bone marrow depression, with MAO inhibitors or within 14 days of them, and with nefazodone.',
      'Carbamazepine should be avoided in patients who test positive for HLA-B*15:02, and genotyping is recommended before starting it in patients of at-risk Asian ancestry.',
    ],
    interactions: [
      'Carbamazepine strongly induces CYP3A4 and other enzymes, reducing the effectiveness of oral contraceptives, warfarin, DOACs, calcineurin inhibitors, protease inhibitors and many other drugs.',
      'Carbamazepine induces its own metabolism (autoinduction), so its half-life shortens and levels fall over the first few weeks, requiring dose adjustment.',
      'Carbamazepine levels rise to toxic ranges with CYP3A4 inhibitors such as clarithromycin, erythromycin, azole antifungals, diltiazem, verapamil, isoniazid and grapefruit juice.',
      'Carbamazepine lowers levels of lamotrigine, valproate and many psychiatric drugs.',
    ],
    keyComparisons: [
      {
        with: 'pharm-phenytoin',
        difference:
          'Carbamazepine causes hyponatremia, agranulocytosis and autoinduction, whereas phenytoin causes gingival hyperplasia, hirsutism and zero-order kinetics; both induce CYP enzymes and carry HLA-B*15:02-linked skin reactions.',
      },
    ],
    why: [
      {
        question: 'Why is HLA testing done before starting carbamazepine?',
        answer:
          'The HLA-B*15:02 allele, common in Han Chinese and other Southeast Asian populations, markedly increases the risk of carbamazepine-induced Stevens-Johnson syndrome and toxic epidermal necrolysis, so carriers should not receive carbamazepine.',
      },
      {
        question: 'Why do carbamazepine levels fall after a few weeks?',
        answer: 'Carbamazepine induces CYP3A4, the enzyme that metabolizes it, so its clearance increases over 2-4 weeks (autoinduction) and the dose often has to be raised.',
      },
    ],
    highYield: [
      "Carbamazepine's usual therapeutic serum level is about 4-12 mcg/mL.",
      'Carbamazepine can worsen absence and myoclonic seizures, so it is avoided in generalized epilepsies with these seizure types, such as juvenile myoclonic epilepsy and childhood absence epilepsy.',
      'Oxcarbazepine is a weaker enzyme inducer than carbamazepine but causes hyponatremia more often.',
    ],
    dontMiss: 'Fever, sore throat or bleeding in a patient taking carbamazepine requires an urgent blood count for agranulocytosis or aplastic anemia.',
  },
  {
    id: 'pharm-lamotrigine',
    title: 'Lamotrigine',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['Lamictal', 'LTG', 'antiepileptic', 'mood stabilizer'],
    definition:
      'Lamotrigine is an antiseizure drug and mood stabilizer used for focal and generalized epilepsy and bipolar depression prevention, notable for a risk of Stevens-Johnson syndrome that requires slow titration.',
    mechanism: 'Lamotrigine blocks voltage-gated sodium channels, stabilizing neuronal membranes and reducing release of glutamate.',
    indications: [
      'Lamotrigine is used for focal seizures and generalized seizures, including absence seizures and Lennox-Gastaut syndrome.',
      'Lamotrigine is approved for maintenance treatment of bipolar I disorder and is particularly effective at preventing depressive episodes, but it does not treat acute mania.',
      'Lamotrigine is one of the preferred antiseizure drugs in pregnancy because of its relatively low risk of major malformations.',
    ],
    adverseEffects: [
      'Lamotrigine can cause Stevens-Johnson syndrome and toxic epidermal necrolysis (boxed warning), with higher risk in children, with rapid titration or high starting doses and with concurrent valproate.',
      'Lamotrigine commonly causes dizziness, diplopia, ataxia, headache, nausea and insomnia.',
      'Lamotrigine can rarely cause hemophagocytic lymphohistiocytosis and aseptic meningitis.',
      'Lamotrigine can worsen myoclonic seizures in some patients with juvenile myoclonic epilepsy.',
    ],
    contraindications: ['Lamotrigine is contraindicated after a prior lamotrigine-associated serious rash or hypersensitivity reaction.'],
    interactions: [
      'Valproate roughly doubles lamotrigine levels by inhibiting glucuronidation, so lamotrigine doses are halved and titrated more slowly.',
      'Enzyme inducers such as carbamazepine, phenytoin and rifampin roughly halve lamotrigine levels.',
      'Estrogen-containing contraceptives increase lamotrigine clearance and lower its levels, and pregnancy markedly increases lamotrigine clearance, so levels are monitored.',
    ],
    keyComparisons: [
      { with: 'pharm-valproate', difference: 'Lamotrigine is relatively safe in pregnancy and mainly prevents bipolar depression, whereas valproate is highly teratogenic and treats acute mania.' },
      {
        with: 'pharm-lithium',
        difference:
          'Lamotrigine prevents bipolar depressive episodes more than manic ones and needs no blood level monitoring, whereas lithium prevents both poles and reduces suicide but requires level monitoring.',
      },
    ],
    why: [
      {
        question: 'Why must lamotrigine be titrated slowly?',
        answer:
          'The risk of lamotrigine-induced Stevens-Johnson syndrome rises with rapid dose escalation, so the dose is increased gradually over about 6 weeks, and restarting after a gap of more than about 5 half-lives requires repeating the titration.',
      },
      {
        question: 'Why does valproate require a lower lamotrigine dose?',
        answer:
          'Valproate inhibits the glucuronidation that clears lamotrigine, roughly doubling its half-life and levels, which increases the risk of serious rash unless the lamotrigine dose is reduced.',
      },
    ],
    highYield: [
      'Lamotrigine is weight neutral and causes little sedation or cognitive slowing.',
      'Any rash in the first 2 months of lamotrigine therapy should lead to stopping the drug unless the rash is clearly unrelated.',
    ],
    dontMiss: 'Fever, mucosal sores or blistering rash in the first weeks of lamotrigine suggest Stevens-Johnson syndrome and require stopping the drug immediately.',
  },
  {
    id: 'pharm-levodopa-carbidopa',
    title: 'Levodopa-carbidopa (and other Parkinson disease drugs)',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['levodopa', 'L-dopa', 'carbidopa', 'Sinemet', 'Rytary', 'pramipexole', 'ropinirole', 'dopamine agonist', 'rasagiline', 'entacapone', 'amantadine', 'antiparkinsonian drugs'],
    definition:
      'Levodopa-carbidopa is the most effective symptomatic therapy for Parkinson disease; other antiparkinsonian drugs include dopamine agonists, MAO-B inhibitors, COMT inhibitors, amantadine and anticholinergics.',
    mechanism:
      'Levodopa crosses the blood-brain barrier via the large neutral amino acid transporter and is converted by aromatic L-amino acid (dopa) decarboxylase to dopamine in the brain; carbidopa inhibits peripheral dopa decarboxylase and does not cross the blood-brain barrier.',
    indications: [
      'Levodopa-carbidopa is the most effective treatment for the motor symptoms of Parkinson disease (bradykinesia and rigidity) and is appropriate initial therapy for most patients, especially older patients and those with functional impairment.',
      'Dopamine agonists (pramipexole, ropinirole, rotigotine) are used as initial therapy in some younger patients with Parkinson disease or as add-on therapy, and are approved for restless legs syndrome.',
      'MAO-B inhibitors (selegiline, rasagiline, safinamide) provide mild symptomatic benefit in early Parkinson disease and reduce off time as add-on therapy.',
      'COMT inhibitors (entacapone, opicapone) prolong the effect of each levodopa dose and reduce wearing-off.',
      'Amantadine reduces levodopa-induced dyskinesias and provides mild symptomatic benefit in Parkinson disease.',
      'Anticholinergic drugs such as trihexyphenidyl and benztropine are sometimes used for tremor-predominant Parkinson disease in younger patients.',
      'Subcutaneous apomorphine, a dopamine agonist, is used as rescue therapy for sudden off episodes.',
    ],
    adverseEffects: [
      'Levodopa causes nausea and orthostatic hypotension, which carbidopa reduces.',
      'Levodopa with long-term use causes motor fluctuations (wearing-off and on-off phenomena) and peak-dose dyskinesias.',
      'Levodopa and dopamine agonists can cause hallucinations, psychosis, confusion and vivid dreams, especially in older patients.',
      'Dopamine agonists cause impulse control disorders (pathologic gambling, hypersexuality, compulsive shopping or eating), sudden sleep attacks, peripheral edema and orthostatic hypotension.',
      'Ergot dopamine agonists such as bromocriptine and cabergoline at high doses can cause pulmonary, retroperitoneal and cardiac valve fibrosis.',
      'Amantadine can cause livedo reticularis, ankle edema, confusion and hallucinations.',
      'Anticholinergic antiparkinsonian drugs cause confusion, memory impairment, urinary retention and constipation and are avoided in older adults.',
      'Tolcapone, a COMT inhibitor, can cause fatal hepatotoxicity and requires liver test monitoring.',
    ],
    contraindications: [
      'Levodopa-carbidopa is contraindicated with nonselective MAO inhibitors or within 14 days of them because of hypertensive crisis.',
      'Levodopa-carbidopa is contraindicated in narrow-angle glaucoma.',
      'Apomorphine is contraindicated with 5-HT3 antagonists such as ondansetron because the combination causes profound hypotension and loss of consciousness.',
    ],
    interactions: [
      "Dopamine antagonists such as haloperidol, other typical antipsychotics, metoclopramide and prochlorperazine worsen Parkinson disease and block levodopa's effect.",
      "Dietary protein competes with levodopa for intestinal absorption and blood-brain barrier transport, so high-protein meals can blunt levodopa's effect.",
      'Iron supplements reduce levodopa absorption.',
      'MAO-B inhibitors combined with meperidine, tramadol or other serotonergic drugs can cause serotonin syndrome.',
    ],
    keyComparisons: [
      {
        with: 'neuro-parkinson-disease',
        difference: 'Levodopa-carbidopa and other drugs treat the symptoms of Parkinson disease by restoring dopaminergic signaling, but none has been shown to slow neurodegeneration.',
      },
      {
        with: 'pharm-typical-antipsychotics',
        difference: 'Levodopa and dopamine agonists increase dopamine signaling and can cause psychosis, whereas typical antipsychotics block D2 receptors and can cause parkinsonism.',
      },
    ],
    why: [
      {
        question: 'Why is carbidopa given with levodopa?',
        answer:
          'Carbidopa blocks peripheral dopa decarboxylase without entering the brain, so less levodopa is converted to dopamine in the periphery, which reduces nausea and hypotension and lets more levodopa reach the brain.',
      },
      {
        question: 'Why not give dopamine itself for Parkinson disease?',
        answer: 'Dopamine does not cross the blood-brain barrier, whereas its precursor levodopa is carried across by the large neutral amino acid transporter and converted to dopamine in the brain.',
      },
      {
        question: 'Why is psychosis in Parkinson disease treated with pimavanserin, quetiapine or clozapine?',
        answer:
          'These drugs have little D2 blockade in the striatum, so they treat hallucinations without worsening parkinsonism, whereas haloperidol and most other antipsychotics worsen motor symptoms.',
      },
    ],
    highYield: [
      'Abrupt withdrawal of levodopa can cause parkinsonism-hyperpyrexia syndrome, which resembles neuroleptic malignant syndrome.',
      'Younger patients with Parkinson disease are more likely to develop levodopa-induced dyskinesias and motor fluctuations.',
      'Patients with Parkinson disease who need an antiemetic should avoid metoclopramide and prochlorperazine; ondansetron (not with apomorphine) or trimethobenzamide is used instead.',
    ],
    dontMiss:
      'A patient with Parkinson disease who cannot take oral levodopa, for example after surgery, is at risk of severe rigidity and parkinsonism-hyperpyrexia syndrome, so levodopa should be continued by feeding tube or replaced promptly.',
  },
  {
    id: 'pharm-opioid-agonists',
    title: 'Opioid agonists',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['opioids', 'opiates', 'narcotics', 'morphine', 'hydromorphone', 'Dilaudid', 'oxycodone', 'fentanyl', 'methadone', 'buprenorphine', 'codeine', 'tramadol'],
    definition:
      'Opioid agonists (morphine, hydromorphone, oxycodone, hydrocodone, fentanyl, methadone, codeine, tramadol and the partial agonist buprenorphine) act on mu-opioid receptors to relieve severe pain and treat opioid use disorder, at the cost of respiratory depression, constipation and dependence.',
    mechanism:
      'Opioid agonists activate mu (and kappa and delta) opioid receptors, which are Gi/o-coupled receptors that close presynaptic voltage-gated calcium channels (reducing release of glutamate and substance P) and open postsynaptic potassium channels (hyperpolarizing neurons), inhibiting pain transmission.',
    indications: [
      'Opioid agonists are used for severe acute pain and cancer-related pain when nonopioid analgesics are inadequate, at the lowest effective dose for the shortest necessary duration.',
      'Methadone (a full agonist) and buprenorphine (a partial agonist) are first-line medications for opioid use disorder and reduce overdose deaths.',
      'Low-dose morphine relieves dyspnea in palliative care.',
      'Opioid agonists also have nonanalgesic uses: loperamide, which acts only peripherally, treats diarrhea, and codeine suppresses cough.',
      'Fentanyl and other potent opioids are used as components of general anesthesia and procedural sedation.',
    ],
    adverseEffects: [
      'Opioid agonists cause respiratory depression by reducing brainstem responsiveness to carbon dioxide, which is the main cause of death in overdose.',
      'Opioid agonists cause constipation and miosis, to which little tolerance develops, so a stimulant laxative should be prescribed with long-term opioids.',
      'Opioid agonists cause sedation, nausea and vomiting (chemoreceptor trigger zone stimulation), pruritus, urinary retention and biliary sphincter spasm.',
      'Opioid agonists cause tolerance, physical dependence and opioid use disorder, and long-term use can cause opioid-induced hyperalgesia and hypogonadism.',
      'Opioid withdrawal causes yawning, lacrimation, rhinorrhea, mydriasis, piloerection, diarrhea, abdominal cramps and anxiety, and is uncomfortable but rarely life-threatening in adults.',
      'Meperidine forms normeperidine, which accumulates in kidney failure and causes seizures, and meperidine can cause serotonin syndrome with MAO inhibitors.',
      'Methadone prolongs the QT interval and can cause torsades de pointes, and its long, variable half-life can cause delayed accumulation and overdose.',
      'Tramadol lowers the seizure threshold and can cause serotonin syndrome, hypoglycemia and hyponatremia.',
      "Morphine's active metabolites accumulate in kidney failure and cause prolonged sedation, myoclonus and respiratory depression.",
      'Rapid high-dose IV fentanyl can cause chest wall rigidity.',
    ],
    contraindications: [
      'Opioid agonists are contraindicated in significant respiratory depression, acute severe asthma without monitoring, and known or suspected paralytic ileus.',
      'Codeine and tramadol are contraindicated in children under 12 years and after tonsillectomy or adenoidectomy in patients under 18 because ultrarapid CYP2D6 metabolizers can develop fatal respiratory depression.',
      'Meperidine, tramadol and methadone should not be combined with MAO inhibitors.',
    ],
    interactions: [
      'Opioid agonists combined with benzodiazepines, alcohol, gabapentinoids or other sedatives cause additive respiratory depression and overdose death (FDA boxed warning).',
      'CYP3A4 inhibitors such as clarithromycin, azoles and ritonavir raise levels of fentanyl, oxycodone and methadone and can cause fatal respiratory depression, whereas inducers such as rifampin can precipitate methadone withdrawal.',
      'CYP2D6 inhibitors such as fluoxetine, paroxetine and bupropion reduce conversion of codeine and tramadol to their active forms and reduce analgesia.',
      'Tramadol, meperidine, methadone and fentanyl combined with serotonergic drugs can cause serotonin syndrome.',
    ],
    antidote: 'The antidote for opioid agonist overdose is naloxone, a competitive mu-opioid receptor antagonist given IV, IM, subcutaneously or intranasally.',
    keyComparisons: [
      {
        with: 'em-opioid-overdose',
        difference:
          'Opioid agonist pharmacology covers therapeutic use and side effects, whereas opioid overdose is the toxic syndrome of respiratory depression, miosis and coma treated with ventilation and naloxone.',
      },
      {
        with: 'pharm-naloxone',
        difference: 'Opioid agonists activate mu receptors, whereas naloxone is a competitive mu antagonist that reverses their effects but has a shorter duration than many opioids.',
      },
    ],
    why: [
      {
        question: 'Why does buprenorphine precipitate withdrawal in patients taking full agonists?',
        answer:
          'Buprenorphine is a high-affinity partial mu agonist that displaces full agonists such as heroin or fentanyl from the receptor but activates it less, so the net opioid effect falls abruptly; buprenorphine is therefore started when the patient is already in mild to moderate withdrawal.',
      },
      {
        question: 'Why do patients on chronic opioids stay constipated?',
        answer:
          'Tolerance develops to opioid euphoria, analgesia and respiratory depression, but very little develops to mu-receptor effects on gut motility and the pupil, so constipation and miosis persist.',
      },
      {
        question: 'Why are codeine and tramadol dangerous in ultrarapid CYP2D6 metabolizers?',
        answer:
          'Codeine and tramadol are converted by CYP2D6 to the more potent mu agonists morphine and O-desmethyltramadol, so ultrarapid metabolizers produce high levels of active drug and can develop fatal respiratory depression.',
      },
    ],
    highYield: [
      'Buprenorphine has a ceiling effect on respiratory depression, making it safer in overdose than full agonists, unless combined with other sedatives.',
      'Fentanyl or hydromorphone is preferred over morphine and codeine in kidney failure because morphine and codeine metabolites accumulate.',
      'Naloxone should be offered to patients at increased overdose risk, such as those on higher opioid doses, on benzodiazepines or with a history of overdose or substance use disorder.',
      'Peripherally acting mu antagonists such as methylnaltrexone and naloxegol treat opioid-induced constipation without reversing analgesia.',
    ],
    dontMiss: 'Pinpoint pupils, a respiratory rate below 12 and decreased consciousness in a patient on opioids indicate opioid toxicity requiring ventilatory support and naloxone.',
  },
  {
    id: 'pharm-naloxone',
    title: 'Naloxone',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['Narcan', 'opioid antagonist', 'Kloxxado', 'nalmefene', 'naltrexone', 'Vivitrol', 'opioid reversal'],
    definition:
      'Naloxone is a short-acting competitive opioid receptor antagonist used to reverse opioid-induced respiratory and CNS depression, available for IV, IM, subcutaneous and intranasal use, including over the counter.',
    mechanism: 'Naloxone competitively displaces opioids from mu (and kappa and delta) receptors without activating them, reversing respiratory depression, sedation and miosis within minutes.',
    indications: [
      'Naloxone is indicated for suspected opioid overdose with respiratory depression, given while supporting ventilation with a bag-valve mask.',
      'Intranasal naloxone is available over the counter and should be distributed to people who use opioids and their families for bystander rescue.',
      'Naloxone is used to reverse opioid-induced respiratory depression after anesthesia or procedural sedation.',
      'Naloxone in low, titrated IV doses (starting around 0.04-0.4 mg) restores breathing in opioid-dependent patients while limiting precipitated withdrawal.',
    ],
    adverseEffects: [
      'Naloxone can precipitate acute opioid withdrawal in dependent patients, with agitation, vomiting (risking aspiration), diarrhea, tachycardia and hypertension.',
      'Naloxone can rarely cause noncardiogenic pulmonary edema, arrhythmias or seizures, especially after large doses in opioid-dependent patients.',
      'Naloxone wears off within about 30-90 minutes, so respiratory depression can recur after long-acting or high-potency opioids.',
    ],
    contraindications: ['Naloxone has no absolute contraindication in suspected opioid overdose other than hypersensitivity to naloxone.'],
    interactions: [
      'Naloxone reverses the analgesia of opioid agonists as well as their respiratory depression.',
      'Naloxone reverses buprenorphine only partially and may require higher doses because buprenorphine binds the mu receptor very tightly.',
    ],
    keyComparisons: [
      {
        with: 'pharm-opioid-agonists',
        difference:
          'Naloxone is a pure competitive antagonist with a short half-life, whereas many opioid agonists (methadone, extended-release oxycodone, fentanyl analogs) act longer, so repeat doses or an infusion may be needed.',
      },
      { with: 'pharm-benzodiazepines', difference: 'Naloxone reverses opioids but not benzodiazepines, whereas flumazenil reverses benzodiazepines but not opioids.' },
    ],
    why: [
      {
        question: 'Why is naloxone combined with buprenorphine in sublingual films?',
        answer:
          'Naloxone has poor oral and sublingual bioavailability because of first-pass metabolism, so it has little effect when the film is used as directed but precipitates withdrawal if the product is dissolved and injected, deterring misuse.',
      },
      {
        question: 'Why must patients be observed after naloxone reversal?',
        answer:
          "Naloxone's duration of action is often shorter than that of the opioid taken, so respiratory depression can return after naloxone wears off, especially with methadone, extended-release products or potent synthetic opioids.",
      },
    ],
    highYield: [
      'Naltrexone is a long-acting oral or monthly IM opioid antagonist used for alcohol use disorder and opioid use disorder, and it requires 7-10 days without opioids before starting to avoid precipitated withdrawal.',
      'Nalmefene is a longer-acting opioid antagonist available as injection and nasal spray for opioid overdose.',
      'Naloxone does not reverse respiratory depression from benzodiazepines, alcohol or barbiturates and does not reliably reverse clonidine toxicity.',
      'Naloxone has no proven benefit during established cardiac arrest, where high-quality CPR takes priority.',
    ],
    dontMiss: 'A patient revived with naloxone after a methadone or extended-release opioid overdose can relapse into respiratory depression hours later and should not be discharged early.',
  },
  {
    id: 'pharm-nsaids',
    title: 'NSAIDs (nonsteroidal anti-inflammatory drugs)',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['NSAID', 'nonsteroidal anti-inflammatory drug', 'ibuprofen', 'Advil', 'Motrin', 'naproxen', 'Aleve', 'ketorolac', 'Toradol', 'indomethacin', 'diclofenac', 'celecoxib'],
    definition:
      'NSAIDs (ibuprofen, naproxen, ketorolac, indomethacin, diclofenac, meloxicam and the COX-2-selective celecoxib) inhibit prostaglandin synthesis and are used for pain, fever and inflammation, limited by GI, renal and cardiovascular toxicity.',
    mechanism:
      'NSAIDs reversibly inhibit cyclooxygenase-1 and -2, reducing synthesis of prostaglandins and thromboxane; celecoxib selectively inhibits COX-2, and aspirin differs by irreversibly acetylating COX.',
    indications: [
      'NSAIDs are first-line for many musculoskeletal pains, osteoarthritis symptoms, dysmenorrhea and acute migraine.',
      'NSAIDs such as naproxen or indomethacin are a first-line treatment for acute gout flares.',
      'NSAIDs (ibuprofen or high-dose aspirin) with colchicine are first-line treatment for acute pericarditis.',
      'NSAIDs such as ketorolac are first-line analgesics for renal colic.',
      'NSAIDs relieve pain and stiffness in inflammatory arthritis and are first-line drug therapy for axial spondyloarthritis.',
      'Indomethacin or ibuprofen is used to close a patent ductus arteriosus in preterm infants.',
    ],
    adverseEffects: [
      'NSAIDs cause dyspepsia, gastric and duodenal ulcers and GI bleeding by removing prostaglandin protection of the mucosa.',
      'NSAIDs can cause acute kidney injury by constricting the afferent arteriole, especially in volume depletion, heart failure, cirrhosis, CKD and with ACE inhibitors or diuretics.',
      'NSAIDs can cause acute interstitial nephritis (sometimes with nephrotic syndrome) and renal papillary necrosis.',
      'NSAIDs cause sodium and water retention, which raises blood pressure and can worsen heart failure, and can cause hyperkalemia.',
      'NSAIDs other than aspirin increase the risk of myocardial infarction and stroke (FDA boxed warning), with risk rising with dose and duration.',
      'NSAIDs can trigger bronchospasm, nasal congestion and urticaria in aspirin-exacerbated respiratory disease.',
      'NSAIDs can cause hepatotoxicity (notably diclofenac) and increase bleeding by inhibiting platelet thromboxane (except celecoxib).',
      'NSAIDs used at 20 weeks of gestation or later can cause fetal kidney dysfunction and oligohydramnios, and after about 30 weeks can cause premature closure of the ductus arteriosus.',
    ],
    contraindications: [
      'NSAIDs are contraindicated for pain around coronary artery bypass graft surgery and should be avoided in decompensated heart failure.',
      'NSAIDs should be avoided in active peptic ulcer disease or GI bleeding, advanced CKD (eGFR below 30) and aspirin-exacerbated respiratory disease.',
      'NSAIDs should be avoided from 20 weeks of pregnancy onward unless specifically indicated (low-dose aspirin excepted).',
    ],
    interactions: [
      'NSAIDs combined with an ACE inhibitor or ARB and a diuretic (the triple whammy) greatly increase the risk of acute kidney injury.',
      'NSAIDs raise lithium levels and reduce methotrexate clearance, risking toxicity of both.',
      'NSAIDs combined with anticoagulants, antiplatelets, SSRIs or corticosteroids increase GI bleeding risk.',
      "Ibuprofen taken before aspirin blocks aspirin's access to platelet COX-1 and reduces its cardioprotective effect, so aspirin should be taken at least 30 minutes before ibuprofen.",
      'NSAIDs blunt the effect of antihypertensives and diuretics.',
    ],
    keyComparisons: [
      {
        with: 'pharm-acetaminophen',
        difference:
          'NSAIDs are anti-inflammatory and inhibit platelets but cause GI, renal and cardiovascular toxicity, whereas acetaminophen has no meaningful anti-inflammatory or antiplatelet effect and its main risk is dose-related hepatotoxicity.',
      },
      {
        with: 'em-salicylate-toxicity',
        difference:
          'Therapeutic NSAID effects come from COX inhibition, whereas salicylate toxicity causes a mixed respiratory alkalosis and anion gap metabolic acidosis with tinnitus and is treated with bicarbonate and dialysis.',
      },
    ],
    why: [
      {
        question: 'Why do NSAIDs cause kidney injury?',
        answer:
          'Prostaglandins dilate the afferent arteriole to maintain GFR when renal perfusion is low, so NSAIDs cause afferent vasoconstriction and a fall in GFR in volume-depleted patients or those with heart failure, cirrhosis or CKD.',
      },
      {
        question: 'Why do NSAIDs cause peptic ulcers?',
        answer: 'COX-1-derived prostaglandins maintain gastric mucus and bicarbonate secretion and mucosal blood flow, so NSAIDs weaken mucosal defense against acid.',
      },
      {
        question: 'Why does celecoxib cause fewer ulcers but no cardioprotection?',
        answer:
          'Celecoxib spares COX-1 in the stomach and platelets, so it causes fewer ulcers but provides no antiplatelet effect, and by reducing COX-2-derived prostacyclin without reducing thromboxane it may favor thrombosis.',
      },
    ],
    highYield: [
      'Ketorolac should not be used for more than 5 days because of GI bleeding and kidney injury risk.',
      'A proton pump inhibitor or misoprostol is co-prescribed with NSAIDs for patients at high risk of GI bleeding.',
      'NSAIDs worsen asthma mainly in patients with aspirin-exacerbated respiratory disease, the triad of asthma, nasal polyps and NSAID sensitivity.',
      'Topical NSAIDs such as diclofenac gel are effective for knee and hand osteoarthritis with much lower systemic exposure.',
    ],
    dontMiss: 'An older patient taking an ACE inhibitor and a diuretic who starts an NSAID can develop acute kidney injury and hyperkalemia, so NSAIDs are best avoided or monitored closely.',
  },
  {
    id: 'pharm-acetaminophen',
    title: 'Acetaminophen (paracetamol)',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['paracetamol', 'Tylenol', 'APAP', 'Ofirmev', 'IV acetaminophen', 'N-acetyl-p-aminophenol'],
    definition: 'Acetaminophen (paracetamol) is an analgesic and antipyretic with no meaningful anti-inflammatory or antiplatelet effect, safe at recommended doses but hepatotoxic in overdose.',
    mechanism:
      'Acetaminophen inhibits cyclooxygenase mainly in the central nervous system, where peroxide levels are low, and is thought to also act through descending serotonergic and cannabinoid pathways; it is a weak COX inhibitor in inflamed peripheral tissue.',
    indications: [
      'Acetaminophen is a first-line analgesic and antipyretic for mild to moderate pain and fever.',
      'Acetaminophen is preferred over NSAIDs in patients with peptic ulcer disease, CKD, heart failure, bleeding risk or anticoagulant use.',
      'Acetaminophen is generally preferred over NSAIDs for pain and fever in pregnancy, used at the lowest effective dose for the shortest time.',
      'Acetaminophen (or ibuprofen), not aspirin, is used for fever in children with viral illness because aspirin can cause Reye syndrome.',
      'Acetaminophen at a reduced maximum dose (commonly up to 2 g per day) is the preferred analgesic in cirrhosis, where NSAIDs are avoided.',
      'Scheduled acetaminophen is a standard component of multimodal postoperative analgesia to reduce opioid requirements.',
    ],
    adverseEffects: [
      'Acetaminophen in overdose causes dose-dependent centrilobular (zone 3) hepatic necrosis that can progress to acute liver failure.',
      'Acetaminophen is generally well tolerated at therapeutic doses, with rare severe skin reactions such as Stevens-Johnson syndrome, toxic epidermal necrolysis and acute generalized exanthematous pustulosis.',
      'Acetaminophen taken regularly in higher doses can modestly raise the INR in patients taking warfarin.',
    ],
    contraindications: [
      'Acetaminophen is contraindicated in severe active liver disease or acute liver failure, and lower maximum doses are used in chronic heavy alcohol use, malnutrition and chronic liver disease.',
    ],
    interactions: [
      'Acetaminophen hepatotoxicity is more likely with chronic alcohol use, which induces CYP2E1 and depletes glutathione, and with fasting or malnutrition.',
      'Acetaminophen hepatotoxicity risk may be increased by enzyme inducers and isoniazid.',
      'Acetaminophen is present in many combination products (opioid combinations, cold remedies), which commonly causes unintentional overdose.',
    ],
    antidote: 'The antidote for acetaminophen overdose is N-acetylcysteine, which replenishes glutathione and is most effective when started within 8 hours of ingestion.',
    keyComparisons: [
      {
        with: 'pharm-nsaids',
        difference:
          'Acetaminophen has no anti-inflammatory, antiplatelet, renal or GI ulcer effects, whereas NSAIDs are anti-inflammatory but cause GI bleeding, kidney injury and cardiovascular risk.',
      },
      {
        with: 'em-acetaminophen-overdose',
        difference:
          'Acetaminophen pharmacology covers safe therapeutic use, whereas acetaminophen overdose is the toxic emergency assessed with the Rumack-Matthew nomogram and treated with N-acetylcysteine.',
      },
    ],
    why: [
      {
        question: 'Why is acetaminophen hepatotoxic in overdose?',
        answer:
          'Acetaminophen is normally conjugated by glucuronidation and sulfation, with a small fraction oxidized by CYP2E1 to the toxic metabolite NAPQI, which glutathione detoxifies; in overdose the conjugation pathways saturate, glutathione is depleted and NAPQI binds hepatocyte proteins, causing centrilobular necrosis.',
      },
      {
        question: 'Why does acetaminophen reduce fever and pain but not inflammation?',
        answer:
          'Acetaminophen inhibits COX only where peroxide levels are low, as in the brain, and is inactive in inflamed tissues with high peroxide levels, so it lowers fever and pain without reducing peripheral inflammation.',
      },
    ],
    highYield: [
      "Acetaminophen's usual maximum dose in healthy adults is 4 g per day, with lower limits advised for chronic alcohol use, malnutrition, low body weight and liver disease.",
      'Acetaminophen does not inhibit platelets, cause peptic ulcers or reduce kidney perfusion.',
      'Acetaminophen is available IV for patients who cannot take oral medications.',
    ],
    dontMiss: 'Any intentional overdose should include an acetaminophen level, because early acetaminophen poisoning is often asymptomatic and N-acetylcysteine works best when started early.',
  },
  {
    id: 'pharm-methotrexate',
    title: 'Methotrexate (and leucovorin rescue)',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['MTX', 'Trexall', 'Otrexup', 'Rasuvo', 'antifolate', 'leucovorin', 'folinic acid', 'glucarpidase'],
    definition:
      'Methotrexate is a folate antagonist used at low weekly doses as the anchor disease-modifying drug for rheumatoid arthritis and other inflammatory diseases, and at high doses as chemotherapy, with leucovorin used to rescue normal cells from toxicity.',
    mechanism:
      'Methotrexate competitively inhibits dihydrofolate reductase, depleting tetrahydrofolate and blocking thymidylate and purine synthesis (S-phase specific); at low doses its anti-inflammatory effect is largely mediated by increased extracellular adenosine.',
    indications: [
      'Methotrexate, given once weekly, is the first-line conventional DMARD and anchor drug for rheumatoid arthritis.',
      'Methotrexate is used for psoriasis, psoriatic arthritis, juvenile idiopathic arthritis, maintenance of Crohn disease and as a steroid-sparing agent in vasculitis and sarcoidosis.',
      'IM methotrexate is a medical treatment for unruptured ectopic pregnancy in hemodynamically stable patients who meet criteria.',
      'Methotrexate is used in chemotherapy for acute lymphoblastic leukemia (including intrathecal CNS prophylaxis), osteosarcoma, primary CNS lymphoma, gestational trophoblastic neoplasia and some breast and bladder cancers.',
    ],
    adverseEffects: [
      'Methotrexate causes bone marrow suppression, which can be life-threatening with overdose, kidney impairment or interacting drugs.',
      'Methotrexate causes mucositis, stomatitis, nausea and alopecia.',
      'Methotrexate causes hepatotoxicity, including fibrosis and cirrhosis with long-term use, so liver tests are monitored and alcohol is limited.',
      'Methotrexate can cause hypersensitivity pneumonitis with dry cough, dyspnea and fever.',
      'High-dose methotrexate can cause acute kidney injury from drug precipitation in acidic urine.',
      'Methotrexate is teratogenic and an abortifacient, causing fetal loss and malformations.',
      'Methotrexate can cause megaloblastic anemia from folate depletion.',
    ],
    contraindications: [
      'Methotrexate is contraindicated in pregnancy and breastfeeding, and it should be stopped at least 1-3 months before a planned conception.',
      'Methotrexate is contraindicated in significant liver disease, alcohol use disorder, significant kidney impairment (eGFR below 30 for low-dose therapy), immunodeficiency and preexisting marrow failure.',
    ],
    interactions: [
      'Methotrexate combined with TMP-SMX causes additive folate antagonism and reduced renal clearance, leading to pancytopenia.',
      'Methotrexate clearance is reduced by NSAIDs, penicillins, probenecid and proton pump inhibitors, which can cause toxicity, especially with high-dose therapy.',
      'Methotrexate combined with alcohol or other hepatotoxic drugs increases liver injury.',
    ],
    antidote:
      'The antidote for methotrexate toxicity is leucovorin (folinic acid), which bypasses the dihydrofolate reductase block; glucarpidase, which enzymatically cleaves methotrexate, is used when high-dose methotrexate levels are toxic because of kidney failure.',
    keyComparisons: [
      {
        with: 'pharm-trimethoprim-sulfamethoxazole',
        difference: 'Methotrexate inhibits human dihydrofolate reductase, whereas trimethoprim inhibits the bacterial enzyme; combining them can cause severe marrow suppression.',
      },
    ],
    why: [
      {
        question: 'Why does leucovorin rescue normal cells from methotrexate?',
        answer:
          'Leucovorin is a reduced folate (5-formyl-tetrahydrofolate) that does not need dihydrofolate reductase, so it restores the folate pool and DNA synthesis in normal cells despite methotrexate; timing it after high-dose methotrexate allows tumor kill first.',
      },
      {
        question: 'Why is folic acid given with low-dose methotrexate?',
        answer: 'Daily folic acid reduces methotrexate-related mucositis, GI upset, liver enzyme elevation and cytopenias without meaningfully reducing its effectiveness in rheumatoid arthritis.',
      },
      {
        question: 'Why does leucovorin increase the toxicity of 5-fluorouracil?',
        answer: "Leucovorin stabilizes the binding of 5-fluorouracil's active metabolite to thymidylate synthase, enhancing its effect, which is the opposite of its rescue role with methotrexate.",
      },
    ],
    highYield: [
      'Methotrexate for rheumatoid arthritis is dosed once weekly, and accidental daily dosing causes fatal toxicity.',
      'Methotrexate monitoring includes blood counts, liver tests and creatinine at baseline and every few months.',
      'High-dose methotrexate requires IV hydration, urinary alkalinization, drug level monitoring and scheduled leucovorin rescue.',
    ],
    dontMiss: 'Mouth ulcers, fever or cytopenias in a patient on methotrexate, especially after starting TMP-SMX or developing kidney impairment, suggest methotrexate toxicity requiring leucovorin.',
  },
  {
    id: 'pharm-cyclophosphamide',
    title: 'Cyclophosphamide (and mesna)',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['Cytoxan', 'CTX', 'alkylating agent', 'nitrogen mustard', 'ifosfamide', 'mesna', 'Mesnex'],
    definition: 'Cyclophosphamide is a nitrogen mustard alkylating agent used in chemotherapy and for severe autoimmune disease, notable for hemorrhagic cystitis that mesna prevents.',
    mechanism:
      'Cyclophosphamide is a prodrug activated by hepatic CYP450 enzymes to phosphoramide mustard, which cross-links DNA strands at guanine N-7 (cell-cycle nonspecific); the byproduct acrolein is excreted in urine and injures the bladder.',
    indications: [
      'Cyclophosphamide is part of chemotherapy regimens for non-Hodgkin lymphoma (such as R-CHOP), breast cancer and several pediatric solid tumors.',
      'Cyclophosphamide is an induction treatment for severe lupus nephritis (low-dose IV regimens) and for ANCA-associated vasculitis such as granulomatosis with polyangiitis, where rituximab is an equally effective and often preferred alternative.',
      'Cyclophosphamide is used for severe organ-threatening autoimmune disease, such as scleroderma interstitial lung disease, and in conditioning and graft-versus-host disease prophylaxis for stem cell transplantation.',
    ],
    adverseEffects: [
      'Cyclophosphamide causes hemorrhagic cystitis because its metabolite acrolein injures the bladder urothelium.',
      'Cyclophosphamide increases the long-term risk of bladder cancer (transitional cell carcinoma), so persistent hematuria after therapy requires cystoscopy.',
      'Cyclophosphamide causes myelosuppression, mainly leukopenia, with a nadir about 1-2 weeks after a dose, and increases the risk of infections including Pneumocystis pneumonia.',
      'Cyclophosphamide causes gonadal toxicity with premature ovarian insufficiency and azoospermia, related to cumulative dose and age.',
      'High-dose cyclophosphamide can cause SIADH with hyponatremia and hemorrhagic myocarditis.',
      'Cyclophosphamide increases the risk of secondary myelodysplastic syndrome and acute myeloid leukemia.',
      'Cyclophosphamide causes nausea, vomiting and alopecia and is teratogenic.',
    ],
    contraindications: ['Cyclophosphamide is contraindicated in urinary outflow obstruction, is avoided in pregnancy (especially the first trimester), and is avoided in severe marrow suppression or active uncontrolled infection.'],
    interactions: [
      'Cyclophosphamide activation depends on CYP450 enzymes, so strong inducers or inhibitors can alter its efficacy and toxicity.',
      'Cyclophosphamide combined with anthracyclines or trastuzumab increases the risk of cardiotoxicity.',
    ],
    keyComparisons: [
      {
        with: 'pharm-methotrexate',
        difference:
          'Cyclophosphamide is an alkylating agent that cross-links DNA and causes hemorrhagic cystitis and infertility, whereas methotrexate is an antimetabolite that inhibits folate metabolism and causes mucositis, hepatotoxicity and pneumonitis.',
      },
    ],
    why: [
      {
        question: 'How does mesna protect the bladder from cyclophosphamide?',
        answer:
          "Mesna is a thiol compound that is filtered into the urine, where its free sulfhydryl group binds acrolein and forms a harmless compound, without affecting cyclophosphamide's systemic anticancer effect.",
      },
      {
        question: 'Why does cyclophosphamide need the liver to work?',
        answer: 'Cyclophosphamide is inactive until hepatic CYP450 enzymes convert it to 4-hydroxycyclophosphamide, which breaks down into the active phosphoramide mustard and acrolein.',
      },
    ],
    highYield: [
      'Mesna prevents cyclophosphamide and ifosfamide hemorrhagic cystitis by binding and inactivating acrolein in the urine; it is given with vigorous hydration and frequent voiding, mainly with high-dose regimens.',
      'Ifosfamide, a related alkylating agent, also requires mesna and additionally causes encephalopathy and Fanconi syndrome with nephrotoxicity.',
      'Fertility preservation (sperm banking, oocyte or embryo cryopreservation) should be discussed before cyclophosphamide in young patients.',
      'Pneumocystis prophylaxis is commonly given with cyclophosphamide, especially when combined with glucocorticoids.',
    ],
    dontMiss: 'Gross hematuria during or after cyclophosphamide suggests hemorrhagic cystitis, and hematuria years later must be evaluated for bladder cancer.',
  },
  {
    id: 'pharm-anthracyclines',
    title: 'Anthracyclines (doxorubicin, daunorubicin)',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['anthracycline', 'doxorubicin', 'Adriamycin', 'daunorubicin', 'idarubicin', 'epirubicin', 'liposomal doxorubicin', 'Doxil', 'dexrazoxane', 'Zinecard', 'Totect'],
    definition:
      'Anthracyclines (doxorubicin, daunorubicin, idarubicin, epirubicin) are cytotoxic antitumor antibiotics used for breast cancer, lymphomas, leukemias and sarcomas, limited by cumulative dose-dependent cardiotoxicity, which dexrazoxane reduces.',
    mechanism:
      'Anthracyclines intercalate into DNA, inhibit topoisomerase II (trapping the cleavage complex and causing double-strand breaks) and generate iron-dependent free radicals, which mediate much of their cardiotoxicity.',
    indications: [
      'Doxorubicin is part of chemotherapy regimens for breast cancer, Hodgkin lymphoma (ABVD), non-Hodgkin lymphoma (R-CHOP) and soft tissue sarcomas.',
      'Daunorubicin or idarubicin combined with cytarabine is standard induction chemotherapy for acute myeloid leukemia.',
      'Anthracyclines are used for acute lymphoblastic leukemia, Wilms tumor, neuroblastoma and other pediatric cancers, and liposomal doxorubicin treats ovarian cancer, multiple myeloma and Kaposi sarcoma.',
    ],
    adverseEffects: [
      'Anthracyclines cause cumulative dose-dependent cardiotoxicity, typically a dilated cardiomyopathy with reduced ejection fraction that may appear years after treatment and is often irreversible.',
      'Anthracyclines cause myelosuppression, which is the usual acute dose-limiting toxicity.',
      'Anthracyclines cause alopecia, mucositis, nausea and vomiting.',
      'Anthracyclines are vesicants, and extravasation causes severe tissue necrosis.',
      'Anthracyclines turn urine red-orange for a day or two after infusion, which is harmless and not hematuria.',
      'Anthracyclines increase the risk of secondary acute myeloid leukemia, characteristically with a short latency and 11q23 (KMT2A) rearrangements.',
      'Liposomal doxorubicin commonly causes hand-foot syndrome (palmar-plantar erythrodysesthesia).',
    ],
    contraindications: [
      'Anthracyclines are avoided in patients with significantly reduced ejection fraction, recent myocardial infarction or severe arrhythmias, and in those who have reached the maximum cumulative dose.',
      'Anthracycline doses are reduced in hyperbilirubinemia because they are cleared mainly by the liver.',
    ],
    interactions: [
      'Anthracyclines combined with trastuzumab greatly increase the risk of heart failure, so the two are usually not given at the same time.',
      'Anthracycline cardiotoxicity is increased by prior mediastinal or chest radiation and by high-dose cyclophosphamide.',
    ],
    antidote:
      'The antidote for anthracycline extravasation is IV dexrazoxane, which is also used as a cardioprotective agent in patients who have received a high cumulative doxorubicin dose (for example over 300 mg/m2 in metastatic breast cancer).',
    keyComparisons: [
      { with: 'pharm-cyclophosphamide', difference: 'Anthracyclines cause cumulative dilated cardiomyopathy, whereas high-dose cyclophosphamide causes acute hemorrhagic myocarditis.' },
    ],
    why: [
      {
        question: 'Why are anthracyclines cardiotoxic?',
        answer:
          'Anthracyclines form complexes with iron that generate reactive oxygen species and also poison topoisomerase II-beta in cardiomyocytes, and the heart has relatively little antioxidant (catalase) capacity, so myocytes are damaged and lost in a cumulative, dose-dependent way.',
      },
      {
        question: 'How does dexrazoxane protect the heart from anthracyclines?',
        answer:
          'Dexrazoxane is an intracellular iron chelator (an EDTA analog) that reduces anthracycline-iron free radical formation and blocks anthracycline binding to topoisomerase II-beta in the heart.',
      },
    ],
    highYield: [
      'Anthracycline therapy requires a baseline and serial assessment of left ventricular ejection fraction by echocardiography or MUGA scan.',
      'Anthracycline cardiotoxicity risk rises steeply with cumulative dose, and lifetime doxorubicin is commonly capped around 450-550 mg/m2, lower with chest radiation or other risk factors.',
      'Anthracycline cardiotoxicity is dose-dependent and largely irreversible, whereas trastuzumab cardiotoxicity is not dose-dependent and usually reversible when the drug is held.',
      'In R-CHOP, the H stands for hydroxydaunorubicin (doxorubicin) and the O for Oncovin (vincristine).',
    ],
    dontMiss: 'New dyspnea, edema or a falling ejection fraction in a patient treated with an anthracycline, even years earlier, suggests anthracycline cardiomyopathy.',
  },
  {
    id: 'pharm-cisplatin',
    title: 'Cisplatin (platinum agents)',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['platinum chemotherapy', 'Platinol', 'carboplatin', 'oxaliplatin', 'platinum agents', 'amifostine'],
    definition:
      'Cisplatin is a platinum chemotherapy drug used for testicular, bladder, lung, head and neck, cervical and other cancers, limited by nephrotoxicity, ototoxicity, neuropathy and severe emesis; carboplatin and oxaliplatin are related platinum agents.',
    mechanism:
      'Cisplatin forms covalent platinum-DNA adducts, mainly intrastrand cross-links between adjacent guanines, which block DNA replication and transcription and trigger apoptosis (cell-cycle nonspecific).',
    indications: [
      'Cisplatin is part of curative BEP chemotherapy (bleomycin, etoposide, cisplatin) for testicular germ cell tumors.',
      'Cisplatin-based chemotherapy is used for bladder cancer, non-small cell and small cell lung cancer (with etoposide), and esophageal and gastric cancer.',
      'Cisplatin given with radiation is standard chemoradiation for locally advanced cervical cancer and head and neck squamous cell carcinoma.',
      'Carboplatin with paclitaxel is standard first-line chemotherapy for ovarian cancer, and oxaliplatin is part of FOLFOX for colorectal cancer.',
    ],
    adverseEffects: [
      'Cisplatin causes dose-limiting nephrotoxicity from proximal tubular injury, which is reduced by aggressive saline hydration.',
      'Cisplatin causes renal magnesium wasting with hypomagnesemia, plus hypokalemia and hypocalcemia.',
      'Cisplatin causes ototoxicity with irreversible high-frequency sensorineural hearing loss and tinnitus, especially in children.',
      'Cisplatin causes a cumulative sensory peripheral neuropathy affecting vibration sense and proprioception, which can worsen for months after stopping (coasting).',
      'Cisplatin is one of the most emetogenic chemotherapy drugs, causing both acute and delayed nausea and vomiting.',
      'Carboplatin causes more myelosuppression (especially thrombocytopenia) but less nephrotoxicity, neuropathy and ototoxicity than cisplatin.',
      'Oxaliplatin causes acute cold-triggered dysesthesias of the hands and throat and a cumulative sensory neuropathy.',
    ],
    contraindications: [
      'Cisplatin is generally avoided in preexisting significant kidney impairment, hearing loss or significant neuropathy, where carboplatin may be substituted.',
      'Cisplatin is contraindicated after prior anaphylaxis to platinum compounds.',
    ],
    interactions: [
      'Cisplatin combined with aminoglycosides or loop diuretics increases ototoxicity and nephrotoxicity.',
      'Cisplatin combined with other nephrotoxins such as NSAIDs, amphotericin B or IV contrast increases kidney injury.',
    ],
    keyComparisons: [
      {
        with: 'pharm-vincristine',
        difference:
          'Cisplatin causes a sensory neuropathy from dorsal root ganglion injury with ototoxicity and nephrotoxicity, whereas vincristine causes a sensorimotor and autonomic neuropathy with constipation and little myelosuppression.',
      },
      { with: 'pharm-aminoglycosides', difference: 'Cisplatin and aminoglycosides both cause nephrotoxicity, ototoxicity and renal magnesium wasting, and their toxicities add when combined.' },
    ],
    why: [
      {
        question: 'Why is saline given with cisplatin?',
        answer:
          'Saline hydration maintains urine flow to reduce tubular exposure, and a high chloride concentration keeps cisplatin in its less reactive chlorinated form in the tubule, together reducing nephrotoxicity.',
      },
      {
        question: 'Why does cisplatin cause hypomagnesemia?',
        answer:
          'Cisplatin injures renal tubular cells that reabsorb magnesium, causing magnesium wasting that can persist long after therapy, and hypomagnesemia in turn worsens hypokalemia and hypocalcemia.',
      },
    ],
    highYield: [
      'Highly emetogenic chemotherapy such as cisplatin requires prophylaxis with a 5-HT3 antagonist, an NK1 antagonist, dexamethasone and olanzapine.',
      'Amifostine, a free-radical scavenger, can reduce cisplatin nephrotoxicity, and sodium thiosulfate reduces cisplatin ototoxicity in children with localized solid tumors.',
      'Carboplatin is dosed by kidney function using the Calvert formula based on target AUC and GFR.',
    ],
    dontMiss: 'Rising creatinine, low magnesium or new hearing loss during cisplatin therapy should prompt dose modification or a switch to another agent.',
  },
  {
    id: 'pharm-vincristine',
    title: 'Vincristine (vinca alkaloids)',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['Oncovin', 'vinca alkaloid', 'vinblastine', 'vinorelbine', 'microtubule inhibitor', 'VCR'],
    definition:
      'Vincristine is a vinca alkaloid chemotherapy drug that inhibits microtubule assembly, used for acute lymphoblastic leukemia, lymphomas and pediatric solid tumors, with neurotoxicity as its dose-limiting effect.',
    mechanism: 'Vincristine binds beta-tubulin and prevents microtubule polymerization, so the mitotic spindle cannot form and cells arrest in metaphase (M-phase specific).',
    indications: [
      'Vincristine is a core drug in induction chemotherapy for acute lymphoblastic leukemia in children and adults.',
      'Vincristine is part of lymphoma regimens such as R-CHOP for diffuse large B-cell lymphoma.',
      'Vincristine is used for pediatric solid tumors, including Wilms tumor, neuroblastoma and rhabdomyosarcoma.',
      'Vinblastine is part of ABVD for Hodgkin lymphoma, and vinorelbine is used for non-small cell lung and breast cancer.',
    ],
    adverseEffects: [
      'Vincristine causes dose-limiting peripheral neuropathy with paresthesias, loss of ankle reflexes and, with higher cumulative doses, weakness and foot drop.',
      'Vincristine causes autonomic neuropathy with constipation and paralytic ileus, so a prophylactic bowel regimen is given.',
      'Vincristine can cause cranial nerve palsies (ptosis, jaw pain, hoarseness from vocal cord paralysis) and SIADH with hyponatremia.',
      'Vincristine causes little myelosuppression, whereas vinblastine and vinorelbine cause dose-limiting myelosuppression.',
      'Vincristine is a vesicant, and extravasation causes severe local tissue injury.',
      'Vincristine given intrathecally by mistake causes ascending paralysis and is almost always fatal.',
    ],
    contraindications: [
      'Vincristine must never be given intrathecally and is dispensed in IV minibags labeled for IV use only.',
      'Vincristine is contraindicated in patients with the demyelinating form of Charcot-Marie-Tooth disease because it can cause severe neuropathy.',
    ],
    interactions: [
      'Vincristine neurotoxicity is greatly increased by strong CYP3A4 inhibitors such as itraconazole, posaconazole and voriconazole, which should be avoided during vincristine therapy.',
      'Vincristine levels are reduced by CYP3A4 inducers such as phenytoin and carbamazepine.',
    ],
    antidote:
      'There is no reversal agent for vincristine toxicity; vincristine extravasation is treated with hyaluronidase injection and warm compresses, unlike anthracycline extravasation, which is treated with cold and dexrazoxane.',
    keyComparisons: [
      {
        with: 'pharm-cisplatin',
        difference: 'Vincristine causes a sensorimotor and autonomic neuropathy with constipation, whereas cisplatin causes a pure sensory neuropathy plus ototoxicity and nephrotoxicity.',
      },
      { with: 'pharm-anthracyclines', difference: 'Vincristine spares the marrow and heart but causes neuropathy, whereas anthracyclines cause myelosuppression and cardiomyopathy.' },
    ],
    why: [
      {
        question: 'Why does vincristine cause neuropathy and constipation?',
        answer:
          "Peripheral and autonomic nerves depend on microtubules for long-distance axonal transport, so vincristine's inhibition of microtubule assembly causes a length-dependent axonal neuropathy and impaired gut motility.",
      },
      {
        question: 'How do vinca alkaloids differ from taxanes?',
        answer:
          'Vinca alkaloids such as vincristine prevent microtubule assembly, whereas taxanes such as paclitaxel stabilize microtubules and prevent their disassembly; both arrest cells in mitosis and cause neuropathy.',
      },
    ],
    highYield: [
      'Vincristine single doses are commonly capped (often at 2 mg) to limit neurotoxicity.',
      'Vincristine toxicity is contrasted with vinblastine by the mnemonic that vinblastine blasts the bone marrow, whereas vincristine mainly damages nerves.',
    ],
    dontMiss: 'Abdominal distension and absent bowel movements in a child receiving vincristine suggest paralytic ileus, which requires prompt evaluation.',
  },
  {
    id: 'pharm-tamoxifen',
    title: 'Tamoxifen',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['Nolvadex', 'Soltamox', 'SERM', 'selective estrogen receptor modulator', 'endoxifen', 'hormone therapy for breast cancer'],
    definition: 'Tamoxifen is a selective estrogen receptor modulator (SERM) used to treat and prevent hormone receptor-positive breast cancer, especially in premenopausal women.',
    mechanism:
      'Tamoxifen competitively blocks estrogen receptors in breast tissue while acting as a partial agonist in the endometrium, bone and liver; it is a prodrug activated mainly by CYP2D6 to endoxifen.',
    indications: [
      'Tamoxifen for 5-10 years is standard adjuvant endocrine therapy for premenopausal women with hormone receptor-positive breast cancer.',
      'Tamoxifen is an alternative adjuvant therapy for postmenopausal women who cannot take aromatase inhibitors, and it treats hormone receptor-positive breast cancer in men.',
      'Tamoxifen reduces recurrence after breast-conserving surgery for hormone receptor-positive ductal carcinoma in situ.',
      'Tamoxifen is used for breast cancer risk reduction in high-risk premenopausal and postmenopausal women.',
      'Tamoxifen is used for hormone receptor-positive metastatic breast cancer.',
    ],
    adverseEffects: [
      'Tamoxifen commonly causes hot flashes, vaginal discharge and menstrual irregularities.',
      'Tamoxifen increases the risk of venous thromboembolism (DVT and pulmonary embolism) and stroke.',
      'Tamoxifen increases the risk of endometrial hyperplasia, endometrial cancer and uterine sarcoma in postmenopausal women because of its estrogen agonist effect on the endometrium.',
      'Tamoxifen increases the risk of cataracts.',
      'Tamoxifen preserves bone density in postmenopausal women but can reduce it in premenopausal women.',
      'Tamoxifen is teratogenic, so nonhormonal contraception is needed during treatment.',
    ],
    contraindications: [
      'Tamoxifen used for breast cancer risk reduction or for ductal carcinoma in situ is contraindicated in women with a history of DVT or pulmonary embolism or who need warfarin.',
      'Tamoxifen is contraindicated in pregnancy.',
    ],
    interactions: [
      'Strong CYP2D6 inhibitors such as paroxetine, fluoxetine and bupropion reduce conversion of tamoxifen to endoxifen and should be avoided.',
      'Tamoxifen potentiates warfarin and raises the INR.',
      'Tamoxifen is less effective when combined with estrogen-containing hormone therapy.',
    ],
    keyComparisons: [
      {
        with: 'pharm-aromatase-inhibitors',
        difference:
          'Tamoxifen blocks estrogen receptors and works in premenopausal and postmenopausal women but causes endometrial cancer and VTE, whereas aromatase inhibitors block estrogen synthesis, work only after menopause or with ovarian suppression and cause bone loss and arthralgias.',
      },
    ],
    why: [
      {
        question: 'Why does tamoxifen cause endometrial cancer but protect against breast cancer?',
        answer: 'Tamoxifen is an estrogen receptor antagonist in breast tissue but a partial agonist in the endometrium, where it stimulates proliferation and increases hyperplasia and cancer risk.',
      },
      {
        question: 'Why should paroxetine not be used for hot flashes in women taking tamoxifen?',
        answer:
          "Paroxetine strongly inhibits CYP2D6, which converts tamoxifen to its most active metabolite endoxifen, so it may reduce tamoxifen's effectiveness; venlafaxine or citalopram is preferred.",
      },
    ],
    highYield: [
      'Raloxifene, another SERM, is an estrogen antagonist in the endometrium, so unlike tamoxifen it does not increase endometrial cancer risk, but it also increases VTE risk.',
      'Routine endometrial screening is not recommended in asymptomatic women on tamoxifen, but any postmenopausal bleeding must be evaluated.',
    ],
    dontMiss: 'Vaginal bleeding in a postmenopausal woman taking tamoxifen requires evaluation for endometrial cancer.',
  },
  {
    id: 'pharm-aromatase-inhibitors',
    title: 'Aromatase inhibitors',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['AI', 'anastrozole', 'Arimidex', 'letrozole', 'Femara', 'exemestane', 'Aromasin', 'hormone therapy for breast cancer'],
    definition:
      'Aromatase inhibitors (anastrozole, letrozole, exemestane) block peripheral estrogen synthesis and are the preferred endocrine therapy for hormone receptor-positive breast cancer in postmenopausal women.',
    mechanism:
      'Aromatase inhibitors block aromatase (CYP19), the enzyme that converts androgens to estrogens in adipose and other peripheral tissues, which is the main estrogen source after menopause; anastrozole and letrozole are reversible nonsteroidal inhibitors and exemestane is an irreversible steroidal inactivator.',
    indications: [
      'Aromatase inhibitors are the preferred adjuvant endocrine therapy for postmenopausal women with hormone receptor-positive breast cancer.',
      'Aromatase inhibitors combined with ovarian suppression are used for higher-risk premenopausal women with hormone receptor-positive breast cancer.',
      'Aromatase inhibitors, often combined with a CDK4/6 inhibitor, are first-line therapy for hormone receptor-positive metastatic breast cancer.',
      'Anastrozole and exemestane are used for breast cancer risk reduction in high-risk postmenopausal women.',
      'Letrozole is the first-line drug for ovulation induction in infertile women with polycystic ovary syndrome (off-label).',
    ],
    adverseEffects: [
      'Aromatase inhibitors commonly cause arthralgias and myalgias, which are a major cause of discontinuation.',
      'Aromatase inhibitors cause accelerated bone loss, osteoporosis and fractures.',
      'Aromatase inhibitors cause hot flashes, vaginal dryness and dyspareunia.',
      'Aromatase inhibitors can raise cholesterol.',
      'Aromatase inhibitors cause less venous thromboembolism and no increase in endometrial cancer compared with tamoxifen.',
    ],
    contraindications: [
      'Aromatase inhibitors are ineffective and should not be used alone in premenopausal women without ovarian suppression.',
      'Aromatase inhibitors are contraindicated in pregnancy.',
    ],
    interactions: ['Aromatase inhibitors are counteracted by estrogen-containing therapies.', 'Aromatase inhibitors combined with tamoxifen provide no added benefit.'],
    keyComparisons: [
      {
        with: 'pharm-tamoxifen',
        difference:
          'Aromatase inhibitors lower estrogen production and cause bone loss and arthralgias, whereas tamoxifen blocks estrogen receptors and causes VTE and endometrial cancer; aromatase inhibitors are more effective than tamoxifen in postmenopausal women.',
      },
    ],
    why: [
      {
        question: 'Why do aromatase inhibitors not work in premenopausal women?',
        answer:
          'Before menopause most estrogen comes from the ovaries, and lowering estrogen raises LH and FSH, which stimulates ovarian aromatase and estrogen production, so ovarian suppression is required.',
      },
      {
        question: 'Why do aromatase inhibitors cause osteoporosis?',
        answer: 'Estrogen restrains osteoclast-mediated bone resorption, so the near-complete estrogen deprivation caused by aromatase inhibitors accelerates bone loss.',
      },
    ],
    highYield: [
      'Aromatase inhibitor therapy requires a baseline DXA scan, calcium and vitamin D, and bisphosphonate or denosumab therapy when bone density is low.',
      'Letrozole induces ovulation by lowering estrogen, which reduces negative feedback and increases FSH release.',
    ],
    dontMiss: 'A postmenopausal woman starting an aromatase inhibitor needs bone density assessment, because aromatase inhibitor bone loss can cause fractures.',
  },
  {
    id: 'pharm-calcineurin-inhibitors',
    title: 'Calcineurin inhibitors (cyclosporine, tacrolimus)',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['CNI', 'cyclosporine', 'ciclosporin', 'Neoral', 'Sandimmune', 'tacrolimus', 'Prograf', 'FK506', 'voclosporin', 'pimecrolimus', 'Protopic'],
    definition:
      'Calcineurin inhibitors (cyclosporine and tacrolimus) are T-cell immunosuppressants that form the backbone of rejection prophylaxis after organ transplantation, limited by nephrotoxicity, neurotoxicity and many drug interactions.',
    mechanism:
      'Cyclosporine binds cyclophilin and tacrolimus binds FKBP12, and each complex inhibits calcineurin, a calcium-calmodulin-dependent phosphatase, so NFAT stays phosphorylated, cannot enter the nucleus, and IL-2 and other cytokine genes are not transcribed, blocking T-cell activation.',
    indications: [
      'Tacrolimus, usually with mycophenolate and glucocorticoids, is the standard maintenance immunosuppression after kidney, liver, heart and lung transplantation.',
      'Calcineurin inhibitors are used for graft-versus-host disease prophylaxis after allogeneic stem cell transplantation.',
      'Calcineurin inhibitors are used for lupus nephritis (voclosporin or tacrolimus added to standard therapy) and for steroid-dependent or resistant nephrotic syndrome.',
      'IV cyclosporine is a rescue therapy for acute severe ulcerative colitis that does not respond to IV steroids.',
      'Oral cyclosporine treats severe psoriasis and atopic dermatitis, and topical tacrolimus or pimecrolimus treats atopic dermatitis, especially on the face.',
      'Cyclosporine with antithymocyte globulin is used for severe aplastic anemia, and cyclosporine eye drops treat dry eye disease.',
    ],
    adverseEffects: [
      'Calcineurin inhibitors cause nephrotoxicity: acute, reversible afferent arteriolar vasoconstriction and chronic interstitial fibrosis with arteriolar hyalinosis.',
      'Calcineurin inhibitors cause hypertension, hyperkalemia, hypomagnesemia and hyperuricemia with gout.',
      'Calcineurin inhibitors cause neurotoxicity, including tremor, headache, seizures and posterior reversible encephalopathy syndrome (PRES).',
      'Calcineurin inhibitors cause post-transplant diabetes mellitus, more often with tacrolimus than cyclosporine.',
      'Cyclosporine causes gingival hyperplasia, hirsutism and hyperlipidemia, whereas tacrolimus more often causes alopecia.',
      'Calcineurin inhibitors can cause thrombotic microangiopathy.',
      'Calcineurin inhibitors increase the risk of infections and malignancy, especially skin squamous cell carcinoma and EBV-associated post-transplant lymphoproliferative disorder.',
    ],
    contraindications: [
      'Calcineurin inhibitors are contraindicated after hypersensitivity to the drug or its vehicle (such as polyoxyl castor oil in IV cyclosporine) and are avoided with live vaccines.',
      'Cyclosporine for psoriasis or rheumatoid arthritis is avoided in uncontrolled hypertension, kidney impairment and malignancy.',
    ],
    interactions: [
      'Calcineurin inhibitors are metabolized by CYP3A4 and transported by P-glycoprotein, so azole antifungals, clarithromycin, erythromycin, diltiazem, verapamil, ritonavir and grapefruit juice raise their levels and cause toxicity.',
      "CYP3A4 inducers such as rifampin, carbamazepine, phenytoin and St John's wort lower calcineurin inhibitor levels and can cause transplant rejection.",
      'Calcineurin inhibitors combined with aminoglycosides, amphotericin B, NSAIDs or other nephrotoxins increase kidney injury.',
      'Calcineurin inhibitors combined with potassium-sparing diuretics, ACE inhibitors or TMP-SMX increase hyperkalemia.',
      'Cyclosporine raises statin levels and increases the risk of myopathy and rhabdomyolysis.',
    ],
    keyComparisons: [
      {
        with: 'pharm-tnf-alpha-inhibitors',
        difference:
          'Calcineurin inhibitors block IL-2-dependent T-cell activation and cause nephrotoxicity, whereas TNF-alpha inhibitors neutralize a cytokine and mainly raise the risk of granulomatous infections such as tuberculosis.',
      },
    ],
    why: [
      {
        question: 'Why are calcineurin inhibitor drug levels monitored?',
        answer: 'Calcineurin inhibitors have a narrow therapeutic index and highly variable metabolism, so trough levels guide dosing to balance rejection against nephrotoxicity and neurotoxicity.',
      },
      {
        question: 'Why do calcineurin inhibitors cause kidney injury?',
        answer:
          'Calcineurin inhibitors constrict the afferent arteriole through increased endothelin and thromboxane and reduced nitric oxide, lowering GFR, and prolonged exposure causes interstitial fibrosis and arteriolar hyalinosis.',
      },
    ],
    highYield: [
      'Calcineurin inhibitors are not myelosuppressive, unlike azathioprine and mycophenolate.',
      'Calcineurin inhibitors differ from mTOR inhibitors (sirolimus, everolimus), which also bind FKBP12 but inhibit mTOR rather than calcineurin, blocking the T-cell response to IL-2; they are much less nephrotoxic (though they can cause proteinuria) but cause hyperlipidemia, cytopenias, mouth ulcers, pneumonitis and impaired wound healing.',
      'Tacrolimus is more potent than cyclosporine and has largely replaced it in transplantation.',
    ],
    dontMiss:
      'A transplant recipient on tacrolimus who starts a macrolide or azole can develop acute kidney injury, tremor or seizures from toxic tacrolimus levels, so levels must be rechecked and the dose adjusted.',
  },
  {
    id: 'pharm-tnf-alpha-inhibitors',
    title: 'TNF-alpha inhibitors',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['anti-TNF', 'TNF inhibitor', 'infliximab', 'Remicade', 'adalimumab', 'Humira', 'etanercept', 'Enbrel', 'certolizumab', 'golimumab', 'biologic'],
    definition:
      'TNF-alpha inhibitors (infliximab, adalimumab, golimumab, certolizumab pegol and etanercept) are biologic drugs that neutralize tumor necrosis factor and are used for rheumatoid arthritis, spondyloarthritis, psoriasis and inflammatory bowel disease.',
    mechanism:
      'TNF-alpha inhibitors bind tumor necrosis factor-alpha and prevent it from activating its receptors: infliximab, adalimumab and golimumab are monoclonal antibodies, certolizumab is a PEGylated Fab fragment, and etanercept is a soluble TNF receptor-IgG1 Fc fusion protein (decoy receptor).',
    indications: [
      'TNF-alpha inhibitors are used for rheumatoid arthritis that remains active despite methotrexate, usually combined with methotrexate.',
      'TNF-alpha inhibitors are used for ankylosing spondylitis and axial spondyloarthritis that persist despite NSAIDs, and for psoriatic arthritis.',
      'Infliximab, adalimumab, certolizumab and golimumab treat moderate to severe Crohn disease or ulcerative colitis.',
      'TNF-alpha inhibitors treat moderate to severe plaque psoriasis, and adalimumab treats hidradenitis suppurativa and noninfectious uveitis.',
      'TNF-alpha inhibitors are used for juvenile idiopathic arthritis, and infliximab is a second-line option for IVIG-resistant Kawasaki disease.',
    ],
    adverseEffects: [
      'TNF-alpha inhibitors increase the risk of serious bacterial, fungal and opportunistic infections (FDA boxed warning).',
      'TNF-alpha inhibitors can reactivate latent tuberculosis, often as extrapulmonary or disseminated disease.',
      'TNF-alpha inhibitors can reactivate hepatitis B and predispose to invasive fungal infections such as histoplasmosis.',
      'TNF-alpha inhibitors are associated with lymphoma, including hepatosplenic T-cell lymphoma in young males also taking thiopurines, and with nonmelanoma skin cancer.',
      'TNF-alpha inhibitors can cause or worsen demyelinating disease, including multiple sclerosis and optic neuritis.',
      'TNF-alpha inhibitors can worsen heart failure.',
      'TNF-alpha inhibitors can cause drug-induced lupus, paradoxical psoriasis, infusion reactions (infliximab) and injection-site reactions.',
    ],
    contraindications: [
      'TNF-alpha inhibitors are contraindicated in active serious infection, including active tuberculosis, and in untreated latent tuberculosis.',
      'TNF-alpha inhibitors should be avoided in multiple sclerosis or other demyelinating disease and in moderate to severe (NYHA class III-IV) heart failure.',
      'Live vaccines should not be given during TNF-alpha inhibitor therapy.',
    ],
    interactions: [
      'TNF-alpha inhibitors combined with other biologics such as anakinra or abatacept increase serious infections without added benefit.',
      'TNF-alpha inhibitors combined with methotrexate or azathioprine reduce anti-drug antibody formation and improve response, but add to infection and lymphoma risk.',
    ],
    keyComparisons: [
      { with: 'pharm-methotrexate', difference: 'Methotrexate is the first-line DMARD for rheumatoid arthritis, and TNF-alpha inhibitors are added when methotrexate alone does not control disease.' },
      {
        with: 'pharm-calcineurin-inhibitors',
        difference: 'TNF-alpha inhibitors neutralize a cytokine and impair granuloma maintenance, whereas calcineurin inhibitors block T-cell IL-2 transcription and cause nephrotoxicity.',
      },
    ],
    why: [
      {
        question: 'Why must patients be screened for tuberculosis before starting a TNF-alpha inhibitor?',
        answer:
          'TNF-alpha is essential for forming and maintaining granulomas that contain latent Mycobacterium tuberculosis, so blocking it can reactivate latent infection; an interferon-gamma release assay or tuberculin skin test is done first, and latent infection is treated before or when starting therapy.',
      },
      {
        question: 'Why is etanercept not used for inflammatory bowel disease?',
        answer:
          'Etanercept, a soluble receptor decoy, was not effective in Crohn disease trials, likely because it does not bind membrane-bound TNF on activated T cells or induce their apoptosis the way monoclonal antibodies such as infliximab and adalimumab do.',
      },
      {
        question: 'Why is certolizumab favored in pregnancy?',
        answer: 'Certolizumab lacks an Fc region, so it is not actively transported across the placenta by the neonatal Fc receptor and fetal exposure is minimal.',
      },
    ],
    highYield: [
      'Screening before a TNF-alpha inhibitor includes a tuberculosis test (IGRA or tuberculin skin test) and hepatitis B serologies (HBsAg and anti-HBc).',
      'Infliximab is a chimeric mouse-human antibody, which explains its higher rate of infusion reactions and anti-drug antibodies.',
      'Fungal infections in patients on TNF-alpha inhibitors can be severe and disseminated, especially in areas endemic for histoplasmosis.',
    ],
    dontMiss: 'Fever, weight loss or cough in a patient on a TNF-alpha inhibitor must prompt evaluation for reactivated tuberculosis, which is often extrapulmonary and disseminated.',
  },
  {
    id: 'pharm-proton-pump-inhibitors',
    title: 'Proton pump inhibitors (PPIs)',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['PPI', 'omeprazole', 'Prilosec', 'esomeprazole', 'Nexium', 'pantoprazole', 'Protonix', 'lansoprazole', 'rabeprazole', 'dexlansoprazole', 'acid reducer'],
    definition:
      'Proton pump inhibitors (omeprazole, esomeprazole, pantoprazole, lansoprazole, rabeprazole) are the most potent acid-suppressing drugs and are first-line for GERD, peptic ulcer disease and Helicobacter pylori regimens.',
    mechanism:
      'Proton pump inhibitors are prodrugs activated in the acidic secretory canaliculus of the parietal cell, where they covalently and irreversibly bind the H+/K+-ATPase, blocking the final step of acid secretion until new pumps are made.',
    indications: [
      'Proton pump inhibitors are first-line treatment for GERD and heal erosive esophagitis, usually as an 8-week course taken before breakfast.',
      'Proton pump inhibitors heal gastric and duodenal ulcers and are part of Helicobacter pylori eradication regimens such as bismuth quadruple therapy.',
      'Proton pump inhibitors prevent NSAID-associated ulcers in high-risk patients taking NSAIDs or antiplatelet therapy.',
      'High-dose IV proton pump inhibitors are given after endoscopic therapy for bleeding peptic ulcers with high-risk stigmata.',
      'Proton pump inhibitors are used in high doses for Zollinger-Ellison syndrome, and for Barrett esophagus and eosinophilic esophagitis.',
      'Proton pump inhibitors are used for stress ulcer prophylaxis in critically ill patients at high risk, such as those with coagulopathy or prolonged mechanical ventilation.',
    ],
    adverseEffects: [
      'Proton pump inhibitors are associated with Clostridioides difficile infection and other enteric infections.',
      'Proton pump inhibitors with long-term use can cause hypomagnesemia, which can lead to hypocalcemia, hypokalemia and arrhythmias.',
      'Proton pump inhibitors with long-term use reduce absorption of vitamin B12 and nonheme iron, which depend on gastric acid.',
      'Proton pump inhibitors with long-term use are associated with hip and spine fractures.',
      'Proton pump inhibitors can cause acute interstitial nephritis and have been associated with chronic kidney disease.',
      'Proton pump inhibitors cause hypergastrinemia and can cause fundic gland polyps, and stopping them abruptly can cause rebound acid hypersecretion.',
      'Proton pump inhibitors are associated with community-acquired pneumonia and small intestinal bacterial overgrowth in observational studies.',
      'Proton pump inhibitors can cause headache, diarrhea and, rarely, subacute cutaneous lupus.',
    ],
    contraindications: ['Proton pump inhibitors are contraindicated with rilpivirine, and they should not be continued long term without an ongoing indication.'],
    interactions: [
      'Omeprazole and esomeprazole inhibit CYP2C19 and reduce activation of clopidogrel, so pantoprazole is preferred when a PPI is needed with clopidogrel.',
      'Proton pump inhibitors reduce absorption of drugs that need acid, such as ketoconazole, itraconazole capsules, atazanavir, rilpivirine, iron salts and some tyrosine kinase inhibitors.',
      'Proton pump inhibitors can delay clearance of high-dose methotrexate.',
      'Omeprazole can raise levels of CYP2C19 substrates such as diazepam, phenytoin and citalopram.',
    ],
    keyComparisons: [
      {
        with: 'pharm-h2-receptor-antagonists',
        difference:
          'Proton pump inhibitors irreversibly block the final step of acid secretion and are more potent and durable, whereas H2 blockers reversibly block one stimulus (histamine), act faster but weaker and develop tachyphylaxis.',
      },
    ],
    why: [
      {
        question: 'Why should proton pump inhibitors be taken before breakfast?',
        answer:
          'Proton pump inhibitors bind only actively secreting pumps, which are most abundant after a fast when a meal stimulates secretion, so taking them 30-60 minutes before the first meal maximizes effect.',
      },
      {
        question: 'Why does acid suppression last longer than the proton pump inhibitor half-life?',
        answer: 'Proton pump inhibitors bind the pump covalently and irreversibly, so acid secretion returns only as new pumps are synthesized, which takes more than a day.',
      },
      {
        question: 'Why does stopping a proton pump inhibitor cause rebound heartburn?',
        answer:
          'Acid suppression raises gastrin, which causes enterochromaffin-like cell hyperplasia and greater acid-secreting capacity, so acid secretion overshoots for weeks after the drug is stopped; tapering reduces this.',
      },
    ],
    highYield: [
      'Proton pump inhibitors should be stopped for at least 2 weeks before Helicobacter pylori breath or stool antigen testing to avoid false-negative results.',
      'Proton pump inhibitor therapy should be reviewed regularly and stepped down to the lowest effective dose or stopped when the indication has resolved.',
      'Proton pump inhibitors elevate chromogranin A and gastrin levels, which can confound testing for neuroendocrine tumors.',
    ],
    dontMiss: 'Dysphagia, weight loss, GI bleeding or anemia in a patient with reflux symptoms requires endoscopy rather than simply continuing a proton pump inhibitor.',
  },
  {
    id: 'pharm-h2-receptor-antagonists',
    title: 'H2 receptor antagonists (H2 blockers)',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: ['H2 blocker', 'H2RA', 'famotidine', 'Pepcid', 'cimetidine', 'Tagamet', 'nizatidine', 'ranitidine', 'Zantac', 'antacids'],
    definition: 'H2 receptor antagonists (famotidine, cimetidine, nizatidine) reversibly block histamine-stimulated gastric acid secretion and are used for mild or on-demand acid suppression.',
    mechanism:
      'H2 receptor antagonists competitively and reversibly block histamine H2 receptors on gastric parietal cells, reducing cAMP-mediated acid secretion, especially nocturnal basal secretion.',
    indications: [
      'H2 receptor antagonists are used for mild or intermittent heartburn and GERD and as on-demand therapy.',
      'H2 receptor antagonists can be added at bedtime for nocturnal acid breakthrough in patients on proton pump inhibitors.',
      'H2 receptor antagonists are an alternative for peptic ulcer healing and for stress ulcer prophylaxis, though less potent than proton pump inhibitors.',
      'H2 receptor antagonists are used with H1 antihistamines for urticaria and as adjuncts in anaphylaxis and premedication for infusion reactions.',
    ],
    adverseEffects: [
      'H2 receptor antagonists are generally well tolerated, with headache, dizziness and diarrhea or constipation as common effects.',
      'H2 receptor antagonists can cause confusion or delirium in older adults and in kidney impairment because they cross the blood-brain barrier.',
      'Cimetidine has antiandrogenic effects, causing gynecomastia, impotence and galactorrhea.',
      'Cimetidine raises serum creatinine by inhibiting tubular creatinine secretion without reducing GFR.',
      'H2 receptor antagonists lose part of their effect within about 2 weeks of continuous use (tachyphylaxis).',
    ],
    contraindications: ['H2 receptor antagonists are contraindicated only after hypersensitivity to an H2 blocker, but doses must be reduced in kidney impairment.'],
    interactions: [
      'Cimetidine inhibits several CYP450 enzymes and raises levels of warfarin, theophylline, phenytoin, lidocaine and tricyclic antidepressants.',
      'H2 receptor antagonists reduce absorption of drugs that need gastric acid, such as ketoconazole, itraconazole capsules, atazanavir and rilpivirine.',
      'Famotidine and nizatidine have few CYP450 interactions.',
    ],
    keyComparisons: [
      {
        with: 'pharm-proton-pump-inhibitors',
        difference:
          'H2 receptor antagonists act within an hour and suit on-demand or nocturnal use but are weaker and develop tolerance, whereas proton pump inhibitors are more potent and are first-line for erosive esophagitis and ulcers.',
      },
    ],
    why: [
      {
        question: 'Why are H2 receptor antagonists weaker than proton pump inhibitors?',
        answer:
          'H2 receptor antagonists block only histamine-stimulated acid secretion, while gastrin and acetylcholine can still stimulate the proton pump, whereas proton pump inhibitors block the final common pathway.',
      },
      {
        question: 'Why does cimetidine cause gynecomastia?',
        answer: 'Cimetidine blocks androgen receptors and inhibits estradiol metabolism and can raise prolactin, shifting the androgen-estrogen balance toward estrogen effects.',
      },
    ],
    highYield: [
      'Ranitidine was withdrawn from the US market in 2020 because of contamination with the probable carcinogen NDMA.',
      'Antacids neutralize existing acid: magnesium hydroxide causes diarrhea, aluminum hydroxide causes constipation and hypophosphatemia, and calcium carbonate can cause hypercalcemia and milk-alkali syndrome.',
      'Cimetidine is the H2 blocker with the most drug interactions and endocrine side effects, so famotidine is preferred.',
    ],
    dontMiss: 'New confusion in an older hospitalized patient with kidney impairment can be caused by an H2 receptor antagonist and improves when the drug is stopped or the dose is reduced.',
  },
  {
    id: 'pharm-antiemetics',
    title: 'Antiemetics (ondansetron, metoclopramide, aprepitant)',
    subject: 'Pharmacology',
    kind: 'drug',
    aliases: [
      'ondansetron',
      'Zofran',
      '5-HT3 antagonist',
      'granisetron',
      'palonosetron',
      'metoclopramide',
      'Reglan',
      'prochlorperazine',
      'promethazine',
      'aprepitant',
      'scopolamine',
      'anti-nausea medication',
    ],
    definition:
      'Antiemetics act on different pathways of the vomiting reflex: 5-HT3 antagonists (ondansetron), dopamine D2 antagonists (metoclopramide, prochlorperazine), NK1 antagonists (aprepitant), antihistamines and anticholinergics (promethazine, meclizine, scopolamine), corticosteroids and olanzapine.',
    mechanism:
      'Ondansetron blocks 5-HT3 receptors on vagal afferents in the gut and in the chemoreceptor trigger zone; metoclopramide blocks D2 receptors in the chemoreceptor trigger zone and promotes gastric emptying; aprepitant blocks substance P at NK1 receptors in the brainstem; scopolamine and meclizine block vestibular muscarinic and H1 pathways.',
    indications: [
      'Ondansetron or another 5-HT3 antagonist is used to prevent and treat chemotherapy-induced, radiation-induced and postoperative nausea and vomiting.',
      'Highly emetogenic chemotherapy is preceded by a four-drug antiemetic regimen: a 5-HT3 antagonist, an NK1 antagonist (aprepitant or fosaprepitant), dexamethasone and olanzapine.',
      'A single oral dose of ondansetron reduces vomiting and the need for IV fluids in children with acute gastroenteritis and mild to moderate dehydration.',
      'Metoclopramide is the only FDA-approved drug for diabetic gastroparesis and is used for migraine-associated nausea and headache.',
      'Transdermal scopolamine and antihistamines such as meclizine and dimenhydrinate prevent and treat motion sickness.',
      'Pyridoxine alone or combined with doxylamine is first-line pharmacotherapy for nausea and vomiting of pregnancy, with ondansetron or metoclopramide as later options.',
    ],
    adverseEffects: [
      'Ondansetron commonly causes headache and constipation and causes dose-dependent QT prolongation, so single IV doses above 16 mg are avoided.',
      'Metoclopramide can cause acute dystonia, akathisia, drug-induced parkinsonism and tardive dyskinesia (FDA boxed warning), so treatment beyond 12 weeks is avoided.',
      'Metoclopramide and prochlorperazine can cause hyperprolactinemia, neuroleptic malignant syndrome, drowsiness and depression.',
      'Promethazine can cause severe tissue injury and gangrene with IV extravasation or intra-arterial injection, and fatal respiratory depression in children under 2.',
      'Scopolamine and other anticholinergic antiemetics cause dry mouth, blurred vision, urinary retention and confusion in older adults.',
      'Ondansetron combined with other serotonergic drugs can rarely contribute to serotonin syndrome.',
    ],
    contraindications: [
      'Metoclopramide is contraindicated in GI obstruction, perforation or hemorrhage, pheochromocytoma, seizure disorders and in patients taking other drugs that cause extrapyramidal reactions.',
      'Ondansetron should be avoided in congenital long QT syndrome and is contraindicated with apomorphine.',
      'Promethazine is contraindicated in children under 2 years.',
      'Dopamine-blocking antiemetics such as metoclopramide and prochlorperazine should be avoided in Parkinson disease.',
    ],
    interactions: [
      'Ondansetron combined with apomorphine causes profound hypotension and loss of consciousness.',
      'Ondansetron combined with other QT-prolonging drugs increases the risk of torsades de pointes.',
      'Aprepitant inhibits CYP3A4, so the dexamethasone dose is reduced when they are combined, and aprepitant induces CYP2C9, which can lower the INR on warfarin and reduce hormonal contraceptive effectiveness.',
    ],
    keyComparisons: [
      {
        with: 'pharm-typical-antipsychotics',
        difference:
          'Metoclopramide and prochlorperazine are dopamine antagonists like typical antipsychotics and share their extrapyramidal effects, tardive dyskinesia and neuroleptic malignant syndrome risk.',
      },
    ],
    why: [
      {
        question: 'Why does ondansetron work well for chemotherapy-induced vomiting?',
        answer:
          'Chemotherapy damages enterochromaffin cells in the gut, which release serotonin that activates 5-HT3 receptors on vagal afferents and in the chemoreceptor trigger zone, and ondansetron blocks these receptors.',
      },
      {
        question: 'Why does metoclopramide speed gastric emptying?',
        answer:
          'Metoclopramide blocks inhibitory D2 receptors in the gut and acts as a 5-HT4 agonist, increasing acetylcholine release from the myenteric plexus, which enhances antral contractions and gastric emptying.',
      },
      {
        question: 'Why are antihistamines and scopolamine used for motion sickness instead of ondansetron?',
        answer:
          'Motion sickness is driven by vestibular input carried through muscarinic and H1 pathways to the vomiting center, so anticholinergics and antihistamines work better than 5-HT3 antagonists, which target gut serotonin signaling.',
      },
    ],
    highYield: [
      'Palonosetron is a long-acting 5-HT3 antagonist that is especially effective against delayed chemotherapy-induced nausea.',
      'Acute dystonia from metoclopramide or prochlorperazine is treated with diphenhydramine or benztropine.',
      'Dronabinol, a cannabinoid, is used for refractory chemotherapy-induced nausea and AIDS-related anorexia.',
    ],
    dontMiss:
      'Vomiting with abdominal distension or absent bowel sounds may indicate bowel obstruction, in which metoclopramide is contraindicated and the cause must be found rather than simply treating nausea.',
  },
  {
    id: 'pharm-cytochrome-p450-inducers-and-inhibitors',
    title: 'Cytochrome P450 inducers and inhibitors',
    subject: 'Pharmacology',
    kind: 'concept',
    aliases: ['CYP450', 'P450 interactions', 'CYP3A4', 'enzyme inducers', 'enzyme inhibitors', 'drug interactions', 'CYP2D6', 'CYP2C9', 'CYP2C19', 'CYP1A2'],
    definition:
      'Cytochrome P450 (CYP) enzymes, mainly in the liver and gut wall, metabolize most drugs; inducers increase their activity and lower levels of substrate drugs, whereas inhibitors decrease their activity and raise substrate levels, causing many clinically important interactions.',
    mechanism:
      'CYP inducers act mainly through nuclear receptors such as the pregnane X receptor to increase synthesis of new enzyme over days to weeks, whereas CYP inhibitors compete for or inactivate the enzyme and act as soon as they reach adequate concentrations.',
    highYield: [
      "Classic strong CYP inducers are rifampin, carbamazepine, phenytoin, phenobarbital and St John's wort; chronic alcohol use induces CYP2E1, and smoking induces CYP1A2.",
      'Classic CYP3A4 inhibitors are clarithromycin and erythromycin (not azithromycin), azole antifungals, ritonavir and cobicistat, diltiazem, verapamil, amiodarone and grapefruit juice.',
      'Classic CYP2D6 inhibitors are fluoxetine, paroxetine, bupropion and quinidine.',
      'Fluconazole, amiodarone, metronidazole and TMP-SMX inhibit CYP2C9 and sharply raise the INR in patients taking warfarin.',
      'Ciprofloxacin and fluvoxamine inhibit CYP1A2 and raise levels of theophylline, clozapine and tizanidine.',
      'Cimetidine, isoniazid and valproate are other classic enzyme inhibitors, and omeprazole inhibits CYP2C19.',
      'Narrow-therapeutic-index CYP substrates most often involved in dangerous interactions include warfarin, tacrolimus and cyclosporine, theophylline, phenytoin, carbamazepine, clozapine, methadone and simvastatin.',
      'Enzyme inducers cause failure of hormonal contraceptives, DOACs, warfarin, transplant immunosuppressants and antiretrovirals, so alternative or additional therapy is needed.',
      'Enzyme inhibition usually takes effect within days, whereas induction takes 1-2 weeks to develop and a similar time to wear off after the inducer is stopped.',
      'For prodrugs activated by CYP enzymes, inhibitors reduce effect: CYP2C19 inhibitors or poor-metabolizer genotypes reduce clopidogrel activation, and CYP2D6 inhibitors reduce activation of codeine, tramadol and tamoxifen.',
      'CYP2D6 ultrarapid metabolizers convert codeine to morphine excessively and can develop fatal opioid toxicity.',
      'Stopping an inducer can cause toxicity: when a patient stops smoking or stops carbamazepine or rifampin, levels of drugs such as clozapine or warfarin can rise over the next weeks.',
      'CYP3A4 metabolizes about half of all drugs, including statins (simvastatin, lovastatin, atorvastatin), calcineurin inhibitors, many benzodiazepines, fentanyl, oxycodone and many antiretrovirals.',
    ],
    why: [
      {
        question: 'Why does grapefruit juice affect oral but not IV drugs?',
        answer:
          'Furanocoumarins in grapefruit juice irreversibly inactivate CYP3A4 in the intestinal wall, reducing first-pass metabolism and raising oral bioavailability of drugs such as simvastatin and cyclosporine, with little effect on hepatic metabolism of IV doses.',
      },
      {
        question: 'Why do enzyme inducers take weeks to act while inhibitors act quickly?',
        answer: 'Induction requires transcription and synthesis of new enzyme, which takes days to weeks, whereas inhibitors block enzyme already present as soon as they reach the liver or gut.',
      },
      {
        question: 'Why does stopping smoking raise clozapine levels?',
        answer:
          'Polycyclic aromatic hydrocarbons in tobacco smoke induce CYP1A2, and when smoking stops the extra enzyme is lost over about a week, so clozapine and olanzapine levels rise; nicotine itself does not induce CYP1A2.',
      },
    ],
    keyComparisons: [
      { with: 'pharm-rifampin', difference: 'Rifampin is the prototypic strong CYP inducer, lowering levels of many drugs, whereas isoniazid, given with it, is a CYP inhibitor.' },
      { with: 'pharm-azole-antifungals', difference: 'Azole antifungals are prototypic CYP3A4 inhibitors, and fluconazole also inhibits CYP2C9 (moderately) and CYP2C19 (strongly).' },
    ],
    dontMiss:
      'Adding or stopping a strong CYP inducer or inhibitor in a patient taking warfarin, a transplant immunosuppressant, an antiepileptic or methadone requires closer monitoring and dose adjustment.',
  },
  {
    id: 'pharm-volume-of-distribution',
    title: 'Volume of distribution',
    subject: 'Pharmacology',
    kind: 'concept',
    aliases: ['Vd', 'apparent volume of distribution', 'drug distribution', 'pharmacokinetics', 'protein binding'],
    definition:
      'The volume of distribution (Vd) is the apparent volume into which a drug would have to be distributed to produce the measured plasma concentration, calculated as the amount of drug in the body divided by the plasma concentration.',
    highYield: [
      'Volume of distribution equals the amount of drug in the body divided by the plasma drug concentration (Vd = amount / Cp).',
      'A low volume of distribution, close to plasma volume, indicates a drug confined to the blood, typically a large molecule or one highly bound to plasma proteins, such as heparin.',
      'A volume of distribution near extracellular fluid volume indicates a small hydrophilic drug, such as an aminoglycoside, that distributes in extracellular water but does not enter cells well.',
      'A volume of distribution far larger than total body water (about 0.6 L/kg, or about 42 L in a 70-kg adult) indicates a lipophilic drug sequestered in tissues, such as amiodarone, digoxin, chloroquine and tricyclic antidepressants.',
      'The volume of distribution determines the loading dose: loading dose = target plasma concentration x Vd / bioavailability.',
      'Drugs with a large volume of distribution are poorly removed by hemodialysis because most of the drug is in tissue rather than plasma.',
      'Drugs well removed by hemodialysis have a small volume of distribution, low protein binding and low molecular weight, such as lithium, methanol, ethylene glycol and salicylates.',
      'Hypoalbuminemia, as in nephrotic syndrome or liver disease, increases the free fraction of highly protein-bound drugs such as phenytoin, increasing their volume of distribution and effect.',
      'Older adults have more body fat and less total body water, so lipophilic drugs such as diazepam have a larger volume of distribution and longer half-life, and hydrophilic drugs reach higher concentrations.',
      'Edema, ascites and sepsis increase the volume of distribution of hydrophilic drugs such as aminoglycosides and beta-lactams, so larger loading doses are needed.',
      'Half-life is directly proportional to volume of distribution and inversely proportional to clearance: t1/2 = 0.693 x Vd / CL.',
    ],
    why: [
      {
        question: 'Why can the volume of distribution exceed total body water?',
        answer:
          'The volume of distribution is an apparent volume calculated from plasma concentration, so a drug that binds extensively to tissues leaves little in plasma, making the calculated volume far larger than any real body compartment.',
      },
      {
        question: 'Why is hemodialysis ineffective for tricyclic antidepressant or digoxin overdose?',
        answer:
          'Tricyclic antidepressants and digoxin have very large volumes of distribution and are extensively tissue- or protein-bound, so the small fraction in plasma that dialysis can reach is a tiny part of the total body load.',
      },
    ],
    keyComparisons: [
      { with: 'pharm-clearance-and-half-life', difference: 'Volume of distribution determines the loading dose, whereas clearance determines the maintenance dose; half-life depends on both.' },
      { with: 'pharm-loading-and-maintenance-doses', difference: 'Volume of distribution is the pharmacokinetic parameter used to calculate a loading dose.' },
    ],
  },
  {
    id: 'pharm-clearance-and-half-life',
    title: 'Clearance and half-life',
    subject: 'Pharmacology',
    kind: 'concept',
    aliases: ['drug clearance', 'CL', 'elimination half-life', 't1/2', 'steady state', 'pharmacokinetics', 'hepatic clearance', 'renal clearance'],
    definition:
      'Clearance (CL) is the volume of plasma cleared of drug per unit time, and elimination half-life (t1/2) is the time for the plasma concentration to fall by half; together they determine maintenance dosing and the time to reach steady state.',
    highYield: [
      'Clearance equals the rate of drug elimination divided by the plasma drug concentration (CL = elimination rate / Cp).',
      'Half-life is calculated as t1/2 = 0.693 x Vd / CL, so half-life increases when volume of distribution rises or clearance falls.',
      'A drug given at a constant rate reaches about 50% of steady state after 1 half-life, 75% after 2, 87.5% after 3 and about 94-97% after 4-5 half-lives.',
      'The time to reach steady state with repeated dosing depends only on the half-life, not on the dose or dosing frequency.',
      'A drug is considered essentially eliminated (about 94-97%) after 4-5 half-lives once dosing stops.',
      'Doubling the maintenance dose of a drug with first-order kinetics doubles the steady-state concentration but does not change the time to reach it.',
      'Clearance determines the maintenance dose: maintenance dose rate = target plasma concentration x CL / bioavailability.',
      'Kidney impairment reduces clearance of renally excreted drugs such as aminoglycosides, vancomycin, lithium, digoxin, DOACs and gabapentin, which requires lower maintenance doses or longer dosing intervals.',
      'Renal drug clearance reflects glomerular filtration of free drug plus tubular secretion minus tubular reabsorption, and drug dosing is often adjusted using the Cockcroft-Gault creatinine clearance.',
      'High-extraction drugs such as propranolol, lidocaine, morphine and verapamil have hepatic clearance limited by liver blood flow, so heart failure or reduced hepatic flow raises their levels.',
      'Low-extraction drugs such as warfarin, phenytoin and theophylline have hepatic clearance limited by enzyme activity and protein binding, so enzyme inducers and inhibitors strongly change their levels.',
    ],
    why: [
      {
        question: 'Why does the time to reach steady state depend only on half-life?',
        answer:
          'With first-order elimination the amount eliminated rises in proportion to the concentration, so the concentration approaches the plateau where elimination equals intake at a rate set by the half-life. A larger dose raises the plateau proportionally but does not change how many half-lives it takes to get there.',
      },
      {
        question: 'Why does kidney failure require a lower maintenance dose but usually the same loading dose?',
        answer: 'Kidney failure lowers clearance, which determines the maintenance dose, but usually does not change the volume of distribution, which determines the loading dose.',
      },
    ],
    keyComparisons: [
      {
        with: 'pharm-zero-order-and-first-order-elimination',
        difference: 'Half-life is constant only in first-order elimination; in zero-order elimination the apparent half-life lengthens as the concentration rises.',
      },
      { with: 'pharm-volume-of-distribution', difference: 'Clearance sets the maintenance dose, whereas volume of distribution sets the loading dose.' },
    ],
  },
  {
    id: 'pharm-loading-and-maintenance-doses',
    title: 'Loading and maintenance doses',
    subject: 'Pharmacology',
    kind: 'concept',
    aliases: ['loading dose', 'maintenance dose', 'dosing calculations', 'pharmacokinetics', 'bolus dose', 'dose adjustment'],
    definition:
      'A loading dose is a larger initial dose that rapidly achieves a target plasma concentration, and a maintenance dose is the ongoing dose that replaces the drug eliminated so that the steady-state concentration is maintained.',
    highYield: [
      'The loading dose equals the target plasma concentration multiplied by the volume of distribution, divided by bioavailability (LD = Cp x Vd / F).',
      'The maintenance dose rate equals the target plasma concentration multiplied by clearance, divided by bioavailability (MD = Cp x CL / F), multiplied by the dosing interval for intermittent dosing.',
      'Bioavailability (F) is 100% for IV drugs and is the fraction of an oral dose that reaches the systemic circulation unchanged after absorption and first-pass metabolism.',
      'Loading doses are used when a drug has a long half-life and a therapeutic effect is needed quickly, as with amiodarone, digoxin, phenytoin or fosphenytoin, and vancomycin in critically ill patients.',
      'In kidney or liver impairment the maintenance dose is reduced because clearance falls, while the loading dose usually stays the same because volume of distribution is unchanged.',
      'Without a loading dose, a drug takes about 4-5 half-lives to reach steady state, which can take weeks to months for a drug with a very long half-life such as amiodarone.',
      'When a loading dose of a drug with a large volume of distribution is given too fast, transiently high plasma levels can cause toxicity, so loading doses are often divided or infused slowly.',
    ],
    why: [
      {
        question: 'Why does amiodarone need a loading dose?',
        answer: 'Amiodarone has a huge volume of distribution and a half-life of weeks, so without loading it would take months to reach steady state; a loading dose fills the tissue stores quickly.',
      },
      {
        question: 'Why is the loading dose calculated from volume of distribution rather than clearance?',
        answer:
          'The loading dose must fill the apparent volume the drug distributes into to reach the target concentration, which depends on volume of distribution, whereas clearance only determines how fast the drug must be replaced afterward.',
      },
    ],
    keyComparisons: [
      { with: 'pharm-clearance-and-half-life', difference: 'The maintenance dose depends on clearance, and the time to steady state depends on half-life.' },
      { with: 'pharm-volume-of-distribution', difference: 'The loading dose depends on volume of distribution.' },
    ],
  },
  {
    id: 'pharm-zero-order-and-first-order-elimination',
    title: 'Zero-order and first-order elimination',
    subject: 'Pharmacology',
    kind: 'concept',
    aliases: ['zero-order kinetics', 'first-order kinetics', 'saturable kinetics', 'Michaelis-Menten kinetics', 'nonlinear pharmacokinetics', 'elimination kinetics'],
    definition:
      'In first-order elimination a constant fraction of drug is eliminated per unit time, whereas in zero-order elimination a constant amount is eliminated per unit time because the elimination process is saturated.',
    highYield: [
      'First-order elimination removes a constant fraction of drug per unit time, so the elimination rate is proportional to concentration and the half-life is constant.',
      'Most drugs follow first-order elimination at therapeutic concentrations, which appears as a straight line on a semilogarithmic plot of concentration against time.',
      'Zero-order elimination removes a constant amount of drug per unit time regardless of concentration, which appears as a straight line on a linear plot and has no constant half-life.',
      'Classic drugs with zero-order elimination are phenytoin (within or just above the therapeutic range), ethanol and aspirin in high or toxic doses, remembered as PEA.',
      'Zero-order elimination occurs when metabolizing enzymes are saturated, described by Michaelis-Menten kinetics: elimination is first-order at concentrations well below Km and becomes zero-order at concentrations well above Km.',
      'For drugs with zero-order elimination, a small dose increase can cause a disproportionate rise in serum level and toxicity, as with phenytoin.',
      'In salicylate overdose, elimination becomes zero-order and the apparent half-life lengthens greatly, prolonging toxicity.',
      'Ethanol is eliminated at a roughly constant amount per hour in adults because alcohol dehydrogenase is saturated at low blood alcohol concentrations.',
    ],
    why: [
      {
        question: 'Why does phenytoin show zero-order kinetics at therapeutic doses?',
        answer:
          "Phenytoin's hepatic CYP2C9 and CYP2C19 metabolism saturates near the therapeutic concentration range, so above that point elimination cannot increase with dose and levels rise disproportionately.",
      },
      {
        question: 'Why does a drug with zero-order elimination have no constant half-life?',
        answer: 'In zero-order elimination a fixed amount is removed per unit time, so the time to eliminate half the drug is longer at high concentrations and shorter at low ones.',
      },
    ],
    keyComparisons: [
      { with: 'pharm-phenytoin', difference: 'Phenytoin is the classic therapeutic drug that shifts from first-order to zero-order elimination within its therapeutic range.' },
      {
        with: 'pharm-clearance-and-half-life',
        difference: 'Half-life and steady-state rules based on 4-5 half-lives apply to first-order drugs but not to drugs with saturated, zero-order elimination.',
      },
    ],
  },
  {
    id: 'pharm-therapeutic-index',
    title: 'Therapeutic index',
    subject: 'Pharmacology',
    kind: 'concept',
    aliases: ['TI', 'therapeutic window', 'narrow therapeutic index', 'therapeutic ratio', 'margin of safety', 'therapeutic drug monitoring'],
    definition:
      'The therapeutic index (TI) is a measure of drug safety, defined as the ratio of the dose that produces toxicity in 50% of subjects (TD50, or LD50 in animals) to the dose that produces the desired effect in 50% of subjects (ED50).',
    highYield: [
      'The therapeutic index equals TD50 divided by ED50 (or LD50 divided by ED50 in animal studies), and a higher therapeutic index means a safer drug.',
      'The therapeutic window is the range of plasma concentrations between the minimum effective concentration and the minimum toxic concentration.',
      'Drugs with a narrow therapeutic index include warfarin, digoxin, lithium, theophylline, phenytoin, carbamazepine, valproate, aminoglycosides, vancomycin, cyclosporine, tacrolimus and levothyroxine.',
      'Narrow-therapeutic-index drugs usually require therapeutic drug monitoring (serum levels or a pharmacodynamic marker such as the INR) and careful attention to drug interactions and kidney function.',
      'Small changes in absorption, metabolism or excretion, such as adding an enzyme inhibitor or developing dehydration, can push a narrow-therapeutic-index drug into the toxic range.',
      'Potency reflects the dose needed for an effect (related to ED50), whereas efficacy reflects the maximal effect a drug can produce; neither is the same as the therapeutic index.',
      'Drugs with a wide therapeutic index, such as most penicillins, can often be dosed without serum level monitoring.',
    ],
    why: [
      {
        question: 'Why do narrow-therapeutic-index drugs need blood level monitoring?',
        answer:
          'For narrow-therapeutic-index drugs the effective and toxic concentrations are close together, and individual variation in clearance is large, so measuring levels is the most reliable way to keep patients effective without toxicity.',
      },
      {
        question: 'Why does a high therapeutic index not guarantee that a drug is safe for every patient?',
        answer:
          'The therapeutic index compares median effective and median toxic doses, so it does not capture rare idiosyncratic reactions such as penicillin anaphylaxis or drug-induced agranulocytosis that occur at ordinary doses.',
      },
    ],
    keyComparisons: [
      { with: 'pharm-lithium', difference: 'Lithium is a classic narrow-therapeutic-index drug whose levels rise with dehydration, thiazides, ACE inhibitors and NSAIDs.' },
      { with: 'pharm-cytochrome-p450-inducers-and-inhibitors', difference: 'CYP inducers and inhibitors cause the most dangerous interactions when the affected drug has a narrow therapeutic index.' },
    ],
  },
  {
    id: 'pharm-antidotes-by-poison',
    title: 'Antidotes by poison',
    subject: 'Pharmacology',
    kind: 'concept',
    aliases: ['antidotes', 'poison antidote list', 'toxicology antidotes', 'reversal agents', 'specific antidotes', 'toxin antidote pairs', 'poisoning treatment'],
    definition:
      'Antidotes are agents that counteract a specific poison by blocking its receptor, binding or inactivating it, bypassing its effect or restoring what it depletes; most poisonings need only supportive care, but the classic poison-antidote pairs must be recognized quickly.',
    highYield: [
      'The antidote for acetaminophen overdose is N-acetylcysteine, which replenishes glutathione and is most effective within 8 hours of ingestion.',
      'The antidote for opioid overdose is naloxone, a competitive mu-opioid receptor antagonist.',
      'The antidote for benzodiazepine overdose is flumazenil, but it is rarely used in overdose because it can precipitate seizures in dependent patients.',
      'The antidote for anticholinergic (antimuscarinic) toxicity is physostigmine, a tertiary-amine cholinesterase inhibitor that crosses the blood-brain barrier.',
      'The antidotes for organophosphate poisoning are atropine, which blocks muscarinic effects, and pralidoxime, which regenerates acetylcholinesterase if given before the enzyme ages.',
      'The antidote for digoxin toxicity is digoxin immune Fab (DigiFab).',
      'The treatment of beta-blocker overdose with shock is vasopressors and high-dose insulin euglycemic therapy, and glucagon, the classic antidote, is a reasonable addition.',
      'The treatment of calcium channel blocker overdose is IV calcium and high-dose insulin euglycemic therapy, with vasopressors and, in refractory cases, lipid emulsion or ECMO.',
      'The antidote for the cardiotoxicity of tricyclic antidepressant overdose is IV sodium bicarbonate, given for QRS widening over 100 ms, ventricular arrhythmias or hypotension.',
      'The treatment of salicylate toxicity is IV sodium bicarbonate to alkalinize urine and serum, with hemodialysis for severe poisoning.',
      'The antidote for methanol or ethylene glycol poisoning is fomepizole, which inhibits alcohol dehydrogenase, often with hemodialysis.',
      'The antidote for iron poisoning is IV deferoxamine, which chelates free iron.',
      'The treatment of lead poisoning is chelation with oral succimer (DMSA) for moderate levels, and dimercaprol (BAL) followed by calcium disodium EDTA for encephalopathy or very high levels.',
      'The treatment of arsenic and inorganic mercury poisoning is chelation with dimercaprol, with succimer as an oral option once the patient is stable.',
      'The antidote for cyanide poisoning is hydroxocobalamin, which binds cyanide to form cyanocobalamin; sodium nitrite with sodium thiosulfate is an alternative.',
      'The antidote for symptomatic methemoglobinemia is methylene blue, except in G6PD deficiency, where it can cause hemolysis.',
      'The antidote for carbon monoxide poisoning is 100% oxygen, with hyperbaric oxygen considered for severe cases.',
      'The antidote for isoniazid overdose is IV pyridoxine (vitamin B6), which stops isoniazid-induced seizures.',
      'The antidote for unfractionated heparin is protamine sulfate, which only partially reverses low-molecular-weight heparin.',
      'The antidote for warfarin is vitamin K, with four-factor prothrombin complex concentrate added for major bleeding.',
      'The antidote for dabigatran is idarucizumab, a monoclonal antibody fragment that binds dabigatran.',
      'The antidote for methotrexate toxicity is leucovorin (folinic acid), with glucarpidase for toxic levels with kidney failure.',
      'The treatment of sulfonylurea-induced hypoglycemia is dextrose plus octreotide, which suppresses further insulin release.',
      'The treatment of local anesthetic systemic toxicity is 20% lipid emulsion in addition to seizure control and advanced life support.',
      'The treatment of hydrofluoric acid exposure is calcium gluconate, given topically or by infiltration, or IV for systemic toxicity.',
      'The reversal agent for rocuronium and vecuronium is sugammadex, which encapsulates the drug.',
      'The treatment of malignant hyperthermia is dantrolene, which blocks calcium release from the sarcoplasmic reticulum.',
      'The antidote for moderate to severe serotonin syndrome is cyproheptadine, a 5-HT2A antagonist, added to stopping serotonergic drugs and benzodiazepines.',
      'Lithium toxicity has no specific antidote and is treated with IV isotonic saline and, for severe toxicity, hemodialysis.',
      'The treatment of bleeding after thrombolysis with alteplase is stopping the infusion and giving cryoprecipitate and an antifibrinolytic such as tranexamic acid or aminocaproic acid.',
    ],
    why: [
      {
        question: 'Why must pralidoxime be given early in organophosphate poisoning?',
        answer:
          'Organophosphates phosphorylate acetylcholinesterase, and over time the bond undergoes aging, after which the enzyme cannot be reactivated, so pralidoxime works only before aging occurs.',
      },
      {
        question: 'Why is physostigmine, not neostigmine, used for anticholinergic delirium?',
        answer:
          'Physostigmine is a tertiary amine that crosses the blood-brain barrier and reverses central anticholinergic effects, whereas neostigmine is a quaternary amine that acts only peripherally.',
      },
      {
        question: 'Why does glucagon work in beta-blocker overdose?',
        answer:
          'Glucagon activates its own G-protein-coupled receptor on cardiac myocytes and raises cAMP independently of beta-adrenergic receptors, increasing heart rate and contractility despite beta blockade.',
      },
      {
        question: 'Why is methylene blue dangerous in G6PD deficiency?',
        answer:
          'Methylene blue must be reduced by NADPH-dependent methemoglobin reductase to work, and G6PD-deficient cells cannot generate enough NADPH, so methylene blue is ineffective and its oxidant effect can cause hemolysis.',
      },
    ],
    keyComparisons: [
      {
        with: 'em-tricyclic-antidepressant-overdose',
        difference:
          'Physostigmine, the antidote for pure anticholinergic toxicity, is avoided in tricyclic antidepressant overdose because it can precipitate bradycardia, asystole and seizures; sodium bicarbonate is the treatment.',
      },
      {
        with: 'em-toxic-alcohol-poisoning',
        difference: 'Fomepizole is the antidote for methanol and ethylene glycol, whereas isopropyl alcohol poisoning needs only supportive care because its metabolite acetone is not highly toxic.',
      },
    ],
    dontMiss:
      'Flumazenil in an unknown overdose and physostigmine in suspected tricyclic antidepressant overdose can each precipitate seizures or cardiac arrest, so the specific poison should be identified before giving these antidotes.',
  },
];
