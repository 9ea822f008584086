import type { LibraryNote } from '../../note-types';

export const notes: readonly LibraryNote[] = [
  {
    id: 'id-bacterial-meningitis',
    title: 'Bacterial meningitis',
    subject: 'Infectious Disease',
    kind: 'condition',
    aliases: [
      'meningitis',
      'bacterial meningitis',
      'meningococcal meningitis',
      'pneumococcal meningitis',
      'neonatal meningitis',
      'spinal meningitis',
      'stiff neck',
      'neck stiffness',
      'lumbar puncture',
    ],
    definition: 'Bacterial meningitis is acute bacterial infection of the leptomeninges.',
    mostCommonCause:
      'The most common cause of bacterial meningitis in adults is Streptococcus pneumoniae, and in neonates it is group B streptococcus.',
    causes: [
      'In adults, bacterial meningitis is caused mainly by Streptococcus pneumoniae and Neisseria meningitidis, with Listeria monocytogenes added in adults over 50 and the immunocompromised.',
      'In neonates, bacterial meningitis is caused by group B streptococcus, E. coli and Listeria.',
    ],
    riskFactors: [
      'Risk factors for bacterial meningitis include asplenia, complement deficiency (meningococcus), CSF leak or cochlear implant, HIV and other immunosuppression, alcohol use disorder, crowded living such as dormitories, and adjacent sinusitis or otitis.',
    ],
    pathophysiology:
      'In bacterial meningitis, organisms colonizing the nasopharynx invade the blood and cross the blood-brain barrier into the CSF, where bacterial components trigger an intense cytokine-driven neutrophilic inflammation that causes cerebral edema, raised intracranial pressure and vasculitis; antibiotic-induced bacterial lysis briefly amplifies the inflammation.',
    presentation: [
      'Bacterial meningitis causes fever, headache, neck stiffness and altered mental status; the full triad of fever, neck stiffness and altered mental status is present in fewer than half, but almost all patients have at least two of the four features.',
      'Kernig and Brudzinski signs have low sensitivity for bacterial meningitis.',
      'A petechial or purpuric rash in meningitis suggests meningococcal infection.',
      'The CSF in bacterial meningitis shows a raised opening pressure, neutrophilic pleocytosis, high protein and low glucose (CSF-to-serum ratio below 0.4).',
    ],
    bestInitialTest:
      'The best initial step in suspected bacterial meningitis is blood cultures immediately, followed by lumbar puncture (cell count, glucose, protein, Gram stain, culture, PCR), which confirms the diagnosis.',
    testOfChoice:
      'Head CT before lumbar puncture in suspected meningitis is needed only with immunocompromise, known CNS disease, a new seizure, papilledema, reduced consciousness or a focal deficit, and antibiotics are given before the CT.',
    firstLine:
      'First-line treatment of bacterial meningitis is immediate empiric antibiotics without waiting for imaging or lumbar puncture: in adults ceftriaxone (or cefotaxime) plus vancomycin, adding ampicillin for Listeria if over 50, immunocompromised, pregnant or with alcohol use disorder.',
    management:
      'In bacterial meningitis, dexamethasone is given just before or with the first antibiotic dose and continued if pneumococcus is confirmed. Suspected meningococcal disease needs droplet precautions, and close contacts receive chemoprophylaxis with rifampin, ciprofloxacin or ceftriaxone.',
    complications: [
      'Complications of bacterial meningitis include sensorineural hearing loss (test all children), seizures, hydrocephalus and SIADH.',
      'Meningococcemia can progress within hours to purpura fulminans, DIC and adrenal hemorrhage (Waterhouse-Friderichsen syndrome).',
    ],
    prevention:
      'Bacterial meningitis is prevented by pneumococcal, meningococcal (MenACWY and MenB) and Hib vaccination, and by chemoprophylaxis for close contacts of meningococcal disease.',
    keyComparisons: [
      {
        with: 'micro-herpes-simplex-virus',
        difference:
          'HSV encephalitis causes fever with behavioral change and temporal lobe involvement and a lymphocytic CSF, and it needs IV acyclovir whenever suspected, whereas bacterial meningitis causes a neutrophilic CSF with low glucose.',
      },
      {
        with: 'micro-cryptococcus-neoformans',
        difference:
          'Cryptococcal meningitis is subacute in patients with advanced HIV, with a very high opening pressure and positive CSF cryptococcal antigen, whereas bacterial meningitis is acute with neutrophilic CSF.',
      },
    ],
    why: [
      {
        question: 'Why are antibiotics given before the CT scan in suspected bacterial meningitis?',
        answer:
          'Each hour of delay in antibiotics raises mortality from bacterial meningitis, and blood cultures taken first still identify the organism in most cases, so imaging must never delay treatment.',
      },
      {
        question: 'Why is dexamethasone given with the first antibiotic dose in bacterial meningitis?',
        answer:
          'Antibiotics lyse bacteria and release components that intensify meningeal inflammation; dexamethasone given before or with the first dose blunts this cytokine surge and reduces hearing loss and death in pneumococcal meningitis.',
      },
      {
        question: 'Why is ampicillin added for Listeria in older adults with meningitis?',
        answer:
          'Listeria monocytogenes is intrinsically resistant to cephalosporins, so ampicillin is added when Listeria is a risk: age over 50, immunocompromise, pregnancy or alcohol use disorder.',
      },
    ],
    highYield: [
      'Vancomycin is included in empiric therapy for bacterial meningitis to cover cephalosporin-resistant pneumococci.',
      'In neonatal meningitis cefotaxime is used instead of ceftriaxone because ceftriaxone displaces bilirubin and precipitates with calcium.',
      'Viral meningitis gives a lymphocytic CSF with normal glucose, unlike bacterial meningitis.',
    ],
    dontMiss:
      'Meningococcemia can progress within hours to purpura fulminans, DIC and adrenal hemorrhage. HSV encephalitis (fever, behavioral change, temporal lobe involvement) needs IV acyclovir whenever suspected.',
    icd10: ['G00.9', 'G00.1', 'A39.0', 'A32.11'],
  },
  {
    id: 'id-tuberculosis',
    title: 'Tuberculosis (latent and active)',
    subject: 'Infectious Disease',
    kind: 'condition',
    aliases: [
      'TB',
      'tuberculosis',
      'pulmonary tuberculosis',
      'latent TB',
      'LTBI',
      'Mycobacterium tuberculosis',
      'PPD',
      'TST',
      'IGRA',
      'consumption',
    ],
    definition:
      'Tuberculosis is infection with Mycobacterium tuberculosis spread by airborne droplet nuclei, existing as latent infection (asymptomatic, not contagious) or active disease, most often pulmonary.',
    riskFactors: [
      'Reactivation of latent tuberculosis is most likely with HIV, TNF inhibitors and other immunosuppression, diabetes, silicosis and end-stage kidney disease.',
      'Groups at risk of tuberculosis exposure include people born in or living in high-prevalence countries, people who are or have been incarcerated or homeless, people who inject drugs, people with HIV and healthcare workers.',
    ],
    pathophysiology:
      'In tuberculosis, inhaled bacilli are taken up by alveolar macrophages and survive by blocking phagolysosome fusion; a Th1 response with IFN-gamma and TNF activates macrophages and walls the infection off in caseating granulomas (latent infection), and when immunity wanes the granulomas break down and disease reactivates, preferentially in the oxygen-rich lung apices.',
    presentation: [
      'Active pulmonary tuberculosis causes cough for more than 2-3 weeks, hemoptysis, fever, night sweats and weight loss.',
      'Reactivation tuberculosis causes upper-lobe infiltrates with cavitation, while primary tuberculosis causes a middle or lower lobe infiltrate with hilar lymphadenopathy (Ghon complex).',
      'Extrapulmonary tuberculosis includes lymphadenitis (scrofula), a lymphocytic exudative pleural effusion with high adenosine deaminase, spinal disease (Pott disease), basilar meningitis and miliary disease.',
    ],
    bestInitialTest:
      'The best initial test for latent tuberculosis is a tuberculin skin test or interferon-gamma release assay (preferred after BCG vaccination), followed by a chest x-ray to exclude active disease; for suspected active tuberculosis it is a chest x-ray.',
    testOfChoice:
      'Active tuberculosis is confirmed with sputum for AFB smear and nucleic acid amplification, with mycobacterial culture (the gold standard) and drug susceptibility testing.',
    criteria: {
      name: 'Tuberculin skin test thresholds for a positive result',
      items: [
        '5 mm or more: HIV infection, recent contacts of active tuberculosis, fibrotic changes on chest x-ray consistent with prior tuberculosis, and immunosuppression (e.g. organ transplant, TNF inhibitors).',
        '10 mm or more: recent immigrants from high-prevalence countries, people who inject drugs, residents and staff of high-risk settings, children under 4 and people with certain medical conditions.',
        '15 mm or more: people with no risk factors.',
      ],
    },
    firstLine:
      'First-line treatment of active drug-susceptible tuberculosis is directly observed therapy with rifampin, isoniazid, pyrazinamide and ethambutol for 2 months, then rifampin and isoniazid for 4 months; first-line treatment of latent tuberculosis is a rifamycin-based regimen (12 weeks of weekly isoniazid-rifapentine, 4 months of daily rifampin or 3 months of daily isoniazid-rifampin).',
    management:
      'Active tuberculosis requires airborne isolation and reporting to public health. Six to nine months of isoniazid is an alternative treatment for latent tuberculosis. A 4-month regimen of rifapentine, moxifloxacin, isoniazid and pyrazinamide is an alternative for drug-susceptible pulmonary tuberculosis in patients aged 12 or older.',
    complications: [
      'Complications of tuberculosis include miliary disease, tuberculous meningitis, Pott disease, massive hemoptysis and aspergilloma in an old cavity.',
      'Immune reconstitution inflammatory syndrome can follow the start of antiretroviral therapy in patients with HIV and tuberculosis.',
    ],
    prevention:
      'Tuberculosis is prevented by treating latent infection in people at risk of reactivation, airborne isolation of active cases and contact tracing; BCG vaccine is not routinely used in the United States.',
    keyComparisons: [
      {
        with: 'pulm-sarcoidosis',
        difference:
          'Tuberculosis forms caseating granulomas with acid-fast bacilli, whereas sarcoidosis forms noncaseating granulomas with negative stains and cultures.',
      },
      {
        with: 'micro-mycobacterium-leprae-and-nontuberculous-mycobacteria',
        difference:
          'Nontuberculous mycobacteria such as Mycobacterium avium complex cause chronic lung disease in structural lung disease and disseminated infection in advanced HIV, but they are not spread from person to person like tuberculosis.',
      },
    ],
    why: [
      {
        question: 'Why does reactivation tuberculosis favor the upper lobes?',
        answer:
          'Mycobacterium tuberculosis is an obligate aerobe, and the lung apices have the highest oxygen tension and relatively poor lymphatic clearance, so reactivation disease and cavitation occur there.',
      },
      {
        question: 'Why is pyridoxine given with isoniazid?',
        answer:
          'Isoniazid depletes pyridoxine (vitamin B6), which causes peripheral neuropathy, so pyridoxine is co-prescribed, especially in malnutrition, pregnancy, diabetes, HIV and alcohol use.',
      },
      {
        question: 'Why do TNF inhibitors reactivate latent tuberculosis?',
        answer:
          'TNF is needed to form and maintain granulomas, so blocking it lets the walled-off bacilli escape, which is why latent tuberculosis is screened for and treated before TNF inhibitors.',
      },
      {
        question: 'Why is the IGRA preferred after BCG vaccination?',
        answer:
          'IGRAs measure responses to ESAT-6 and CFP-10, antigens absent from BCG, so unlike the tuberculin skin test they are not falsely positive after BCG vaccination.',
      },
    ],
    highYield: [
      'Isoniazid causes hepatitis, peripheral neuropathy (prevented with pyridoxine) and drug-induced lupus.',
      'Rifampin causes orange body fluids, hepatitis and strong CYP450 induction, which reduces hormonal contraceptives, warfarin and many antiretrovirals.',
      'Pyrazinamide causes hepatitis and hyperuricemia.',
      'Ethambutol causes optic neuritis with red-green color vision loss, so visual acuity is checked.',
    ],
    dontMiss:
      'Always exclude active tuberculosis before treating latent infection, because monotherapy selects resistance. Screen for latent tuberculosis before TNF inhibitors and other biologics, and test every patient with tuberculosis for HIV.',
    icd10: ['A15.0', 'Z22.7', 'R76.11', 'A19.9'],
  },
  {
    id: 'id-hiv-infection',
    title: 'HIV infection',
    subject: 'Infectious Disease',
    kind: 'condition',
    aliases: [
      'HIV',
      'AIDS',
      'HIV/AIDS',
      'human immunodeficiency virus',
      'antiretroviral therapy',
      'ART',
      'HAART',
      'PrEP',
      'PEP',
      'CD4 count',
      'viral load',
    ],
    definition:
      'HIV infection is infection with a retrovirus that destroys CD4 T cells, transmitted sexually, through blood and perinatally; untreated it causes progressive immunodeficiency, and AIDS is defined by a CD4 count below 200 cells/mm3 or an AIDS-defining illness.',
    mostCommonCause:
      'The most common route of HIV transmission is sexual contact, and in the United States most new infections occur in men who have sex with men.',
    riskFactors: [
      'Risk factors for HIV infection include condomless anal or vaginal sex, multiple partners, other sexually transmitted infections, injection drug use with shared equipment and birth to a mother with untreated HIV.',
    ],
    pathophysiology:
      'HIV gp120 binds CD4 and a coreceptor (CCR5 or CXCR4) to enter cells, reverse transcriptase copies its RNA into DNA and integrase inserts it into the host genome, creating a latent reservoir; ongoing replication and immune activation progressively deplete CD4 T cells, opening the way to opportunistic infections and cancers.',
    presentation: [
      'Acute retroviral syndrome 2-4 weeks after HIV exposure causes fever, pharyngitis, lymphadenopathy, rash and mucocutaneous ulcers, resembling mononucleosis.',
      'Chronic HIV infection is often asymptomatic for years, then causes generalized lymphadenopathy, oral thrush, zoster and weight loss.',
      'Opportunistic infections in HIV follow the CD4 count: below 200 Pneumocystis pneumonia; below 100 cerebral toxoplasmosis and cryptococcal meningitis; below 50 CMV retinitis and disseminated Mycobacterium avium complex.',
      'AIDS-associated malignancies are Kaposi sarcoma (HHV-8), primary CNS lymphoma (EBV) and invasive cervical cancer, and progressive multifocal leukoencephalopathy is caused by JC virus.',
    ],
    bestInitialTest:
      'The best initial screening test for HIV is a 4th-generation HIV-1/2 antigen/antibody immunoassay.',
    testOfChoice:
      'A reactive HIV screen is confirmed with an HIV-1/HIV-2 antibody differentiation assay, and with HIV-1 RNA if that is negative or indeterminate (possible acute infection); CD4 count, viral load and genotypic resistance testing follow.',
    firstLine:
      'First-line treatment of HIV is antiretroviral therapy for everyone with HIV, started as soon as possible after diagnosis, usually an integrase inhibitor-based regimen (e.g. bictegravir/tenofovir alafenamide/emtricitabine, or dolutegravir with two NRTIs).',
    management:
      'The goal of antiretroviral therapy is an undetectable viral load, which prevents sexual transmission of HIV. Opportunistic infection prophylaxis in HIV is TMP-SMX when CD4 is below 200 (Pneumocystis) and below 100 with positive Toxoplasma IgG. In pregnancy, ART is continued throughout, IV zidovudine is given in labor if the viral load is above 1000 copies/mL or unknown, and the infant receives prophylaxis.',
    complications: [
      'Complications of untreated HIV are opportunistic infections, AIDS-associated cancers, HIV-associated neurocognitive disorder and wasting.',
      'Immune reconstitution inflammatory syndrome can follow the start of antiretroviral therapy.',
    ],
    prevention:
      'HIV is prevented by pre-exposure prophylaxis (oral tenofovir-based or injectable cabotegravir or lenacapavir), post-exposure prophylaxis started within 72 hours and continued for 28 days, condoms, treatment to an undetectable viral load, and ART in pregnancy.',
    keyComparisons: [
      {
        with: 'id-infectious-mononucleosis',
        difference:
          'Acute HIV causes a heterophile-negative mononucleosis-like illness, often with mucocutaneous ulcers and rash, so HIV RNA is tested when a patient with risk factors has mono-like symptoms and a negative Monospot.',
      },
      {
        with: 'micro-pneumocystis-jirovecii',
        difference:
          'Pneumocystis pneumonia is the classic AIDS-defining infection at CD4 counts below 200, and TMP-SMX prophylaxis is started at that threshold.',
      },
    ],
    why: [
      {
        question: 'Why is HLA-B*57:01 tested before abacavir?',
        answer:
          'Abacavir hypersensitivity reaction (fever, rash, GI and respiratory symptoms, which can be fatal on rechallenge) is strongly associated with HLA-B*57:01, so carriers are not given abacavir.',
      },
      {
        question: 'Why is ART delayed in cryptococcal meningitis but started early in tuberculosis?',
        answer:
          'Early ART in cryptococcal meningitis causes CNS immune reconstitution inflammation with raised intracranial pressure and increased mortality, so it is delayed about 4-6 weeks; in tuberculosis with CD4 below 50, starting ART within 2 weeks lowers mortality.',
      },
      {
        question: 'Why can an antibody-only HIV test be negative in acute infection?',
        answer:
          'Antibodies take weeks to appear after HIV infection, whereas p24 antigen and HIV RNA are detectable earlier, so acute HIV is diagnosed with a 4th-generation test or HIV RNA.',
      },
    ],
    highYield: [
      'Abacavir causes a hypersensitivity reaction, so HLA-B*57:01 is tested first.',
      'Tenofovir disoproxil causes kidney injury and bone loss, which are less with tenofovir alafenamide.',
      'Integrase inhibitors cause weight gain and insomnia and are separated from antacids, calcium and iron, which chelate them.',
      'The ritonavir and cobicistat boosters used in HIV regimens inhibit CYP3A4 and cause many drug interactions.',
      'Efavirenz causes vivid dreams and neuropsychiatric effects.',
    ],
    dontMiss:
      'In HIV with cryptococcal meningitis, delay ART about 4-6 weeks; in tuberculosis, start ART within 2 weeks when CD4 is below 50. Antibody-only tests can be negative in acute HIV, so check HIV RNA when acute infection is suspected.',
    icd10: ['B20', 'Z21', 'Z20.6'],
  },
  {
    id: 'id-syphilis',
    title: 'Syphilis',
    subject: 'Infectious Disease',
    kind: 'condition',
    aliases: [
      'syphilis',
      'Treponema pallidum',
      'chancre',
      'primary syphilis',
      'secondary syphilis',
      'latent syphilis',
      'neurosyphilis',
      'congenital syphilis',
      'RPR',
      'VDRL',
      'STI',
    ],
    definition:
      'Syphilis is a sexually transmitted and congenital infection with the spirochete Treponema pallidum that progresses through primary, secondary, latent and tertiary stages; neurosyphilis and ocular and otic syphilis can occur at any stage.',
    riskFactors: [
      'Risk factors for syphilis include men who have sex with men, HIV infection, multiple or anonymous sexual partners, sex work and drug use.',
    ],
    pathophysiology:
      'Treponema pallidum enters through mucosa or abraded skin, multiplies locally to form a chancre and spreads through the blood within weeks (secondary syphilis); after latency, tertiary disease results from endarteritis obliterans (including of the vasa vasorum, causing aortitis), gummas and CNS invasion.',
    presentation: [
      'Primary syphilis causes a painless, indurated chancre with painless regional lymphadenopathy about 3 weeks after exposure.',
      'Secondary syphilis, weeks to months later, causes a diffuse rash including the palms and soles, condylomata lata, mucous patches, patchy alopecia, fever and lymphadenopathy.',
      'Latent syphilis is positive serology without symptoms, called early latent if acquired within the past year.',
      'Tertiary syphilis causes gummas, aortitis with ascending aortic aneurysm, tabes dorsalis (posterior column loss), Argyll Robertson pupils (accommodate but do not react to light) and general paresis.',
      'Congenital syphilis causes rhinitis (snuffles), rash and hepatosplenomegaly, and later Hutchinson teeth, saddle nose, saber shins, interstitial keratitis and deafness.',
    ],
    bestInitialTest:
      'The best initial approach to syphilis serology is a nontreponemal test (RPR or VDRL) plus a treponemal test (FTA-ABS, TP-PA or immunoassay), in either order.',
    testOfChoice:
      'Darkfield microscopy or PCR of a chancre confirms primary syphilis, and CSF VDRL is sent when neurosyphilis is suspected.',
    firstLine:
      'First-line treatment of primary, secondary and early latent syphilis is benzathine penicillin G 2.4 million units IM once.',
    management:
      'Late latent syphilis, syphilis of unknown duration and tertiary syphilis without neurological involvement are treated with benzathine penicillin G 2.4 million units IM weekly for 3 weeks; neurosyphilis, ocular and otic syphilis with IV aqueous penicillin G for 10-14 days. Pregnant patients with penicillin allergy must be desensitized (doxycycline is an alternative only outside pregnancy), and all patients are tested for HIV and other STIs with partner notification. RPR titers (a fourfold fall) monitor treatment response.',
    complications: [
      'Untreated syphilis progresses to tertiary disease: cardiovascular syphilis, gummas and neurosyphilis.',
      'Syphilis in pregnancy causes congenital syphilis, stillbirth and neonatal death.',
    ],
    prevention:
      'Syphilis is prevented by screening all pregnant patients at the first prenatal visit (and again in the third trimester and at delivery when risk or local prevalence is high), partner notification and condoms; CDC recommends doxycycline post-exposure prophylaxis for men who have sex with men and transgender women with a bacterial STI in the past year.',
    keyComparisons: [
      {
        with: 'micro-herpes-simplex-virus',
        difference:
          'Genital herpes causes multiple painful vesicles and shallow ulcers with tender adenopathy, whereas a syphilitic chancre is a single painless indurated ulcer with painless adenopathy.',
      },
      {
        with: 'rheum-antiphospholipid-syndrome',
        difference:
          'Antiphospholipid antibodies cause a false-positive nontreponemal (VDRL or RPR) test with a negative treponemal test, unlike true syphilis.',
      },
    ],
    why: [
      {
        question: 'Why must pregnant patients with penicillin allergy be desensitized for syphilis?',
        answer:
          'Penicillin is the only therapy proven to treat the fetus and prevent congenital syphilis, and doxycycline is contraindicated in pregnancy, so desensitization allows penicillin to be given.',
      },
      {
        question: 'Why are RPR titers, not treponemal tests, used to monitor syphilis treatment?',
        answer:
          'Treponemal antibodies usually stay positive for life after infection, whereas nontreponemal titers fall with successful treatment, so a fourfold drop in RPR shows response.',
      },
      {
        question: 'Why does a Jarisch-Herxheimer reaction follow the first dose of penicillin for syphilis?',
        answer:
          'Killing large numbers of spirochetes releases treponemal antigens and lipoproteins that trigger a cytokine surge, causing fever, headache and myalgia within 24 hours; it is treated supportively and therapy continues.',
      },
    ],
    highYield: [
      'False-positive nontreponemal syphilis tests occur in pregnancy, with antiphospholipid antibodies, in SLE and with other infections.',
      'The prozone phenomenon (a very high antibody titer) can give a false-negative RPR in secondary syphilis.',
    ],
    dontMiss:
      'Screen all pregnant patients for syphilis because congenital syphilis is preventable, and consider neurosyphilis, ocular or otic syphilis at any stage when neurological, visual or hearing symptoms appear.',
    icd10: ['A53.9', 'A51.0', 'A51.39', 'A52.3', 'A50.9'],
  },
  {
    id: 'id-sepsis-septic-shock',
    title: 'Sepsis and septic shock',
    subject: 'Infectious Disease',
    kind: 'condition',
    aliases: [
      'sepsis',
      'septic shock',
      'severe sepsis',
      'blood infection',
      'blood poisoning',
      'bacteremia',
      'urosepsis',
      'qSOFA',
      'SOFA score',
    ],
    definition:
      'Sepsis is life-threatening organ dysfunction caused by a dysregulated host response to infection (Sepsis-3: an acute rise in SOFA score of 2 or more), and septic shock is sepsis needing vasopressors to keep mean arterial pressure at 65 mmHg or more with lactate above 2 mmol/L despite adequate fluid resuscitation.',
    mostCommonCause:
      'The most common source of sepsis is the lungs (pneumonia), followed by the abdomen and urinary tract.',
    causes: [
      'Common sources of sepsis are the lungs, urinary tract, abdomen, skin and soft tissue, and intravascular catheters.',
    ],
    riskFactors: [
      'Risk factors for sepsis include extremes of age, immunosuppression, diabetes, cancer, chronic kidney or liver disease, asplenia and indwelling devices.',
    ],
    pathophysiology:
      'In sepsis, microbial products activate innate immune receptors and trigger a dysregulated cytokine and coagulation response that causes vasodilation (partly via nitric oxide), capillary leak, microvascular thrombosis and mitochondrial dysfunction, producing distributive shock and organ failure.',
    presentation: [
      'Sepsis causes fever or hypothermia, tachycardia, tachypnea, hypotension and altered mental status.',
      'Organ dysfunction in sepsis includes oliguria and acute kidney injury, raised lactate, thrombocytopenia or DIC, hyperbilirubinemia and hypoxemia.',
    ],
    bestInitialTest:
      'The best initial tests in suspected sepsis are serum lactate and two sets of blood cultures before antibiotics, with CBC, metabolic panel, liver tests and coagulation studies.',
    testOfChoice:
      'Source-directed tests in sepsis include urinalysis and urine culture, chest x-ray and imaging for an abscess; sepsis itself is a clinical diagnosis.',
    criteria: {
      name: 'Sepsis-3 definitions and qSOFA',
      items: [
        'Sepsis: suspected infection with an acute rise in SOFA score of 2 or more.',
        'Septic shock: vasopressors needed to keep mean arterial pressure at 65 mmHg or more and lactate above 2 mmol/L despite adequate fluids.',
        'qSOFA (1 point each): respiratory rate 22/min or more, altered mentation, systolic BP 100 mmHg or less.',
        'A qSOFA of 2 or more flags a poor prognosis, but qSOFA is not a stand-alone screening tool.',
      ],
    },
    firstLine:
      'First-line treatment of possible septic shock or probable sepsis is broad-spectrum IV antibiotics within 1 hour (after cultures if this causes no delay) and 30 mL/kg of IV crystalloid (balanced crystalloid preferred) within the first 3 hours for hypotension or lactate of 4 mmol/L or more, with norepinephrine as the first-line vasopressor to a MAP of 65 mmHg or more.',
    management:
      'In septic shock, vasopressin is added next after norepinephrine, and IV hydrocortisone is given for an ongoing vasopressor requirement. Source control (draining abscesses, removing infected devices) is essential, and antibiotics are narrowed once cultures return.',
    complications: [
      'Complications of sepsis include ARDS, acute kidney injury, DIC, multiorgan failure and death.',
      'A lactate of 4 mmol/L or more in sepsis signals high mortality even with a normal blood pressure.',
    ],
    prevention:
      'Sepsis is prevented by vaccination (pneumococcal, influenza), careful catheter and line care, and prompt treatment of infections.',
    keyComparisons: [
      {
        with: 'endo-adrenal-insufficiency',
        difference:
          'Adrenal crisis mimics septic shock with fluid- and pressor-resistant hypotension but responds promptly to IV hydrocortisone.',
      },
      {
        with: 'heme-neutropenic-fever',
        difference:
          'Neutropenic fever is a special sepsis situation in which an antipseudomonal beta-lactam is started within an hour even without other signs, because neutropenic patients cannot mount typical signs of infection.',
      },
    ],
    why: [
      {
        question: 'Why is norepinephrine the first-line vasopressor in septic shock?',
        answer:
          'Norepinephrine is mainly an alpha-1 agonist that reverses the pathologic vasodilation of sepsis, with some beta-1 support of cardiac output, and it causes fewer arrhythmias than dopamine.',
      },
      {
        question: 'Why is lactate raised in sepsis?',
        answer:
          'Lactate rises in sepsis from tissue hypoperfusion and from epinephrine-driven aerobic glycolysis, and its clearance by the liver is impaired, so a high lactate marks severity even with normal blood pressure.',
      },
      {
        question: 'Why is source control so important in sepsis?',
        answer:
          'Antibiotics penetrate abscesses, dead tissue and biofilm on devices poorly, so draining collections and removing infected devices are needed to control the infection.',
      },
    ],
    highYield: [
      'Norepinephrine, the first-line vasopressor in septic shock, is mainly an alpha-1 agonist with some beta-1 activity.',
      'Typical empiric therapy for sepsis combines an antipseudomonal beta-lactam (piperacillin-tazobactam, cefepime or meropenem) with vancomycin when MRSA is a concern, adjusted for the suspected source and local resistance.',
    ],
    dontMiss:
      'Special sepsis situations are neutropenic fever, asplenia (encapsulated organisms), necrotizing soft-tissue infection (pain out of proportion; urgent surgery) and toxic shock syndrome. Mimics of septic shock are adrenal crisis, anaphylaxis, pulmonary embolism, pancreatitis and cardiogenic shock.',
    icd10: ['A41.9', 'R65.20', 'R65.21'],
  },
  {
    id: 'id-clostridioides-difficile-infection',
    title: 'Clostridioides difficile infection',
    subject: 'Infectious Disease',
    kind: 'condition',
    aliases: [
      'C. diff',
      'C. difficile',
      'Clostridioides difficile',
      'Clostridium difficile',
      'CDI',
      'C. diff colitis',
      'pseudomembranous colitis',
      'antibiotic-associated diarrhea',
    ],
    definition:
      'Clostridioides difficile infection is toxin-mediated colitis caused by a spore-forming gram-positive anaerobe, usually after antibiotics disrupt the normal gut flora.',
    mostCommonCause:
      'The antibiotics most often implicated in Clostridioides difficile infection are clindamycin, fluoroquinolones, cephalosporins and penicillins, and C. difficile is the most common cause of healthcare-associated infectious diarrhea.',
    riskFactors: [
      'Risk factors for Clostridioides difficile infection are recent antibiotics, older age, hospitalization or long-term care residence, PPI use, inflammatory bowel disease and immunosuppression.',
    ],
    pathophysiology:
      'In Clostridioides difficile infection, antibiotics deplete the protective colonic microbiota, ingested spores germinate, and toxins A and B inactivate Rho GTPases in colonocytes, disrupting the cytoskeleton and killing cells; the resulting inflammation forms pseudomembranes of fibrin, mucus and neutrophils.',
    presentation: [
      'Clostridioides difficile infection causes three or more unformed stools in 24 hours, typically during or within weeks (up to about 3 months) of antibiotic exposure.',
      'Clostridioides difficile infection causes lower abdominal cramping, fever and leukocytosis, which can be marked.',
      'Endoscopy in Clostridioides difficile infection (not needed for diagnosis) shows yellow-white pseudomembranes.',
    ],
    bestInitialTest:
      'The best initial test for Clostridioides difficile infection is nucleic acid amplification (PCR) for toxin genes or a multistep algorithm (GDH antigen plus toxin immunoassay) on unformed stool from a patient with 3 or more unformed stools in 24 hours who is not taking laxatives.',
    testOfChoice:
      'Abdominal CT is obtained in Clostridioides difficile infection when fulminant disease or complications such as toxic megacolon or perforation are suspected, and no test of cure is performed.',
    criteria: {
      name: 'Severity of Clostridioides difficile infection (IDSA/SHEA)',
      items: [
        'Nonsevere: WBC below 15,000/mm3 and creatinine 1.5 mg/dL or less.',
        'Severe: WBC 15,000/mm3 or more or creatinine above 1.5 mg/dL.',
        'Fulminant: hypotension or shock, ileus or toxic megacolon.',
      ],
    },
    firstLine:
      'First-line treatment of an initial episode of Clostridioides difficile infection is oral fidaxomicin (preferred) or oral vancomycin for 10 days, with the inciting antibiotic stopped if possible.',
    management:
      'Fulminant Clostridioides difficile infection is treated with oral vancomycin (rectal if ileus) plus IV metronidazole, with early surgical consultation. Recurrences are treated with fidaxomicin or a tapered and pulsed vancomycin course, and fecal microbiota-based therapy is used after multiple recurrences.',
    complications: [
      'Complications of Clostridioides difficile infection include toxic megacolon, perforation and death.',
      'Clostridioides difficile infection recurs commonly, especially after further antibiotic courses.',
    ],
    prevention:
      'Clostridioides difficile infection is prevented by antibiotic stewardship, contact precautions and soap-and-water hand hygiene, because alcohol gel does not kill spores.',
    keyComparisons: [
      {
        with: 'gi-ulcerative-colitis',
        difference:
          'Clostridioides difficile infection can mimic or complicate an ulcerative colitis flare, so stool is tested for C. difficile in every flare before immunosuppression is escalated.',
      },
      {
        with: 'pharm-clindamycin',
        difference:
          'Clindamycin is the antibiotic classically associated with Clostridioides difficile infection, although fluoroquinolones and cephalosporins now cause many cases.',
      },
    ],
    why: [
      {
        question: 'Why does alcohol hand gel not prevent the spread of C. difficile?',
        answer:
          'Clostridioides difficile forms spores that resist alcohol, so hands must be washed with soap and water to remove them mechanically.',
      },
      {
        question: 'Why must vancomycin be given orally for C. difficile infection?',
        answer:
          'Oral vancomycin is not absorbed and reaches high concentrations in the colon where C. difficile lives, whereas IV vancomycin is not excreted into the colonic lumen and does not treat C. difficile.',
      },
      {
        question: 'Why is a test of cure not done after C. difficile treatment?',
        answer:
          'Patients often stay colonized with toxigenic C. difficile after clinical cure, so a positive PCR after treatment does not mean failure and would lead to needless further antibiotics.',
      },
    ],
    highYield: [
      'Fidaxomicin, a narrow-spectrum macrocyclic antibiotic for Clostridioides difficile infection, lowers the recurrence rate.',
      'Metronidazole is now only an alternative for nonsevere Clostridioides difficile infection when fidaxomicin and oral vancomycin are unavailable.',
    ],
    dontMiss:
      'Avoid antimotility agents such as loperamide during active Clostridioides difficile infection, and watch for toxic megacolon and perforation.',
    icd10: ['A04.72', 'A04.71'],
  },
  {
    id: 'id-urinary-tract-infection',
    title: 'Urinary tract infection (cystitis and pyelonephritis)',
    subject: 'Infectious Disease',
    kind: 'condition',
    aliases: [
      'UTI',
      'urinary tract infection',
      'bladder infection',
      'cystitis',
      'pyelonephritis',
      'kidney infection',
      'asymptomatic bacteriuria',
      'urosepsis',
      'dysuria',
    ],
    definition:
      'A urinary tract infection is bacterial infection of the bladder (cystitis) or kidney (pyelonephritis), usually ascending from the urethra.',
    mostCommonCause: 'The most common cause of urinary tract infection is Escherichia coli.',
    causes: [
      'Other causes of urinary tract infection include Klebsiella, Proteus (alkaline urine, struvite stones), Staphylococcus saprophyticus (young sexually active women) and Enterococcus.',
    ],
    riskFactors: [
      'Risk factors for urinary tract infection include female sex, sexual activity, spermicides, pregnancy, diabetes, urinary obstruction and urinary catheters.',
    ],
    pathophysiology:
      'In urinary tract infection, uropathogenic E. coli from the fecal flora colonize the periurethral area and ascend the short female urethra, adhering to the bladder epithelium with type 1 fimbriae and, in pyelonephritis, to the renal epithelium with P fimbriae.',
    presentation: [
      'Cystitis causes dysuria, frequency, urgency, suprapubic pain and sometimes hematuria, without fever.',
      'Pyelonephritis causes fever, flank pain, costovertebral angle tenderness and nausea and vomiting, with or without cystitis symptoms.',
      'Urinalysis in urinary tract infection shows pyuria with positive leukocyte esterase; a positive nitrite suggests Enterobacterales, and white cell casts indicate kidney involvement.',
    ],
    bestInitialTest:
      'Uncomplicated cystitis in a nonpregnant woman with typical symptoms is diagnosed clinically, with a dipstick or urinalysis if unclear.',
    testOfChoice:
      'Urine culture is sent for pyelonephritis, men, pregnancy, complicated or recurrent infection and treatment failure, and CT or ultrasound is done for pyelonephritis that is not improving after 48-72 hours or suspected obstruction.',
    firstLine:
      'First-line treatment of uncomplicated cystitis is nitrofurantoin 100 mg twice daily for 5 days, TMP-SMX one double-strength tablet twice daily for 3 days (if local resistance is below 20%), or fosfomycin 3 g as a single dose.',
    management:
      'Outpatient pyelonephritis is treated with ciprofloxacin 500 mg twice daily for 7 days, or TMP-SMX for 14 days if the organism is susceptible; admitted patients receive IV ceftriaxone or broader therapy according to risk. Asymptomatic bacteriuria is treated only in pregnancy and before urologic procedures that breach the mucosa.',
    contraindications: [
      'Nitrofurantoin is avoided when creatinine clearance is below 30 mL/min and for pyelonephritis because tissue levels are inadequate.',
      'Fluoroquinolones are avoided for urinary tract infection in pregnancy.',
    ],
    complications: [
      'Complications of urinary tract infection include urosepsis, renal or perinephric abscess and, in diabetes, emphysematous pyelonephritis.',
      'Pyelonephritis in pregnancy can cause preterm labor.',
    ],
    prevention:
      'Pyelonephritis in pregnancy is prevented by screening for and treating asymptomatic bacteriuria, and catheter-associated infection by avoiding or promptly removing urinary catheters.',
    keyComparisons: [
      {
        with: 'micro-chlamydia-trachomatis',
        difference:
          'Chlamydial urethritis causes dysuria with sterile pyuria (white cells but a negative routine culture), so a sexually active patient with dysuria and a negative urine culture is tested for chlamydia and gonorrhea.',
      },
      {
        with: 'renal-kidney-stones',
        difference:
          'A ureteral stone with fever is an obstructed infected kidney and needs urgent decompression, not just antibiotics.',
      },
    ],
    why: [
      {
        question: 'Why is nitrofurantoin not used for pyelonephritis?',
        answer:
          'Nitrofurantoin concentrates in urine but reaches very low levels in blood and kidney tissue, so it treats cystitis but not pyelonephritis or bacteremia.',
      },
      {
        question: 'Why does a positive urine nitrite suggest Enterobacterales?',
        answer:
          'Enterobacterales such as E. coli reduce dietary nitrate to nitrite, whereas Enterococcus and Staphylococcus saprophyticus do not, so a negative nitrite does not exclude infection.',
      },
      {
        question: 'Why is asymptomatic bacteriuria treated in pregnancy?',
        answer:
          'Progesterone relaxes ureteral smooth muscle and the enlarging uterus compresses the ureters, so bacteriuria in pregnancy often ascends to pyelonephritis, which raises the risk of preterm labor.',
      },
    ],
    highYield: [
      'Long-term nitrofurantoin causes pulmonary reactions and neuropathy.',
      'TMP-SMX causes hyperkalemia, rash including Stevens-Johnson syndrome and marrow suppression, and it interacts with warfarin.',
      'Fluoroquinolones for urinary tract infection cause tendinopathy and QT prolongation.',
      'Proteus urinary tract infection produces urease, which alkalinizes urine and forms struvite (magnesium ammonium phosphate) stones.',
    ],
    dontMiss:
      'An obstructed infected kidney (fever with a ureteral stone) is a urologic emergency requiring decompression. Emphysematous pyelonephritis occurs in diabetes, and in men with a urinary tract infection consider prostatitis.',
    icd10: ['N39.0', 'N30.00', 'N10'],
  },
  {
    id: 'id-lyme-disease',
    title: 'Lyme disease',
    subject: 'Infectious Disease',
    kind: 'condition',
    aliases: [
      'Lyme disease',
      'Lyme borreliosis',
      'Borrelia burgdorferi',
      'tick bite',
      'deer tick',
      'Ixodes tick',
      'erythema migrans',
      'bull\'s-eye rash',
      'Lyme carditis',
      'Lyme arthritis',
    ],
    definition:
      'Lyme disease is a tick-borne infection with the spirochete Borrelia burgdorferi transmitted by Ixodes (deer) ticks, endemic in the northeastern, mid-Atlantic and upper Midwestern United States.',
    riskFactors: [
      'Risk factors for Lyme disease are outdoor exposure in endemic areas in late spring and summer and tick attachment for 36 hours or more.',
    ],
    pathophysiology:
      'In Lyme disease, Borrelia burgdorferi moves from the feeding tick\'s midgut to its salivary glands over a day or more, is inoculated into the skin, spreads outward to form erythema migrans, and disseminates through the blood to other skin sites, the nervous system, heart and joints, where the immune response produces the disease.',
    presentation: [
      'Early localized Lyme disease (3-30 days after the bite) causes erythema migrans, an expanding red annular rash of 5 cm or more, sometimes with central clearing, plus flu-like symptoms.',
      'Early disseminated Lyme disease (weeks) causes multiple erythema migrans lesions, facial nerve palsy (can be bilateral), lymphocytic meningitis, painful radiculopathy and carditis with AV block.',
      'Late Lyme disease (months) causes intermittent arthritis of large joints, most often the knee.',
    ],
    bestInitialTest:
      'Erythema migrans in an endemic area is a clinical diagnosis of Lyme disease and needs no testing.',
    testOfChoice:
      'Other presentations of Lyme disease are confirmed with two-tier serology (immunoassay followed by Western blot or a second immunoassay), which is often negative in the first weeks.',
    firstLine:
      'First-line treatment of erythema migrans is oral doxycycline for 10 days, with amoxicillin or cefuroxime for 14 days when doxycycline is unsuitable.',
    management:
      'Lyme facial palsy, meningitis or radiculopathy is treated with oral doxycycline (IV ceftriaxone as an alternative), and Lyme arthritis with oral doxycycline for 28 days. Lyme carditis is treated with IV ceftriaxone while hospitalized (for symptoms or a PR interval of 300 ms or more), then oral therapy.',
    complications: [
      'Lyme carditis can cause high-degree AV block and syncope, and temporary pacing may be needed.',
      'Post-treatment fatigue and aches after Lyme disease do not respond to prolonged antibiotics.',
      'Coinfection with Babesia or Anaplasma can come from the same tick as Lyme disease.',
    ],
    prevention:
      'Lyme disease is prevented by tick avoidance and prompt tick removal, and by a single dose of doxycycline within 72 hours of removing an Ixodes tick attached for 36 hours or more in a highly endemic area.',
    keyComparisons: [
      {
        with: 'micro-rickettsia-rickettsii',
        difference:
          'Rocky Mountain spotted fever causes fever and a petechial rash starting at the wrists and ankles and spreading centrally, and it can be rapidly fatal, whereas early Lyme disease causes the expanding annular rash of erythema migrans; both are treated with doxycycline.',
      },
      {
        with: 'id-cellulitis',
        difference:
          'Erythema migrans expands slowly over days, is often minimally tender and may clear centrally, whereas cellulitis is warm, tender and spreads with poorly demarcated borders.',
      },
    ],
    why: [
      {
        question: 'Why does Lyme transmission usually need 36 hours of tick attachment?',
        answer:
          'Borrelia burgdorferi lives in the tick midgut and must multiply and migrate to the salivary glands after feeding begins, which takes about a day or more, so prompt tick removal prevents most infections.',
      },
      {
        question: 'Why is serology not used to diagnose erythema migrans?',
        answer:
          'Antibodies to Borrelia take several weeks to develop, so serology is often negative when erythema migrans appears, and the rash in an endemic area is diagnostic by itself.',
      },
    ],
    highYield: [
      'Doxycycline for Lyme disease causes photosensitivity and pill esophagitis (take it with water and stay upright).',
      'Short courses of doxycycline are acceptable for Lyme disease in young children, and amoxicillin is used in pregnancy.',
    ],
    dontMiss:
      'Lyme carditis can cause high-degree AV block and syncope, so get an ECG when a patient with Lyme disease has palpitations, dizziness or syncope.',
    icd10: ['A69.20', 'A69.21', 'A69.22', 'A69.23'],
  },
  {
    id: 'id-cellulitis',
    title: 'Cellulitis and skin abscess',
    subject: 'Infectious Disease',
    kind: 'condition',
    aliases: [
      'cellulitis',
      'skin infection',
      'skin and soft tissue infection',
      'SSTI',
      'erysipelas',
      'skin abscess',
      'boil',
      'MRSA skin infection',
      'red swollen leg',
    ],
    definition:
      'Cellulitis is acute infection of the dermis and subcutaneous tissue; erysipelas is a more superficial, sharply demarcated, raised form, and a skin abscess is a collection of pus in the dermis or subcutaneous tissue.',
    mostCommonCause:
      'The most common cause of nonpurulent cellulitis and erysipelas is beta-hemolytic streptococci, while purulent infection and abscess are most often caused by Staphylococcus aureus, including MRSA.',
    causes: [
      'Exposure clues to unusual causes of cellulitis are a dog or cat bite (Pasteurella), fresh water (Aeromonas), and salt water or raw oysters (Vibrio vulnificus).',
    ],
    riskFactors: [
      'Risk factors for cellulitis are portals of entry such as tinea pedis and wounds, venous insufficiency, lymphedema, obesity and prior cellulitis.',
    ],
    pathophysiology:
      'In cellulitis, bacteria enter through a break in the skin and spread through the dermis and subcutaneous fat using enzymes such as hyaluronidase and streptokinase, producing spreading, poorly demarcated erythema; erysipelas involves the upper dermis and lymphatics, which gives its raised, sharp border.',
    presentation: [
      'Cellulitis causes unilateral warm, red, tender, swollen skin with poorly demarcated borders, most often on the lower leg, and fever may be present.',
      'A purulent skin infection is an abscess with fluctuance and drainage.',
    ],
    bestInitialTest:
      'Cellulitis is a clinical diagnosis; cultures are unnecessary in mild nonpurulent cellulitis, abscess fluid is cultured, and blood cultures are taken with systemic toxicity or immunocompromise.',
    testOfChoice:
      'Ultrasound detects an occult abscess in cellulitis, and duplex ultrasound excludes DVT when it is suspected.',
    firstLine:
      'First-line treatment of mild nonpurulent cellulitis is an oral beta-lactam active against streptococci (cephalexin, penicillin V, amoxicillin or dicloxacillin) for about 5 days, extended if not improving; first-line treatment of a skin abscess is incision and drainage.',
    management:
      'Moderate cellulitis with systemic signs is treated with IV cefazolin or penicillin, adding MRSA coverage with penetrating trauma, injection drug use or known MRSA colonization. A skin abscess also receives TMP-SMX or doxycycline for MRSA when there are systemic signs, extensive disease or immunocompromise, and IV vancomycin for severe infection. The limb is elevated and tinea pedis is treated.',
    complications: [
      'Complications of cellulitis include bacteremia, abscess formation, lymphangitis, necrotizing fasciitis and recurrence.',
    ],
    prevention:
      'Recurrent cellulitis is prevented by treating tinea pedis and controlling edema with compression and elevation.',
    keyComparisons: [
      {
        with: 'surg-necrotizing-fasciitis',
        difference:
          'Necrotizing fasciitis causes pain out of proportion to the skin findings, rapid spread, bullae, crepitus and hypotension and needs emergency surgery, whereas cellulitis is painful in proportion to its redness and responds to antibiotics.',
      },
      {
        with: 'heme-deep-vein-thrombosis',
        difference:
          'Deep vein thrombosis causes a swollen, tender leg without fever or a spreading red border and is excluded with duplex ultrasound when cellulitis is uncertain.',
      },
    ],
    why: [
      {
        question: 'Why is MRSA not routinely covered in nonpurulent cellulitis?',
        answer:
          'Nonpurulent cellulitis is usually caused by beta-hemolytic streptococci, which a beta-lactam such as cephalexin covers, so MRSA coverage is added only with purulence or specific risk factors.',
      },
      {
        question: 'Why is bilateral leg redness rarely cellulitis?',
        answer:
          'Cellulitis is almost always unilateral, so symmetric red legs usually mean stasis dermatitis, lipodermatosclerosis or contact dermatitis rather than infection.',
      },
      {
        question: 'Why is clindamycin added in necrotizing fasciitis?',
        answer:
          'Clindamycin inhibits bacterial protein synthesis and so suppresses streptococcal and staphylococcal toxin production even when bacteria are not dividing, which beta-lactams alone do not.',
      },
    ],
    highYield: [
      'Cephalexin does not cover MRSA.',
      'TMP-SMX and doxycycline cover MRSA but have less reliable streptococcal activity.',
      'Clindamycin covers both streptococci and MRSA but carries a high risk of C. difficile infection.',
    ],
    dontMiss:
      'Necrotizing fasciitis (pain out of proportion, rapid spread, bullae, crepitus, hypotension) needs emergency surgical debridement plus broad IV antibiotics including clindamycin for toxin suppression. Mimics of cellulitis are DVT, stasis dermatitis (often bilateral), gout and contact dermatitis, and bilateral leg cellulitis is rarely cellulitis.',
    icd10: ['L03.90', 'L03.115', 'L03.116', 'L02.91', 'A46'],
  },
  {
    id: 'id-infectious-mononucleosis',
    title: 'Infectious mononucleosis',
    subject: 'Infectious Disease',
    kind: 'condition',
    aliases: [
      'mono',
      'infectious mononucleosis',
      'EBV',
      'Epstein-Barr virus',
      'glandular fever',
      'kissing disease',
      'Monospot',
      'heterophile antibody test',
    ],
    definition:
      'Infectious mononucleosis is the clinical syndrome of primary Epstein-Barr virus infection, typically in adolescents and young adults, spread through saliva.',
    mostCommonCause:
      'The most common cause of infectious mononucleosis is Epstein-Barr virus, and cytomegalovirus causes most heterophile-negative cases.',
    riskFactors: [
      'Infectious mononucleosis mainly affects adolescents and young adults and spreads through saliva, for example by kissing or sharing drinks.',
    ],
    pathophysiology:
      'In infectious mononucleosis, EBV infects oropharyngeal epithelium and then B cells through CD21, and the infected B cells proliferate; a vigorous reactive CD8 T-cell response (the atypical lymphocytes) causes fever, lymphadenopathy and splenomegaly, and polyclonal B-cell activation produces heterophile antibodies.',
    presentation: [
      'Infectious mononucleosis causes fever, exudative pharyngitis and posterior (as well as anterior) cervical lymphadenopathy.',
      'Infectious mononucleosis causes marked fatigue that can last weeks, splenomegaly, hepatomegaly and mildly raised transaminases.',
      'Infectious mononucleosis causes lymphocytosis with more than 10% atypical lymphocytes.',
      'A maculopapular rash commonly follows amoxicillin or ampicillin in infectious mononucleosis.',
    ],
    bestInitialTest:
      'The best initial test for infectious mononucleosis is the heterophile antibody (Monospot) test with a CBC showing atypical lymphocytes; the Monospot can be negative in the first week and in young children.',
    testOfChoice:
      'EBV-specific serology (IgM to viral capsid antigen) confirms infectious mononucleosis when the heterophile test is negative.',
    firstLine:
      'First-line treatment of infectious mononucleosis is supportive care (rest, fluids, acetaminophen or NSAIDs) with avoidance of contact sports and strenuous activity for at least 3-4 weeks from onset because of the risk of splenic rupture.',
    management:
      'Glucocorticoids are given in infectious mononucleosis only for impending airway obstruction or severe hematologic complications, and antivirals are not useful.',
    complications: [
      'Complications of infectious mononucleosis include splenic rupture (left upper quadrant pain, shock) and airway obstruction from tonsillar swelling.',
      'Hematologic complications of infectious mononucleosis include autoimmune hemolytic anemia with cold agglutinins and thrombocytopenia, and hepatitis can occur.',
    ],
    keyComparisons: [
      {
        with: 'micro-streptococcus-pyogenes',
        difference:
          'Streptococcal pharyngitis causes exudative tonsillitis with tender anterior cervical nodes and no splenomegaly or marked fatigue, whereas infectious mononucleosis causes posterior cervical lymphadenopathy, splenomegaly and atypical lymphocytes.',
      },
      {
        with: 'id-hiv-infection',
        difference:
          'Acute HIV causes a heterophile-negative mononucleosis-like illness, so HIV testing is done when a patient with risk factors has mono-like symptoms and a negative Monospot.',
      },
    ],
    why: [
      {
        question: 'Why must patients with mononucleosis avoid contact sports?',
        answer:
          'Lymphocytic infiltration enlarges and weakens the spleen in infectious mononucleosis, and rupture risk is highest in the first weeks, so contact sports are avoided for at least 3-4 weeks.',
      },
      {
        question: 'Why is the Monospot often negative in young children?',
        answer:
          'Young children with EBV infection produce fewer heterophile antibodies, so the Monospot is often falsely negative and EBV-specific serology is used instead.',
      },
      {
        question: 'Why do patients with mononucleosis get a rash after amoxicillin?',
        answer:
          'The rash reflects an immune reaction promoted by the EBV-activated immune system rather than a true IgE-mediated penicillin allergy, so it does not usually mean the patient must avoid penicillins later.',
      },
    ],
    highYield: [
      'EBV is associated with Burkitt lymphoma, Hodgkin lymphoma, nasopharyngeal carcinoma, post-transplant lymphoproliferative disorder and oral hairy leukoplakia.',
      'The atypical lymphocytes of infectious mononucleosis are reactive CD8 T cells, not infected B cells.',
    ],
    dontMiss:
      'Watch for splenic rupture and airway obstruction in infectious mononucleosis. CMV, acute HIV and toxoplasmosis cause heterophile-negative mononucleosis-like illness, so test for HIV when there is risk.',
    icd10: ['B27.90', 'B27.00'],
  },
  {
    id: 'id-malaria',
    title: 'Malaria',
    subject: 'Infectious Disease',
    kind: 'condition',
    aliases: [
      'malaria',
      'Plasmodium falciparum',
      'Plasmodium vivax',
      'falciparum malaria',
      'cerebral malaria',
      'fever after travel',
      'antimalarial',
      'Anopheles mosquito',
      'mosquito-borne infection',
    ],
    definition:
      'Malaria is a mosquito-borne infection with Plasmodium species transmitted by female Anopheles mosquitoes; P. falciparum causes the most severe disease, P. vivax and P. ovale form dormant liver hypnozoites that cause relapse, and P. malariae and P. knowlesi also infect humans.',
    mostCommonCause:
      'The most common cause of severe and fatal malaria is Plasmodium falciparum.',
    riskFactors: [
      'Risk factors for malaria are travel to endemic areas without chemoprophylaxis (especially travelers visiting friends and relatives), pregnancy, young age and asplenia.',
    ],
    pathophysiology:
      'In malaria, sporozoites from the mosquito infect the liver, then merozoites invade red cells, multiply and rupture them in cycles that cause fever and hemolysis; P. falciparum infects red cells of all ages and makes them stick to capillary endothelium (cytoadherence), which blocks the microcirculation of the brain, kidneys and other organs.',
    presentation: [
      'Malaria causes fever with chills, rigors, sweats, headache and myalgia after travel to an endemic area, usually within weeks (vivax and ovale malaria can appear months later).',
      'Malaria causes hemolytic anemia, thrombocytopenia, splenomegaly and jaundice.',
      'Severe falciparum malaria causes impaired consciousness or seizures (cerebral malaria), severe anemia, hypoglycemia, acidosis, acute kidney injury, ARDS and parasitemia of 5% or more.',
    ],
    bestInitialTest:
      'The best initial and diagnostic test for malaria is thick and thin Giemsa-stained blood smears (thick to detect parasites, thin to identify species and measure parasitemia), repeated every 12-24 hours for three sets if negative.',
    testOfChoice:
      'Rapid antigen tests help diagnose malaria but must be confirmed by microscopy.',
    firstLine:
      'First-line treatment of uncomplicated falciparum malaria or malaria of unknown species is artemether-lumefantrine or atovaquone-proguanil, with chloroquine only for infections acquired where parasites remain chloroquine-sensitive.',
    management:
      'Severe malaria is treated with IV artesunate in an ICU setting, followed by a full oral course. P. vivax or P. ovale malaria is treated with chloroquine (where sensitive) or an artemisinin combination, plus primaquine or tafenoquine against hypnozoites after G6PD testing.',
    contraindications: [
      'Primaquine and tafenoquine for malaria are contraindicated in G6PD deficiency (test first) and avoided in pregnancy.',
    ],
    complications: [
      'Complications of falciparum malaria include cerebral malaria, severe anemia, hypoglycemia, acidosis, acute kidney injury, ARDS, and it can progress to death within 24-48 hours.',
      'Relapse of vivax or ovale malaria occurs months later from liver hypnozoites if primaquine or tafenoquine is not given.',
    ],
    prevention:
      'Malaria is prevented with chemoprophylaxis matched to the destination and mosquito avoidance (repellents, bed nets, protective clothing).',
    keyComparisons: [
      {
        with: 'heme-g6pd-deficiency',
        difference:
          'G6PD deficiency gives some protection against falciparum malaria, but it makes primaquine and tafenoquine cause oxidative hemolysis, so G6PD is tested before giving them.',
      },
      {
        with: 'heme-sickle-cell-disease',
        difference:
          'Sickle cell trait protects against severe falciparum malaria, which explains its high frequency in malaria-endemic regions.',
      },
    ],
    why: [
      {
        question: 'Why do P. vivax and P. ovale malaria relapse?',
        answer:
          'P. vivax and P. ovale leave dormant hypnozoites in the liver that blood-stage drugs do not kill, so primaquine or tafenoquine is added to prevent relapse months later.',
      },
      {
        question: 'Why is falciparum malaria the most dangerous?',
        answer:
          'P. falciparum infects red cells of all ages, allowing very high parasitemia, and infected cells adhere to capillary endothelium, blocking the microcirculation of the brain and other organs.',
      },
      {
        question: 'Why is G6PD tested before primaquine?',
        answer:
          'Primaquine and tafenoquine generate oxidative stress that red cells lacking G6PD cannot handle, causing hemolytic anemia.',
      },
    ],
    highYield: [
      'Partial protection against malaria comes from sickle cell trait, G6PD deficiency and thalassemia, and Duffy-negative red cells resist P. vivax.',
      'Chloroquine causes pruritus and, with long-term use, retinopathy.',
      'Mefloquine causes neuropsychiatric effects.',
      'Artesunate for severe malaria causes delayed post-treatment hemolysis, so hemoglobin is rechecked in the following weeks.',
    ],
    dontMiss:
      'Fever in a traveler returning from an endemic area is malaria until proven otherwise, and falciparum malaria can become fatal within 24-48 hours. Chemoprophylaxis does not exclude malaria, and glucose is checked because hypoglycemia is common in severe disease.',
    icd10: ['B50.9', 'B50.0', 'B51.9', 'B54'],
  },
  {
    id: 'id-influenza',
    title: 'Influenza',
    subject: 'Infectious Disease',
    kind: 'condition',
    aliases: [
      'influenza',
      'flu',
      'seasonal flu',
      'influenza A',
      'influenza B',
      'grippe',
      'flu shot',
    ],
    definition:
      'Influenza is acute respiratory infection with influenza A or B virus (orthomyxoviruses), causing seasonal epidemics through antigenic drift; pandemics arise from antigenic shift in influenza A.',
    riskFactors: [
      'People at high risk of influenza complications are those aged 65 or older, children under 5 (especially under 2), pregnant and up to 2 weeks postpartum patients, people with chronic heart, lung, kidney, liver or metabolic disease, immunosuppression or a BMI of 40 or more, and nursing home residents.',
    ],
    pathophysiology:
      'Influenza hemagglutinin binds sialic acid on respiratory epithelium to enter cells and neuraminidase releases new virions; the virus destroys ciliated epithelium, which predisposes to secondary bacterial pneumonia. Point mutations in hemagglutinin and neuraminidase (drift) cause yearly epidemics, while reassortment of the segmented genome between strains (shift) creates pandemic influenza A.',
    presentation: [
      'Influenza causes abrupt fever, myalgia, headache, malaise, dry cough, sore throat and rhinorrhea during influenza season.',
    ],
    bestInitialTest:
      'During influenza season, influenza is often diagnosed clinically in outpatients.',
    testOfChoice:
      'Molecular assays (RT-PCR or rapid molecular tests) on a nasopharyngeal swab are the preferred tests for influenza in hospitalized and high-risk patients when the result will change management, and rapid antigen tests have limited sensitivity.',
    firstLine:
      'First-line treatment of influenza is oral oseltamivir 75 mg twice daily for 5 days (alternatives: single-dose baloxavir, inhaled zanamivir, IV peramivir) with supportive care.',
    management:
      'Antiviral therapy for influenza is started as soon as possible, regardless of symptom duration, in hospitalized patients, severe or progressive illness and high-risk outpatients; otherwise healthy outpatients benefit most when treated within 48 hours of onset.',
    contraindications: [
      'Inhaled zanamivir for influenza is avoided in asthma and COPD because it can cause bronchospasm.',
      'Live attenuated (intranasal) influenza vaccine is contraindicated in pregnancy and immunocompromise.',
      'Aspirin is avoided in children and adolescents with influenza because of Reye syndrome.',
    ],
    complications: [
      'Complications of influenza include primary viral pneumonia and secondary bacterial pneumonia (S. pneumoniae, S. aureus including MRSA) with worsening after initial improvement.',
      'Influenza can cause myositis, myocarditis and encephalitis and exacerbates chronic heart and lung disease.',
    ],
    prevention:
      'Influenza is prevented by annual vaccination, recommended for everyone aged 6 months or older.',
    keyComparisons: [
      {
        with: 'pulm-community-acquired-pneumonia',
        difference:
          'Secondary bacterial pneumonia after influenza typically appears as worsening fever and productive cough after initial improvement, and Staphylococcus aureus causes a necrotizing pneumonia in this setting.',
      },
      {
        with: 'pharm-oseltamivir',
        difference:
          'Oseltamivir is the drug (a neuraminidase inhibitor), while influenza is the infection it treats and prevents.',
      },
    ],
    why: [
      {
        question: 'Why does the influenza vaccine need updating every year?',
        answer:
          'Influenza hemagglutinin and neuraminidase accumulate point mutations (antigenic drift), so antibodies from a previous season match new strains poorly, and the vaccine is reformulated yearly.',
      },
      {
        question: 'Why do only influenza A viruses cause pandemics?',
        answer:
          'Influenza A has animal reservoirs such as birds and pigs, and when two strains infect one host its segmented genome can reassort (antigenic shift), producing a new subtype to which people have no immunity.',
      },
      {
        question: 'Why is aspirin avoided in children with influenza?',
        answer:
          'Aspirin given during influenza or varicella in children is associated with Reye syndrome, a mitochondrial injury causing acute liver failure and encephalopathy.',
      },
    ],
    highYield: [
      'Neuraminidase inhibitors for influenza (oseltamivir, zanamivir, peramivir) block release of new virions from infected cells.',
      'Oseltamivir commonly causes nausea and vomiting.',
      'Baloxavir treats influenza by inhibiting the viral cap-dependent endonuclease.',
    ],
    dontMiss:
      'Watch for secondary bacterial pneumonia, especially necrotizing staphylococcal pneumonia, after apparent recovery from influenza, and consider influenza in patients with sepsis or ARDS during the season.',
    icd10: ['J11.1', 'J10.1', 'J11.00', 'J10.00'],
  },
];
