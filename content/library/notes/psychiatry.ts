import type { TopicNote } from '../types';

export const notes: readonly TopicNote[] = [
  {
    id: 'psych-major-depressive-disorder',
    title: 'Major Depressive Disorder',
    category: 'Psychiatry',
    keywords: ['MDD', 'depression', 'major depression', 'clinical depression', 'SIGECAPS', 'feeling sad', 'SSRI'],
    definition:
      'A mood disorder with at least 5 of 9 DSM-5 symptoms for at least 2 weeks, one of which must be depressed mood or anhedonia, causing distress or impairment. It is not explained by a substance or medical condition, and there has never been a manic or hypomanic episode.',
    keyFindings: [
      'SIGECAPS: sleep change, loss of interest, guilt or worthlessness, low energy, poor concentration, appetite or weight change, psychomotor agitation or retardation, suicidal ideation.',
      'Sleep disturbance, classically early-morning awakening; polysomnography shows decreased REM latency.',
      'Screen with the PHQ-2, then grade severity with the PHQ-9.',
      'Severe episodes may have psychotic features (usually mood-congruent delusions) or catatonia.',
    ],
    diagnosis:
      'Clinical diagnosis by DSM-5 criteria, supported by the PHQ-9. Exclude medical and substance causes (TSH and other labs as indicated, substance history) and ask about past mania or hypomania before starting an antidepressant.',
    management:
      'Mild to moderate: psychotherapy (e.g., CBT) or an SSRI; moderate to severe: SSRI plus psychotherapy. Assess suicide risk at every visit. ECT for severe, psychotic, catatonic or treatment-resistant depression, or when a rapid response is needed (acute suicidality, refusal to eat or drink).',
    pharmacology:
      'SSRIs (sertraline, escitalopram, fluoxetine) are first-line; full effect takes 4-6 weeks, and treatment continues at least 6 months after remission of a first episode. SSRI adverse effects: sexual dysfunction, GI upset, hyponatremia (SIADH), bleeding risk; boxed warning for increased suicidal thinking under age 25. Bupropion: no sexual dysfunction or weight gain, but contraindicated in seizure disorders and eating disorders. Mirtazapine: sedation and weight gain.',
    dontMiss:
      'Screen for bipolar disorder first: an antidepressant alone can trigger mania. Suicide risk can rise early in treatment as energy returns. Rule out hypothyroidism and substance use; in older adults, depression can mimic dementia (pseudodementia). Abrupt stopping of short half-life agents (paroxetine, venlafaxine) causes discontinuation syndrome.',
  },
  {
    id: 'psych-bipolar-disorder',
    title: 'Bipolar Disorder',
    category: 'Psychiatry',
    keywords: ['bipolar I', 'bipolar II', 'manic depression', 'mania', 'hypomania', 'DIGFAST', 'lithium'],
    definition:
      'Bipolar I requires at least one manic episode: abnormally elevated or irritable mood with increased energy lasting at least 1 week (any duration if hospitalized), with marked impairment or psychosis. Bipolar II requires at least one hypomanic episode (at least 4 days, no marked impairment, no psychosis) and at least one major depressive episode.',
    keyFindings: [
      'DIGFAST: distractibility, impulsivity or indiscretion, grandiosity, flight of ideas, increased goal-directed activity, decreased need for sleep, talkativeness or pressured speech.',
      'Psychotic features during an elevated-mood episode make it mania (bipolar I) by definition.',
      'Depressive episodes are common and are often the presenting complaint.',
      'Antidepressant monotherapy can precipitate a switch to mania.',
    ],
    diagnosis:
      'Clinical diagnosis by DSM-5 criteria. Exclude substance-induced mania (urine drug screen; ask about corticosteroids and stimulants) and hyperthyroidism (TSH).',
    management:
      'Acute mania: lithium or valproate and/or a second-generation antipsychotic (e.g., quetiapine, olanzapine, risperidone, aripiprazole), combined in severe cases; ECT for refractory mania or in pregnancy. Maintenance: lithium (also reduces suicide risk), valproate, lamotrigine (mainly prevents depressive episodes) or selected antipsychotics; avoid antidepressant monotherapy.',
    pharmacology:
      'Lithium has a narrow therapeutic index: tremor, nephrogenic diabetes insipidus, hypothyroidism, hypercalcemia (hyperparathyroidism), teratogenicity (Ebstein anomaly); levels rise with thiazides, ACE inhibitors, NSAIDs and dehydration. Check renal function, TSH, calcium and pregnancy test before starting. Valproate: hepatotoxicity, pancreatitis, neural tube defects, weight gain. Lamotrigine: Stevens-Johnson syndrome, so titrate slowly.',
    dontMiss:
      'Lithium toxicity: vomiting, diarrhea, coarse tremor, ataxia, confusion, seizures; check a level, give IV fluids, and use hemodialysis for severe toxicity. Rule out drug-induced mania (steroids, stimulants, cocaine) and hyperthyroidism. Suicide risk is high.',
  },
  {
    id: 'psych-schizophrenia',
    title: 'Schizophrenia',
    category: 'Psychiatry',
    keywords: ['psychosis', 'hallucinations', 'delusions', 'hearing voices', 'schizophreniform', 'antipsychotic'],
    definition:
      'A psychotic disorder with at least 2 of delusions, hallucinations, disorganized speech, grossly disorganized or catatonic behavior and negative symptoms (at least one of the first three) for 1 month, with continuous signs of illness for at least 6 months and decline in functioning. Brief psychotic disorder lasts under 1 month; schizophreniform disorder 1-6 months.',
    keyFindings: [
      'Positive symptoms: delusions, auditory hallucinations, disorganized speech and behavior.',
      'Negative symptoms: flat affect, alogia, avolition, anhedonia, social withdrawal; they respond poorly to treatment.',
      'Onset usually late teens to mid-20s in men and somewhat later in women.',
      'Schizoaffective disorder: psychosis for at least 2 weeks without mood symptoms, plus major mood episodes for most of the illness.',
    ],
    diagnosis:
      'Clinical diagnosis by DSM-5 criteria. First exclude substance and medical causes: urine drug screen, TSH and other labs as indicated (e.g., HIV, syphilis), and neuroimaging if atypical features (focal deficits, late onset).',
    management:
      'A second-generation antipsychotic (e.g., risperidone, aripiprazole, olanzapine) plus psychosocial treatment. Long-acting injectable antipsychotics help with nonadherence. Clozapine for treatment-resistant schizophrenia (failure of 2 adequate antipsychotic trials) or persistent suicidality.',
    pharmacology:
      'Antipsychotics block dopamine D2 receptors (second-generation agents also block 5-HT2A). First-generation (haloperidol): extrapyramidal effects (acute dystonia, akathisia, parkinsonism, tardive dyskinesia) and hyperprolactinemia. Second-generation: metabolic syndrome (weight gain, diabetes, dyslipidemia; worst with olanzapine and clozapine), so monitor weight, glucose and lipids. Clozapine: agranulocytosis (ANC monitoring), seizures, myocarditis. Several agents prolong the QT interval.',
    dontMiss:
      'Neuroleptic malignant syndrome (fever, rigidity, altered mental status, autonomic instability, high CK). Suicide risk. Mimics: substance-induced psychosis, delirium (fluctuating attention), anti-NMDA receptor encephalitis in a young patient with new psychosis.',
  },
  {
    id: 'psych-generalized-anxiety-disorder',
    title: 'Generalized Anxiety Disorder',
    category: 'Psychiatry',
    keywords: ['GAD', 'anxiety', 'chronic worry', 'nervousness', 'GAD-7', 'buspirone'],
    definition:
      'Excessive, hard-to-control worry about many everyday matters on most days for at least 6 months, with at least 3 associated symptoms in adults (1 in children), causing distress or impairment.',
    keyFindings: [
      'Restlessness, fatigue, poor concentration, irritability, muscle tension, sleep disturbance.',
      'Worry is diffuse and not tied to one trigger (unlike phobias or panic attacks).',
      'Screen and grade severity with the GAD-7.',
      'Depression and substance use disorders often coexist.',
    ],
    diagnosis:
      'Clinical diagnosis by DSM-5 criteria (GAD-7 for screening). Exclude hyperthyroidism (TSH), caffeine or stimulant use and other medical causes as indicated.',
    management:
      'CBT and/or an SSRI or SNRI (e.g., escitalopram, sertraline, venlafaxine, duloxetine) are first-line. Buspirone is an alternative or add-on. Benzodiazepines only short term, e.g., as a bridge while an SSRI takes effect.',
    pharmacology:
      'SSRIs and SNRIs take several weeks to work. Buspirone: 5-HT1A partial agonist; not sedating, no dependence, but delayed onset and not useful for acute anxiety. Benzodiazepines: enhance GABA-A receptor activity; dependence, withdrawal, falls and cognitive impairment in older adults, respiratory depression with opioids or alcohol.',
    dontMiss:
      'Medical mimics: hyperthyroidism, arrhythmia, pheochromocytoma, hypoglycemia, stimulant use, alcohol or benzodiazepine withdrawal. Avoid long-term benzodiazepines, especially in older adults and patients with substance use disorders.',
  },
  {
    id: 'psych-panic-disorder',
    title: 'Panic Disorder',
    category: 'Psychiatry',
    keywords: ['panic attack', 'anxiety attack', 'agoraphobia', 'panic', 'palpitations anxiety'],
    definition:
      'Recurrent unexpected panic attacks followed by at least 1 month of persistent worry about further attacks or a maladaptive change in behavior (such as avoidance).',
    keyFindings: [
      'Abrupt surge of intense fear peaking within minutes: palpitations, chest pain, dyspnea, sweating, trembling, paresthesias, derealization, fear of dying or losing control.',
      'At least some attacks are unexpected, not only triggered by a specific feared object or situation.',
      'Frequently accompanied by agoraphobia.',
    ],
    diagnosis:
      'Clinical diagnosis by DSM-5 criteria, after excluding medical mimics as the presentation warrants: ECG (and troponin for chest pain), TSH, glucose, urine drug screen.',
    management:
      'CBT and/or an SSRI (or the SNRI venlafaxine) are first-line. A benzodiazepine may be used short term for severe symptoms or as a bridge until the SSRI takes effect.',
    pharmacology:
      'SSRIs: start at a low dose because patients are sensitive to initial jitteriness; full effect takes weeks. Benzodiazepines (e.g., clonazepam, alprazolam): rapid relief but risk of dependence and withdrawal.',
    dontMiss:
      'Acute coronary syndrome, arrhythmia, pulmonary embolism, asthma, hyperthyroidism, pheochromocytoma, hypoglycemia, stimulant intoxication and alcohol or benzodiazepine withdrawal can all present like a panic attack.',
  },
  {
    id: 'psych-ptsd',
    title: 'Posttraumatic Stress Disorder',
    category: 'Psychiatry',
    keywords: ['PTSD', 'trauma', 'flashbacks', 'nightmares', 'acute stress disorder', 'combat stress'],
    definition:
      'After exposure to actual or threatened death, serious injury or sexual violence, intrusion symptoms, avoidance, negative changes in mood and cognition, and hyperarousal lasting more than 1 month with impairment. The same picture lasting 3 days to 1 month is acute stress disorder.',
    keyFindings: [
      'Intrusion: flashbacks, nightmares, intrusive memories.',
      'Avoidance of reminders of the trauma.',
      'Negative mood and cognition: guilt, self-blame, detachment, inability to recall parts of the event.',
      'Hyperarousal: hypervigilance, exaggerated startle, insomnia, irritability.',
    ],
    diagnosis:
      'Clinical diagnosis by DSM-5 criteria; screen with the PC-PTSD-5 and grade severity with the PCL-5. Screen for depression, substance use and suicidality.',
    management:
      'Trauma-focused psychotherapy (cognitive processing therapy, prolonged exposure, EMDR) is first-line. Medication option: an SSRI (sertraline, paroxetine) or venlafaxine. Prazosin may be used for trauma-related nightmares.',
    pharmacology:
      'Sertraline and paroxetine are FDA-approved for PTSD. Prazosin: alpha-1 blocker; first-dose orthostatic hypotension. Benzodiazepines are not recommended.',
    dontMiss:
      'Suicide risk and substance use disorders. Distinguish adjustment disorder: symptoms within 3 months of a stressor of any kind, resolving within 6 months of its end, without full PTSD criteria.',
  },
  {
    id: 'psych-obsessive-compulsive-disorder',
    title: 'Obsessive-Compulsive Disorder',
    category: 'Psychiatry',
    keywords: ['OCD', 'obsessions', 'compulsions', 'intrusive thoughts', 'hand washing', 'checking'],
    definition:
      'Obsessions (recurrent, intrusive, unwanted thoughts, urges or images that cause anxiety) and/or compulsions (repetitive behaviors or mental acts performed to reduce that anxiety) that are time-consuming (more than 1 hour a day) or cause distress or impairment.',
    keyFindings: [
      'Ego-dystonic: the patient usually recognizes the thoughts as excessive, although insight varies.',
      'Common themes: contamination and washing, doubt and checking, symmetry and ordering, intrusive taboo thoughts.',
      'Associated with tic disorders and Tourette syndrome.',
      'Sudden onset in a child after streptococcal infection raises the question of PANDAS.',
    ],
    diagnosis: 'Clinical diagnosis by DSM-5 criteria; severity is graded with the Y-BOCS.',
    management:
      'CBT with exposure and response prevention and/or an SSRI, often at higher doses and for a longer trial than in depression. Clomipramine if SSRIs fail; antipsychotic augmentation for refractory cases.',
    pharmacology:
      'SSRIs: fluoxetine, fluvoxamine, sertraline, paroxetine. Clomipramine: a strongly serotonergic TCA; anticholinergic effects, lowers seizure threshold, cardiotoxic in overdose.',
    dontMiss:
      'Obsessive-compulsive personality disorder is different: ego-syntonic perfectionism and rigidity without true obsessions or compulsions. Screen for comorbid depression and suicidality.',
  },
  {
    id: 'psych-anorexia-nervosa',
    title: 'Anorexia Nervosa',
    category: 'Psychiatry',
    keywords: ['anorexia', 'eating disorder', 'low BMI', 'food restriction', 'refeeding syndrome'],
    definition:
      'Restriction of energy intake leading to significantly low body weight, with intense fear of weight gain and a distorted body image; restricting and binge-eating/purging subtypes.',
    keyFindings: [
      'Low BMI (severity graded by BMI), excessive exercise.',
      'Bradycardia, hypotension, hypothermia, lanugo, dry skin; amenorrhea is common but no longer required for diagnosis.',
      'Hypothalamic hypogonadism with low estrogen and reduced bone density; low T3 (euthyroid sick pattern).',
      'Hypokalemia and metabolic alkalosis if purging; ECG may show bradycardia and QT prolongation.',
    ],
    diagnosis:
      'Clinical diagnosis by DSM-5 criteria. Assess complications with electrolytes (including potassium, magnesium and phosphate), glucose, CBC, ECG and, for longer illness, a DEXA scan.',
    management:
      'Nutritional rehabilitation with supervised weight restoration plus psychotherapy (family-based treatment for adolescents). Hospitalize for unstable vital signs (e.g., marked bradycardia, hypotension, hypothermia), severe malnutrition, electrolyte disturbances, arrhythmia or acute food refusal.',
    pharmacology:
      'No drug is first-line for weight restoration; SSRIs do not restore weight in underweight patients and are used for comorbid depression or anxiety. Avoid bupropion (seizure risk).',
    dontMiss:
      'Refeeding syndrome: hypophosphatemia (plus hypokalemia and hypomagnesemia) after feeding restarts, causing arrhythmia, heart failure and rhabdomyolysis; advance feeding gradually and monitor and replace phosphate. Anorexia has one of the highest mortality rates in psychiatry (cardiac death, suicide).',
  },
  {
    id: 'psych-bulimia-nervosa',
    title: 'Bulimia Nervosa',
    category: 'Psychiatry',
    keywords: ['bulimia', 'binge eating', 'purging', 'self-induced vomiting', 'eating disorder'],
    definition:
      'Recurrent binge eating with inappropriate compensatory behaviors (vomiting, laxatives, diuretics, fasting, excessive exercise), both at least weekly for 3 months, with self-evaluation unduly influenced by body shape and weight. Body weight is usually normal or above normal.',
    keyFindings: [
      'Normal or high BMI (distinguishes it from the binge-purge subtype of anorexia).',
      'Parotid gland enlargement, dental enamel erosion, calluses on the dorsum of the hand (Russell sign).',
      'Vomiting causes hypokalemic, hypochloremic metabolic alkalosis.',
      'Elevated serum amylase of salivary origin.',
    ],
    diagnosis:
      'Clinical diagnosis by DSM-5 criteria; check electrolytes (potassium, chloride, bicarbonate) and an ECG if hypokalemic.',
    management: 'CBT is first-line, often combined with an SSRI.',
    pharmacology:
      'Fluoxetine is FDA-approved for bulimia (used at a higher dose than for depression). Bupropion is contraindicated because of seizure risk.',
    dontMiss:
      'Arrhythmia from hypokalemia; Mallory-Weiss tear and esophageal rupture (Boerhaave syndrome) from vomiting; suicide risk. Binge-eating disorder has binges without compensatory behaviors.',
  },
  {
    id: 'psych-alcohol-withdrawal',
    title: 'Alcohol Withdrawal and Delirium Tremens',
    category: 'Psychiatry',
    keywords: ['alcohol withdrawal', 'delirium tremens', 'DTs', 'CIWA', 'withdrawal seizures', 'alcoholic hallucinosis'],
    definition:
      'CNS hyperexcitability after stopping or reducing heavy, prolonged alcohol use, ranging from tremor to seizures and delirium tremens, a medical emergency.',
    keyFindings: [
      'Within 6-24 h: tremor, anxiety, insomnia, sweating, tachycardia, nausea.',
      '12-48 h: alcoholic hallucinosis (usually visual, with intact orientation) and generalized tonic-clonic withdrawal seizures.',
      '48-96 h: delirium tremens - disorientation, hallucinations, agitation, fever, tachycardia, hypertension, diaphoresis.',
      'Often accompanied by hypomagnesemia, hypophosphatemia and hypokalemia.',
    ],
    diagnosis:
      'Clinical diagnosis based on timing of the last drink; severity is scored with the CIWA-Ar. Check glucose, electrolytes, magnesium, phosphate and blood alcohol, and look for other causes of confusion (hypoglycemia, infection, head injury, hepatic encephalopathy).',
    management:
      'Benzodiazepines are first-line, given symptom-triggered by CIWA-Ar score or on a fixed schedule. Give thiamine before glucose and replace magnesium, phosphate and potassium; phenobarbital is an option for benzodiazepine-refractory withdrawal; delirium tremens needs ICU care. After detoxification, offer treatment for alcohol use disorder (naltrexone, acamprosate or disulfiram, plus counseling).',
    pharmacology:
      'Long-acting benzodiazepines (chlordiazepoxide, diazepam) give a smoother course; lorazepam or oxazepam are preferred in significant liver disease or older adults (no active metabolites). Thiamine prevents Wernicke encephalopathy. Naltrexone is contraindicated with opioid use and acute hepatitis or liver failure; acamprosate is renally cleared.',
    dontMiss:
      'Wernicke encephalopathy (confusion, ophthalmoplegia, ataxia) needs IV thiamine. Delirium tremens can be fatal. Exclude hypoglycemia, head trauma, sepsis and coexisting drug withdrawal.',
  },
  {
    id: 'psych-neuroleptic-malignant-syndrome',
    title: 'Neuroleptic Malignant Syndrome',
    category: 'Psychiatry',
    keywords: ['NMS', 'antipsychotic reaction', 'lead-pipe rigidity', 'haloperidol fever', 'hyperthermia', 'dantrolene'],
    definition:
      'A rare, life-threatening reaction to dopamine antagonists (especially high-potency first-generation antipsychotics such as haloperidol, but also other antipsychotics and dopamine-blocking antiemetics such as metoclopramide) or to abrupt withdrawal of dopaminergic drugs such as levodopa.',
    keyFindings: [
      'FEVER: fever, encephalopathy (altered mental status), vital sign instability (autonomic), elevated CK (enzymes), rigidity (generalized lead-pipe).',
      'Develops over 1-3 days, usually early after starting or increasing the drug.',
      'Reflexes normal or reduced; clonus absent (unlike serotonin syndrome).',
      'Leukocytosis, rhabdomyolysis with myoglobinuria and acute kidney injury.',
    ],
    diagnosis:
      'Clinical diagnosis; a markedly elevated CK supports it. Check renal function, electrolytes and urine myoglobin, and exclude infection (e.g., meningitis) and other causes of hyperthermia as indicated.',
    management:
      'Stop the causative drug (or restart the withdrawn dopaminergic drug), provide ICU supportive care with cooling and IV fluids, and give benzodiazepines for agitation. Add dantrolene and/or bromocriptine (or amantadine) in moderate to severe cases.',
    pharmacology:
      'Dantrolene blocks calcium release from the sarcoplasmic reticulum (ryanodine receptor); hepatotoxic. Bromocriptine is a dopamine D2 agonist.',
    dontMiss:
      'Mimics: serotonin syndrome (rapid onset, hyperreflexia, clonus, diarrhea), malignant hyperthermia (during anesthesia), anticholinergic toxicity (dry skin), CNS infection, heat stroke. Complications: rhabdomyolysis with renal failure, arrhythmia, respiratory failure.',
  },
  {
    id: 'psych-serotonin-syndrome',
    title: 'Serotonin Syndrome',
    category: 'Psychiatry',
    keywords: ['serotonin toxicity', 'SSRI overdose', 'MAOI interaction', 'clonus', 'hyperthermia', 'cyproheptadine'],
    definition:
      'Potentially fatal excess serotonergic activity, usually from combining serotonergic drugs (SSRIs, SNRIs, MAOIs, linezolid, tramadol, meperidine, dextromethorphan, St John\'s wort, MDMA) or from overdose.',
    keyFindings: [
      'Rapid onset, usually within 24 hours of starting, increasing or combining drugs.',
      'Neuromuscular hyperactivity: spontaneous, inducible or ocular clonus, hyperreflexia, tremor, most marked in the legs.',
      'Autonomic: hyperthermia, tachycardia, hypertension, diaphoresis, mydriasis, diarrhea, hyperactive bowel sounds.',
      'Agitation and confusion.',
    ],
    diagnosis:
      'Clinical diagnosis using the Hunter criteria (a serotonergic drug plus clonus, tremor with hyperreflexia, or hypertonia with hyperthermia); no confirmatory laboratory test exists.',
    management:
      'Stop all serotonergic drugs, give supportive care and benzodiazepines for agitation, and add cyproheptadine if symptoms persist. Severe hyperthermia needs sedation, nondepolarizing paralysis and intubation; antipyretics do not help because the heat comes from muscle activity.',
    pharmacology:
      'Cyproheptadine: 5-HT2A antagonist and first-generation antihistamine, oral only. When switching to or from an MAOI, allow a 2-week washout (5 weeks after fluoxetine).',
    dontMiss:
      'Neuroleptic malignant syndrome (slow onset, lead-pipe rigidity, reduced reflexes), anticholinergic toxicity (dry skin, absent bowel sounds), malignant hyperthermia, sympathomimetic toxicity. Avoid physical restraints, which worsen hyperthermia.',
  },
  {
    id: 'psych-adhd',
    title: 'Attention-Deficit/Hyperactivity Disorder',
    category: 'Psychiatry',
    keywords: ['ADHD', 'ADD', 'hyperactivity', 'inattention', 'stimulants', 'methylphenidate'],
    definition:
      'A neurodevelopmental disorder of persistent inattention and/or hyperactivity-impulsivity, with several symptoms present before age 12, in at least 2 settings, for at least 6 months, impairing functioning.',
    keyFindings: [
      'Inattention: careless mistakes, easily distracted, loses things, does not finish tasks.',
      'Hyperactivity-impulsivity: fidgeting, leaving seat, excessive talking, interrupting, difficulty waiting.',
      'Requires at least 6 symptoms in a domain (5 from age 17).',
      'Common comorbidities: learning disorders, oppositional defiant disorder, anxiety, depression.',
    ],
    diagnosis:
      'Clinical diagnosis using standardized rating scales (e.g., Vanderbilt) completed by parents and teachers; check vision and hearing and consider other causes such as sleep disorders, absence seizures or trauma.',
    management:
      'Preschool children (4-5 years): parent training in behavior management first, adding methylphenidate if insufficient. School-age children and adolescents: FDA-approved medication (stimulants first) plus behavioral therapy and school supports.',
    pharmacology:
      'Stimulants (methylphenidate, amphetamines) increase synaptic dopamine and norepinephrine; adverse effects: appetite loss, weight loss, insomnia, slowed growth, raised heart rate and blood pressure; ask about cardiac symptoms and family history of sudden death. Non-stimulants: atomoxetine (norepinephrine reuptake inhibitor; boxed warning for suicidal thinking), guanfacine and clonidine (alpha-2 agonists; sedation, hypotension, rebound hypertension if stopped abruptly).',
    dontMiss:
      'Absence seizures, hearing or vision loss, obstructive sleep apnea, abuse or trauma, thyroid disease and substance use can mimic ADHD. Watch for stimulant misuse and diversion in adolescents and adults.',
  },
];
