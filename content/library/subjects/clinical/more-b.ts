import type { LibraryNote } from '../../note-types';

export const notes: readonly LibraryNote[] = [
  // ───────────────────────────── Psychiatry ─────────────────────────────
  {
    id: 'psych-personality-disorders',
    title: 'Personality disorders (clusters A, B and C)',
    subject: 'Psychiatry',
    kind: 'condition',
    aliases: [
      'personality disorder',
      'cluster A',
      'cluster B',
      'cluster C',
      'borderline personality disorder',
      'BPD',
      'antisocial personality disorder',
      'ASPD',
      'schizotypal personality disorder',
      'narcissistic personality disorder',
      'avoidant personality disorder',
      'OCPD',
    ],
    definition:
      'A personality disorder is an enduring, inflexible and pervasive pattern of inner experience and behavior that deviates markedly from cultural expectations, begins by adolescence or early adulthood, is stable over time and causes distress or impairment. DSM-5 groups the ten personality disorders into cluster A (odd or eccentric), cluster B (dramatic, emotional or erratic) and cluster C (anxious or fearful).',
    riskFactors: [
      'Cluster A personality disorders, especially schizotypal personality disorder, are more common in first-degree relatives of people with schizophrenia.',
      'Childhood abuse, neglect and other early adversity are risk factors for personality disorders, most strongly for borderline personality disorder.',
      'Conduct disorder beginning before age 15 is a risk factor for, and a diagnostic requirement of, antisocial personality disorder.',
    ],
    presentation: [
      "Cluster A personality disorders are paranoid (pervasive distrust and suspicion of others' motives), schizoid (detachment from relationships, restricted emotion, a preference for solitary activities, indifference to praise or criticism) and schizotypal (odd beliefs or magical thinking, ideas of reference, unusual perceptions, eccentric appearance and social anxiety).",
      "Cluster B personality disorders are antisocial (disregard for and violation of others' rights, deceit, impulsivity, lack of remorse), histrionic (attention-seeking, seductive, shallow and dramatic emotion) and narcissistic (grandiosity, need for admiration, lack of empathy, fragile self-esteem) and borderline personality disorder.",
      'Borderline personality disorder, in cluster B, causes unstable relationships, identity and mood, frantic efforts to avoid abandonment, impulsivity, recurrent self-harm or suicidal behavior, chronic emptiness, intense anger and splitting.',
      'Cluster C personality disorders are avoidant (social inhibition and feelings of inadequacy with a desire for relationships but fear of rejection), dependent (excessive need to be taken care of, submissiveness, difficulty making decisions alone) and obsessive-compulsive (preoccupation with orderliness, perfectionism and control at the expense of flexibility and efficiency).',
      'Personality disorder traits are usually ego-syntonic, so the person often sees the problem as lying with others rather than with themselves.',
    ],
    diagnosis:
      'A personality disorder is diagnosed clinically from a longitudinal history showing a pervasive pattern across many situations, after excluding substance effects, another medical condition and another mental disorder that better explains the behavior; personality disorders are generally not diagnosed before age 18, and antisocial personality disorder requires age 18 or older with conduct disorder before age 15.',
    criteria: {
      name: 'DSM-5 general criteria for personality disorder',
      items: [
        'A personality disorder requires an enduring pattern that deviates from cultural expectations in at least two of cognition, affectivity, interpersonal functioning and impulse control.',
        'The pattern of a personality disorder is inflexible and pervasive across a broad range of personal and social situations.',
        'The pattern of a personality disorder causes clinically significant distress or impairment in social, occupational or other functioning.',
        'The pattern of a personality disorder is stable and of long duration, with onset traceable to at least adolescence or early adulthood.',
        'The pattern of a personality disorder is not better explained by another mental disorder, a substance or another medical condition.',
      ],
    },
    firstLine:
      'First-line treatment of personality disorders is psychotherapy; for borderline personality disorder, dialectical behavior therapy (DBT) is the best-studied therapy and reduces self-harm and suicidal behavior.',
    management:
      'Medications have no FDA-approved indication for any personality disorder and are used only for specific target symptoms or comorbid disorders, such as an SSRI for comorbid depression; in borderline personality disorder, mentalization-based therapy, schema-focused therapy and transference-focused psychotherapy are alternatives to DBT, and benzodiazepines are best avoided because of disinhibition and misuse. Clinicians manage personality disorders best with clear, consistent boundaries, regular scheduled visits and a single coordinated care plan.',
    complications: [
      'Borderline personality disorder carries a high rate of self-harm and a lifetime suicide rate of several percent, so suicide risk must be assessed at every crisis.',
      'Personality disorders are commonly comorbid with depression, anxiety disorders, eating disorders and substance use disorders, and they worsen the outcome of those disorders.',
      'Antisocial personality disorder is associated with substance use, incarceration and violent injury or death.',
    ],
    prognosis:
      'Borderline personality disorder symptoms, especially impulsivity and self-harm, often lessen with age and treatment, and many patients no longer meet criteria after a decade, whereas antisocial personality disorder behavior tends to decline after about age 40.',
    keyComparisons: [
      {
        with: 'psych-schizophrenia',
        difference:
          'Schizotypal personality disorder has odd beliefs, magical thinking and ideas of reference without sustained psychosis, whereas schizophrenia has persistent delusions or hallucinations with functional decline for at least 6 months.',
      },
      {
        with: 'psych-obsessive-compulsive-disorder',
        difference:
          'Obsessive-compulsive personality disorder is an ego-syntonic, lifelong preoccupation with order, rules and perfectionism without true obsessions or compulsions, whereas obsessive-compulsive disorder has ego-dystonic intrusive obsessions and compulsions that the patient recognizes as excessive.',
      },
      {
        with: 'psych-bipolar-disorder',
        difference:
          'Borderline personality disorder has mood shifts lasting hours and triggered by interpersonal events, whereas bipolar disorder has distinct manic or hypomanic episodes lasting at least 4-7 days.',
      },
    ],
    why: [
      {
        question: 'Why are personality disorders hard to treat?',
        answer:
          'Personality disorder traits are usually ego-syntonic, so patients often do not see their own behavior as the problem and seek help only for consequences such as depression or relationship crises. The patterns are also long-standing and pervasive, so change requires sustained psychotherapy rather than a short course of medication.',
      },
      {
        question: 'Why is avoidant personality disorder different from schizoid personality disorder?',
        answer:
          "Avoidant personality disorder is driven by fear of rejection in someone who wants relationships, whereas schizoid personality disorder reflects genuine indifference to relationships. Both lead to social isolation, so the patient's desire for connection is the distinguishing question.",
      },
    ],
    highYield: [
      'Cluster A personality disorders are remembered as weird, cluster B as wild and cluster C as worried.',
      'Splitting, in which people are seen as all good or all bad, is the classic defense mechanism of borderline personality disorder.',
      'Antisocial personality disorder is more common in men, and borderline personality disorder is diagnosed more often in women in clinical settings.',
      'Histrionic personality disorder involves dramatic, attention-seeking behavior, whereas narcissistic personality disorder involves grandiosity and a need for admiration with a lack of empathy.',
    ],
    dontMiss:
      'In a patient with a personality disorder, new-onset personality change in middle or late life should prompt a search for a neurological, medical or substance-induced cause (for example frontotemporal dementia, a brain tumor or head injury) rather than a personality disorder diagnosis.',
    icd10: ['F60.3', 'F60.2', 'F60.9'],
  },
  {
    id: 'psych-somatic-symptom-and-related-disorders',
    title: 'Somatic symptom and related disorders',
    subject: 'Psychiatry',
    kind: 'condition',
    aliases: [
      'somatic symptom disorder',
      'SSD',
      'illness anxiety disorder',
      'hypochondriasis',
      'conversion disorder',
      'functional neurological symptom disorder',
      'FND',
      'factitious disorder',
      'Munchausen syndrome',
      'malingering',
      'somatoform disorder',
      'psychogenic nonepileptic seizures',
    ],
    definition:
      'Somatic symptom and related disorders are DSM-5 disorders in which physical symptoms or concern about illness cause distress or impairment: somatic symptom disorder, illness anxiety disorder, conversion disorder (functional neurological symptom disorder) and factitious disorder. Malingering is not a mental disorder but is the key comparison.',
    riskFactors: [
      'Risk factors for somatic symptom and related disorders include childhood adversity or abuse, coexisting anxiety or depression, serious childhood illness in oneself or a family member, and recent stress.',
      'Factitious disorder is classically described in women with health care training or employment.',
    ],
    presentation: [
      'Somatic symptom disorder is one or more distressing physical symptoms with excessive thoughts, feelings or behaviors about them (disproportionate worry, high anxiety or excessive time spent on them), typically persisting for more than 6 months; the symptoms may or may not have a medical explanation.',
      'Illness anxiety disorder is preoccupation for at least 6 months with having or acquiring a serious illness despite no or only mild somatic symptoms, with either excessive checking or maladaptive avoidance of medical care.',
      'Conversion disorder (functional neurological symptom disorder) presents with motor or sensory symptoms such as weakness, abnormal movements, nonepileptic seizures, blindness or numbness whose findings are incompatible with recognized neurological disease.',
      'Factitious disorder is the intentional falsification or induction of signs or symptoms without obvious external reward, driven by the wish to assume the sick role; when imposed on another (classically a caregiver inducing illness in a child), it is a form of abuse.',
      'Malingering is the intentional production or exaggeration of symptoms for an external incentive such as money, drugs, avoiding work or avoiding prosecution.',
    ],
    diagnosis:
      'Somatic symptom and related disorders are diagnosed clinically after an appropriate, not exhaustive, medical evaluation; conversion disorder is diagnosed from positive clinical signs of incongruence, such as a positive Hoover sign, give-way weakness or a tremor that entrains to another rhythm, rather than only by excluding other disease.',
    firstLine:
      'First-line management of somatic symptom disorder is regularly scheduled visits with a single primary care physician who acknowledges the symptoms, limits unnecessary tests and referrals and sets functional goals, combined with cognitive behavioral therapy.',
    management:
      'In somatic symptom and related disorders, SSRIs or SNRIs are used for comorbid depression or anxiety; illness anxiety disorder responds to cognitive behavioral therapy and scheduled reassurance visits; conversion disorder is treated by explaining the diagnosis as a real, potentially reversible functional problem and by physical therapy and psychotherapy. Factitious disorder is managed with a nonpunitive discussion, a single coordinating clinician and avoidance of unnecessary procedures, and suspected factitious disorder imposed on a child must be reported to child protective services.',
    keyComparisons: [
      {
        with: 'psych-generalized-anxiety-disorder',
        difference:
          'Illness anxiety disorder focuses worry on having a serious disease, whereas generalized anxiety disorder involves excessive worry about many everyday matters such as work, finances and family.',
      },
      {
        with: 'peds-child-abuse',
        difference:
          'Factitious disorder imposed on another (Munchausen syndrome by proxy) is a form of child abuse in which a caregiver fabricates or induces illness in a child, so it requires a report to child protective services rather than psychiatric management of the child.',
      },
    ],
    why: [
      {
        question: 'Why is the distinction between factitious disorder and malingering about motive?',
        answer:
          'Both factitious disorder and malingering involve intentionally produced symptoms, so the difference lies in the goal. In factitious disorder the reward is internal (assuming the sick role), whereas in malingering it is an external incentive such as compensation, drugs or avoiding legal consequences.',
      },
      {
        question: 'Why are repeated tests avoided in somatic symptom disorder?',
        answer:
          'In somatic symptom disorder, repeated tests and referrals reinforce illness behavior, rarely reassure for long and expose the patient to false-positive results and iatrogenic harm. Scheduled visits address the concern without making new symptoms the ticket to care.',
      },
    ],
    highYield: [
      'In somatic symptom disorder, illness anxiety disorder and conversion disorder, symptoms are not intentionally produced, whereas in factitious disorder and malingering they are.',
      'Somatic symptom disorder centers on the symptoms themselves, whereas illness anxiety disorder centers on the fear of having a disease with few or no symptoms.',
      'Conversion disorder no longer requires an identified psychological stressor in DSM-5, and la belle indifference (lack of concern about the deficit) is not a reliable diagnostic sign.',
      'Factitious hypoglycemia from injected insulin shows a high insulin level with a low C-peptide, whereas sulfonylurea misuse shows high insulin and high C-peptide with a positive sulfonylurea screen.',
      'Body dysmorphic disorder, preoccupation with a perceived defect in appearance, is classified with obsessive-compulsive and related disorders, not with somatic symptom disorders.',
    ],
    dontMiss:
      'Before diagnosing a somatic symptom or conversion disorder, exclude diseases that cause vague, multisystem or fluctuating symptoms, such as multiple sclerosis, myasthenia gravis, systemic lupus erythematosus, hyperparathyroidism, porphyria and early epilepsy; patients with a somatic symptom disorder can still develop genuine medical illness later.',
    icd10: ['F45.1', 'F45.21', 'F44.4', 'F68.10'],
  },
  {
    id: 'psych-opioid-use-disorder',
    title: 'Opioid use disorder',
    subject: 'Psychiatry',
    kind: 'condition',
    aliases: [
      'OUD',
      'opioid addiction',
      'opioid dependence',
      'heroin addiction',
      'fentanyl use disorder',
      'medications for opioid use disorder',
      'MOUD',
      'MAT',
      'buprenorphine',
      'Suboxone',
      'methadone maintenance',
      'naltrexone',
    ],
    definition:
      'Opioid use disorder is a problematic pattern of opioid use (heroin, fentanyl or prescription opioids) leading to clinically significant impairment or distress, defined by DSM-5 as at least 2 of 11 criteria within 12 months and graded mild (2-3), moderate (4-5) or severe (6 or more).',
    riskFactors: [
      'Risk factors for opioid use disorder include prior or current other substance use disorders, long-term or high-dose opioid prescriptions, untreated psychiatric illness, a family history of substance use disorder, adverse childhood experiences and incarceration.',
    ],
    pathophysiology:
      'In opioid use disorder, repeated mu-opioid receptor stimulation increases dopamine release in the mesolimbic reward pathway; neuroadaptation then produces tolerance, physical dependence with withdrawal driven partly by noradrenergic rebound from the locus coeruleus, and persistent craving.',
    presentation: [
      'Opioid intoxication causes euphoria then sedation, miosis, respiratory depression, bradycardia and decreased bowel sounds.',
      'Opioid withdrawal causes dysphoria, craving, yawning, lacrimation, rhinorrhea, mydriasis, piloerection, myalgias, abdominal cramps, nausea, vomiting and diarrhea, with onset about 6-12 hours after short-acting opioids and up to 36 hours or more after methadone.',
      'Injection opioid use presents with track marks, skin abscesses and cellulitis, and it is associated with right-sided infective endocarditis, HIV, hepatitis B and hepatitis C.',
    ],
    criteria: {
      name: 'DSM-5 criteria for opioid use disorder (2 or more within 12 months)',
      items: [
        'Opioid use disorder criteria include taking opioids in larger amounts or for longer than intended, and a persistent desire or unsuccessful efforts to cut down.',
        'Opioid use disorder criteria include a great deal of time spent obtaining, using or recovering from opioids, and craving.',
        'Opioid use disorder criteria include failure to fulfil major role obligations, continued use despite social or interpersonal problems, and giving up important activities.',
        'Opioid use disorder criteria include recurrent use in physically hazardous situations and continued use despite knowing it causes or worsens a physical or psychological problem.',
        'Opioid use disorder criteria include tolerance and withdrawal, but these two do not count when opioids are taken solely under appropriate medical supervision.',
      ],
    },
    firstLine:
      'First-line treatment of opioid use disorder is long-term medication with buprenorphine or methadone, which reduces overdose death, illicit opioid use and infectious complications; extended-release naltrexone is an alternative for patients who have completed withdrawal, and every patient should also be given naloxone.',
    management:
      'Buprenorphine for opioid use disorder is started when the patient shows objective withdrawal (commonly a COWS score of about 8-12 or more) to avoid precipitated withdrawal, and since 2023 any clinician with a DEA registration for schedule III drugs can prescribe it without a special waiver. Methadone for opioid use disorder is dispensed through federally certified opioid treatment programs, needs slow dose titration and ECG monitoring of the QT interval. Extended-release injectable naltrexone for opioid use disorder is given monthly and requires about 7-10 days without opioids first. Opioid withdrawal symptoms can be eased with an alpha-2 agonist (lofexidine or clonidine), loperamide and antiemetics, but detoxification alone without maintenance medication is not recommended because relapse and overdose are common.',
    complications: [
      'Opioid overdose with respiratory depression is the leading cause of death in opioid use disorder, and the risk is highest after loss of tolerance, such as after detoxification, hospitalization or release from prison.',
      'Injection opioid use causes infective endocarditis (classically Staphylococcus aureus on the tricuspid valve), septic pulmonary emboli, osteomyelitis, epidural abscess, HIV and hepatitis C.',
      'Opioid use disorder in pregnancy can cause neonatal opioid withdrawal syndrome, which is less severe with buprenorphine than with methadone.',
    ],
    prevention:
      'Opioid use disorder deaths are prevented by prescribing or distributing naloxone, offering medication treatment at every contact (including emergency departments and jails), syringe services programs and fentanyl test strips, and cautious opioid prescribing.',
    keyComparisons: [
      {
        with: 'em-opioid-overdose',
        difference:
          'Opioid overdose is the acute emergency of respiratory depression treated with naloxone and ventilation, whereas opioid use disorder is the chronic relapsing disease treated long term with buprenorphine, methadone or naltrexone.',
      },
      {
        with: 'psych-alcohol-use-disorder',
        difference:
          'Naltrexone treats both opioid use disorder and alcohol use disorder, but in opioid use disorder it must be started only after complete opioid withdrawal, whereas in alcohol use disorder it can be started while the patient is still drinking.',
      },
    ],
    why: [
      {
        question: 'Why can buprenorphine precipitate opioid withdrawal?',
        answer:
          'Buprenorphine is a partial mu-opioid agonist with very high receptor affinity, so it displaces full agonists such as heroin or fentanyl but activates the receptor less. The net drop in receptor stimulation causes abrupt withdrawal, which is why it is started only after withdrawal has begun.',
      },
      {
        question: 'Why is buprenorphine safer than methadone in overdose?',
        answer:
          'Buprenorphine is a partial agonist with a ceiling effect on respiratory depression, whereas methadone is a full mu agonist whose respiratory depression keeps rising with dose. Buprenorphine can still be dangerous when combined with benzodiazepines or alcohol.',
      },
      {
        question: 'Why is naloxone combined with buprenorphine in Suboxone?',
        answer:
          'Naloxone is poorly absorbed sublingually, so it has little effect when Suboxone is taken as prescribed. If the tablet or film is dissolved and injected, naloxone becomes active and precipitates withdrawal, which deters misuse.',
      },
    ],
    highYield: [
      'Opioid withdrawal is very unpleasant but rarely life-threatening in adults, unlike alcohol or benzodiazepine withdrawal.',
      'Opioid withdrawal causes mydriasis, yawning and diarrhea, whereas opioid intoxication causes miosis, sedation and constipation.',
      'Methadone is a full mu-opioid agonist with a long, variable half-life that prolongs the QT interval and has many cytochrome P450 drug interactions.',
      'In pregnant patients with opioid use disorder, buprenorphine or methadone maintenance is recommended rather than medically supervised withdrawal.',
      'Fentanyl and its analogues are now the main drivers of opioid overdose deaths in the United States and may need repeated naloxone doses.',
    ],
    dontMiss:
      'Patients with opioid use disorder who present with fever should be evaluated for infective endocarditis, spinal epidural abscess and osteomyelitis with blood cultures before antibiotics.',
    icd10: ['F11.20', 'F11.10', 'F11.21'],
  },
  {
    id: 'psych-alcohol-use-disorder',
    title: 'Alcohol use disorder',
    subject: 'Psychiatry',
    kind: 'condition',
    aliases: [
      'AUD',
      'alcoholism',
      'alcohol dependence',
      'alcohol abuse',
      'unhealthy alcohol use',
      'heavy drinking',
      'AUDIT-C',
      'CAGE questionnaire',
      'naltrexone',
      'acamprosate',
      'disulfiram',
      'Antabuse',
    ],
    definition:
      'Alcohol use disorder is a problematic pattern of alcohol use causing clinically significant impairment or distress, defined by DSM-5 as at least 2 of 11 criteria within 12 months and graded mild (2-3), moderate (4-5) or severe (6 or more).',
    riskFactors: [
      'Risk factors for alcohol use disorder include a family history of alcohol use disorder (heritability is roughly 50%), early onset of drinking, male sex, other substance use disorders, depression, anxiety, PTSD and antisocial personality disorder.',
    ],
    presentation: [
      'Alcohol use disorder shows impaired control over drinking, craving, continued drinking despite social, occupational or health harms, tolerance and withdrawal.',
      'Alcohol use disorder is suggested by a raised GGT, macrocytosis (high MCV) and an AST to ALT ratio above 2:1 in alcohol-related liver disease; carbohydrate-deficient transferrin and phosphatidylethanol (PEth) are more specific markers of recent heavy drinking.',
      'Alcohol use disorder can present through its complications: trauma, gastritis, pancreatitis, liver disease, hypertension, atrial fibrillation (holiday heart), cardiomyopathy, peripheral neuropathy and Wernicke encephalopathy.',
    ],
    diagnosis:
      'The USPSTF recommends screening all adults, including pregnant people, for unhealthy alcohol use with a brief validated tool such as the AUDIT-C or the single question about heavy drinking days (5 or more drinks in a day for men, 4 or more for women, in the past year), followed by brief counseling; alcohol use disorder is then diagnosed with the DSM-5 criteria.',
    firstLine:
      'First-line medications for moderate to severe alcohol use disorder are naltrexone (oral or monthly injection) or acamprosate, combined with psychosocial treatment such as brief intervention, cognitive behavioral therapy, motivational enhancement or mutual-help groups like Alcoholics Anonymous.',
    management:
      'Alcohol withdrawal must be managed first with benzodiazepines and thiamine before long-term alcohol use disorder treatment. Naltrexone, a mu-opioid antagonist, reduces craving and heavy drinking but is contraindicated with current opioid use or opioid therapy and in acute hepatitis or liver failure; acamprosate, a glutamate (NMDA) modulator, helps maintain abstinence, is renally excreted and safe in liver disease, and needs dose reduction or avoidance in kidney disease. Disulfiram, an aldehyde dehydrogenase inhibitor, is reserved for highly motivated patients with supervised dosing; topiramate and gabapentin are off-label second-line options.',
    complications: [
      'Alcohol use disorder causes Wernicke encephalopathy (confusion, ophthalmoplegia, ataxia) from thiamine deficiency, which can progress to Korsakoff syndrome with anterograde amnesia and confabulation.',
      'Alcohol use disorder causes alcohol-related liver disease (steatosis, alcoholic hepatitis, cirrhosis), acute and chronic pancreatitis, and dilated cardiomyopathy.',
      'Alcohol use disorder raises the risk of cancers of the mouth, pharynx, larynx, esophagus (squamous cell), liver, colon and breast.',
      'Alcohol use in pregnancy causes fetal alcohol spectrum disorder, and no amount of alcohol in pregnancy is known to be safe.',
      'Alcohol use disorder increases the risk of injuries, motor vehicle crashes, suicide, alcoholic ketoacidosis, hypoglycemia and aspiration pneumonia.',
    ],
    keyComparisons: [
      {
        with: 'psych-alcohol-withdrawal',
        difference:
          'Alcohol withdrawal is the acute syndrome after stopping heavy drinking, treated with benzodiazepines, whereas alcohol use disorder is the chronic disorder treated with naltrexone or acamprosate and psychosocial support once withdrawal is controlled.',
      },
      {
        with: 'psych-opioid-use-disorder',
        difference:
          'Alcohol use disorder medications reduce heavy drinking and relapse but are underused, whereas opioid use disorder medication with buprenorphine or methadone is the standard of care because it reduces mortality.',
      },
    ],
    why: [
      {
        question: 'Why does disulfiram cause flushing, nausea and palpitations after drinking?',
        answer:
          'Disulfiram irreversibly inhibits aldehyde dehydrogenase, so acetaldehyde from alcohol metabolism builds up. Acetaldehyde causes flushing, headache, nausea, vomiting, tachycardia and hypotension, which is meant to deter drinking.',
      },
      {
        question: 'Why is naltrexone contraindicated in patients taking opioids?',
        answer:
          'Naltrexone is a mu-opioid receptor antagonist, so it precipitates withdrawal in opioid-dependent patients and blocks opioid analgesia. Patients on naltrexone who need pain control need non-opioid analgesia or specialist management.',
      },
      {
        question: 'Why is acamprosate preferred in alcohol use disorder with liver disease?',
        answer:
          'Acamprosate is not metabolized by the liver and is excreted unchanged by the kidneys, so it is safe in liver disease. The same property makes it inappropriate in severe kidney disease.',
      },
    ],
    highYield: [
      'A standard US drink contains about 14 g of alcohol, equal to 12 oz of beer, 5 oz of wine or 1.5 oz of 80-proof spirits.',
      'NIAAA defines at-risk drinking as more than 4 drinks on any day or more than 14 a week for men, and more than 3 drinks on any day or more than 7 a week for women.',
      'The CAGE questionnaire (cut down, annoyed, guilty, eye-opener) is an older alcohol use disorder screen; two or more positive answers are clinically significant.',
      'Metronidazole, some cephalosporins and sulfonylureas can cause a disulfiram-like reaction with alcohol.',
      'Thiamine should be given before glucose in patients with alcohol use disorder to avoid precipitating Wernicke encephalopathy.',
    ],
    dontMiss:
      'In a patient with alcohol use disorder and confusion, do not attribute the confusion to intoxication until hypoglycemia, Wernicke encephalopathy, head injury (subdural hematoma), hepatic encephalopathy, sepsis and withdrawal delirium have been considered.',
    icd10: ['F10.20', 'F10.10', 'F10.21'],
  },
  {
    id: 'psych-delirium',
    title: 'Delirium (and how it differs from dementia)',
    subject: 'Psychiatry',
    kind: 'condition',
    aliases: [
      'acute confusional state',
      'acute brain failure',
      'ICU delirium',
      'hospital delirium',
      'sundowning',
      'altered mental status',
      'encephalopathy',
      'CAM',
      'Confusion Assessment Method',
      'delirium vs dementia',
    ],
    definition:
      'Delirium is an acute, fluctuating disturbance of attention and awareness with additional cognitive disturbance (memory, orientation, language, perception) caused by a medical condition, a substance, medication or withdrawal; it is a medical emergency, not a psychiatric diagnosis of exclusion.',
    mostCommonCause:
      'Delirium in older adults is usually multifactorial, and the most common precipitants are infections (especially urinary tract infection and pneumonia) and medications (especially anticholinergics, benzodiazepines, opioids and other sedatives).',
    causes: [
      'Causes of delirium include infection, drugs and drug withdrawal (alcohol, benzodiazepines), electrolyte and glucose disorders (hyponatremia, hypercalcemia, hypoglycemia), hypoxia and hypercapnia, and organ failure (uremia, hepatic encephalopathy).',
      'Causes of delirium also include urinary retention, fecal impaction, uncontrolled pain, sleep deprivation, surgery, stroke, intracranial bleeding, seizures (nonconvulsive status), myocardial infarction and thyroid disease.',
    ],
    riskFactors: [
      'The strongest predisposing factor for delirium is pre-existing dementia or cognitive impairment; others are older age, prior delirium, hearing or visual impairment, frailty, severe illness, alcohol use disorder and polypharmacy.',
      'Hospital precipitants of delirium include surgery (especially hip fracture repair and cardiac surgery), ICU admission, physical restraints, urinary catheters, new medications and dehydration.',
    ],
    pathophysiology:
      'Delirium reflects global brain dysfunction from neuroinflammation, impaired cerebral oxidative metabolism and neurotransmitter imbalance, classically acetylcholine deficiency with dopamine excess, which explains why anticholinergic drugs precipitate it.',
    presentation: [
      'Delirium begins acutely over hours to days and fluctuates through the day, often worsening in the evening and at night.',
      'Inattention is the core feature of delirium: the patient is easily distracted and cannot follow a conversation, recite the months backward or spell a word backward.',
      'Delirium causes disorganized thinking, disorientation, an altered level of consciousness, sleep-wake cycle reversal, and often visual hallucinations or transient delusions.',
      'Hypoactive delirium (quiet, withdrawn, drowsy) is the most common subtype in older adults and is frequently missed or mistaken for depression, whereas hyperactive delirium presents with agitation and mixed delirium alternates between the two.',
    ],
    bestInitialTest:
      'The best initial step in delirium is bedside recognition with the Confusion Assessment Method (CAM, or CAM-ICU in ventilated patients), followed by a fingerstick glucose, medication review, vital signs and oxygen saturation.',
    diagnosis:
      'The workup of delirium looks for the cause: basic metabolic panel with calcium, CBC, urinalysis, oxygen saturation or blood gas, ECG and medication review, with chest radiograph, blood cultures, liver tests, ammonia, TSH, drug levels and toxicology as guided by the history; head CT is indicated for focal neurological signs, a fall or head trauma, or anticoagulation, and EEG when nonconvulsive status epilepticus is possible.',
    criteria: {
      name: 'Confusion Assessment Method (CAM) for delirium',
      items: [
        'The CAM diagnosis of delirium requires feature 1, an acute onset and fluctuating course.',
        'The CAM diagnosis of delirium requires feature 2, inattention.',
        'The CAM diagnosis of delirium also requires either feature 3, disorganized thinking, or feature 4, an altered level of consciousness.',
      ],
    },
    firstLine:
      'First-line management of delirium is to find and treat the underlying cause and to use nonpharmacologic measures: frequent reorientation, glasses and hearing aids, a normal sleep-wake cycle, early mobilization, hydration, family presence and avoidance of restraints, catheters and deliriogenic drugs.',
    management:
      'Antipsychotics such as low-dose haloperidol do not shorten delirium and are reserved for severe agitation that threatens the safety of the patient or staff, at the lowest dose for the shortest time with QTc monitoring. Benzodiazepines worsen delirium and should be avoided except in alcohol or benzodiazepine withdrawal; in Parkinson disease or Lewy body dementia, typical antipsychotics must be avoided and low-dose quetiapine is preferred if a drug is essential.',
    complications: [
      'Delirium is associated with higher in-hospital and 1-year mortality, longer length of stay, falls, pressure injuries, institutionalization and accelerated long-term cognitive decline.',
    ],
    prognosis:
      'Delirium often resolves within days once the cause is treated, but recovery can take weeks to months in older adults, and many never return to their previous cognitive baseline.',
    prevention:
      'Delirium in hospitalized older adults is reduced by about a third or more with multicomponent nonpharmacologic programs such as the Hospital Elder Life Program (orientation, sleep promotion, mobilization, hydration, vision and hearing aids).',
    keyComparisons: [
      {
        with: 'neuro-alzheimer-disease',
        difference:
          'Delirium has an acute onset, a fluctuating course, impaired attention and an altered level of consciousness and is usually reversible, whereas Alzheimer dementia has an insidious, progressive course with memory loss first and preserved attention and consciousness until late.',
      },
      {
        with: 'psych-major-depressive-disorder',
        difference:
          'Hypoactive delirium has inattention, disorientation and a fluctuating level of consciousness, whereas depression has intact attention and alertness with low mood and anhedonia over at least 2 weeks.',
      },
      {
        with: 'em-anticholinergic-toxicity',
        difference:
          'Anticholinergic toxicity is one specific cause of delirium, recognized by dry flushed skin, mydriasis, tachycardia, hyperthermia and urinary retention.',
      },
    ],
    why: [
      {
        question: 'Why do anticholinergic drugs cause delirium in older adults?',
        answer:
          'Acetylcholine is essential for attention and arousal, and older adults, especially those with dementia, have reduced cholinergic reserve. Drugs such as diphenhydramine, oxybutynin and tricyclic antidepressants tip this balance and precipitate delirium.',
      },
      {
        question: 'Why are benzodiazepines avoided in most delirium?',
        answer:
          'Benzodiazepines are GABA-A modulators that further depress arousal and attention, so they worsen and prolong delirium in most patients. They are the treatment of choice only when delirium is caused by alcohol or benzodiazepine withdrawal.',
      },
    ],
    highYield: [
      'The EEG in delirium typically shows diffuse slowing, except in alcohol or sedative withdrawal, where fast activity predominates.',
      'Visual hallucinations suggest delirium or Lewy body dementia, whereas auditory hallucinations suggest a primary psychotic disorder.',
      'Dementia is a major risk factor for delirium, and delirium superimposed on dementia is common and frequently missed.',
      'Lewy body dementia also fluctuates and causes visual hallucinations, which makes it the dementia most easily confused with delirium.',
    ],
    dontMiss:
      'New confusion in an older patient is delirium until proven otherwise and should never be attributed to dementia or old age without checking glucose, oxygenation, infection, medications, urinary retention and intracranial bleeding.',
    icd10: ['F05', 'R41.0'],
  },
  {
    id: 'psych-refeeding-syndrome',
    title: 'Refeeding syndrome',
    subject: 'Psychiatry',
    kind: 'condition',
    aliases: [
      'refeeding',
      'refeeding hypophosphatemia',
      'nutritional recovery syndrome',
      'anorexia refeeding',
      'starvation refeeding',
    ],
    definition:
      'Refeeding syndrome is a potentially fatal shift of fluid and electrolytes that occurs when nutrition (oral, enteral or parenteral) is reintroduced to a malnourished patient, with hypophosphatemia as its hallmark, usually within the first 72 hours to 5 days of feeding.',
    riskFactors: [
      'Refeeding syndrome risk is high in anorexia nervosa, chronic alcohol use disorder, cancer with cachexia, prolonged fasting or hunger strike, malabsorption, after bariatric surgery and in older adults with poor intake.',
      'NICE criteria for high risk of refeeding syndrome include a BMI below 16 kg/m2, unintentional weight loss above 15% in 3-6 months, little or no intake for more than 10 days, or low potassium, phosphate or magnesium before feeding.',
      'NICE criteria also define high risk of refeeding syndrome as two or more of: BMI below 18.5 kg/m2, weight loss above 10% in 3-6 months, little or no intake for more than 5 days, or a history of alcohol misuse or drugs such as insulin, chemotherapy, antacids or diuretics.',
    ],
    pathophysiology:
      "In starvation, the body shifts to fat and ketone metabolism and total-body phosphate, potassium, magnesium and thiamine become depleted even though serum levels may be normal. Refeeding with carbohydrate causes an insulin surge that drives glucose, phosphate, potassium and magnesium into cells for glycogen and protein synthesis and ATP production, so serum levels fall sharply; thiamine is consumed as a cofactor for carbohydrate metabolism, and insulin's antinatriuretic effect causes sodium and water retention.",
    presentation: [
      'Refeeding syndrome causes hypophosphatemia, hypokalemia and hypomagnesemia, often with hyperglycemia and fluid retention.',
      'Refeeding syndrome hypophosphatemia depletes ATP and 2,3-bisphosphoglycerate, causing muscle weakness, respiratory failure from diaphragmatic weakness, rhabdomyolysis, hemolysis, paresthesias, seizures and confusion.',
      'Refeeding syndrome causes cardiac complications, including heart failure from fluid overload in an atrophied heart and arrhythmias from hypokalemia and hypomagnesemia, which can cause sudden death.',
      'Refeeding syndrome can precipitate Wernicke encephalopathy because carbohydrate loading consumes the remaining thiamine.',
    ],
    bestInitialTest:
      'The key test in refeeding syndrome is serum phosphate, measured with potassium, magnesium and glucose before feeding and then at least daily for the first several days of nutritional repletion.',
    firstLine:
      'First-line prevention and management of refeeding syndrome is to identify at-risk patients, correct electrolytes and give thiamine before feeding, start nutrition cautiously (commonly about 10-20 kcal/kg/day in high-risk adults) and advance over several days while replacing phosphate, potassium and magnesium and monitoring daily.',
    management:
      'When refeeding syndrome develops, the feeding rate is reduced and advanced again more slowly, and phosphate, potassium and magnesium are replaced orally or intravenously as severity requires, with cardiac monitoring, fluid restriction for edema and continued thiamine. In adolescents hospitalized for anorexia nervosa, higher-calorie refeeding advanced quickly is considered safe when electrolytes are closely monitored, so the pace depends on risk rather than one fixed rule.',
    complications: [
      'Refeeding syndrome can cause heart failure, arrhythmias, respiratory failure, seizures, coma and death.',
    ],
    prevention:
      'Refeeding syndrome is prevented by risk screening before nutrition begins, prophylactic thiamine and vitamin supplementation, cautious initial energy delivery and daily electrolyte monitoring with replacement during the first week.',
    keyComparisons: [
      {
        with: 'psych-anorexia-nervosa',
        difference:
          'Anorexia nervosa is the eating disorder of restriction and low weight, whereas refeeding syndrome is a complication of its treatment that appears when feeding starts, most dangerously in patients with the lowest weight.',
      },
    ],
    why: [
      {
        question: 'Why is hypophosphatemia the hallmark of refeeding syndrome?',
        answer:
          'Starvation depletes total-body phosphate, and the insulin surge after carbohydrate intake drives phosphate into cells to make ATP, 2,3-BPG and phosphorylated glucose intermediates. Serum phosphate therefore falls sharply just as demand for ATP in muscle, heart and diaphragm rises.',
      },
      {
        question: 'Why is thiamine given before feeding in malnourished patients?',
        answer:
          'Thiamine is a cofactor for pyruvate dehydrogenase and transketolase in carbohydrate metabolism. Giving carbohydrate to a thiamine-depleted patient uses up what little thiamine remains and can precipitate Wernicke encephalopathy or lactic acidosis.',
      },
    ],
    highYield: [
      'Refeeding syndrome usually appears within the first 72 hours to 5 days after nutrition is started.',
      'Refeeding syndrome can occur with oral, enteral or parenteral nutrition, including dextrose-containing intravenous fluids in a starved patient.',
      'The patients at highest risk of refeeding syndrome are those with anorexia nervosa, chronic alcohol use disorder and prolonged starvation.',
    ],
    dontMiss:
      'In refeeding syndrome, new edema, dyspnea, tachycardia or weakness in the first days of feeding a malnourished patient should prompt urgent checks of phosphate, potassium and magnesium and an ECG, because cardiac arrest can be the first sign.',
  },
  // ───────────────────────────── Surgery ─────────────────────────────
  {
    id: 'surg-perforated-viscus',
    title: 'Perforated viscus (gastrointestinal perforation)',
    subject: 'Surgery',
    kind: 'condition',
    aliases: [
      'hollow viscus perforation',
      'GI perforation',
      'perforated peptic ulcer',
      'perforated ulcer',
      'pneumoperitoneum',
      'free air under the diaphragm',
      'bowel perforation',
      'perforated diverticulitis',
      'peritonitis',
    ],
    definition:
      'A perforated viscus is a full-thickness hole in the wall of the stomach, duodenum, small bowel or colon that spills gas and enteric contents into the peritoneal cavity, causing peritonitis; it is a surgical emergency.',
    mostCommonCause:
      'The classic cause of a perforated viscus with free intraperitoneal air, outside recent abdominal surgery, is a perforated peptic ulcer, usually on the anterior wall of the duodenal bulb.',
    causes: [
      'Causes of perforated viscus include peptic ulcer disease (NSAIDs, Helicobacter pylori, smoking, glucocorticoids), diverticulitis, appendicitis and colorectal cancer.',
      'Causes of perforated viscus also include cecal perforation from distal large bowel obstruction, toxic megacolon, bowel ischemia, foreign bodies, blunt or penetrating trauma and iatrogenic injury during endoscopy or colonoscopy.',
    ],
    presentation: [
      'A perforated viscus classically causes sudden, severe abdominal pain, often beginning in the epigastrium and becoming generalized, sometimes referred to the shoulder from diaphragmatic irritation.',
      'A perforated viscus causes peritonitis: the patient lies still, with board-like rigidity, involuntary guarding, rebound tenderness, absent bowel sounds and sometimes loss of liver dullness to percussion.',
      'A perforated viscus causes tachycardia and fever and can progress to hypotension and septic shock, with leukocytosis and a raised lactate.',
    ],
    bestInitialTest:
      'The best initial test for a perforated viscus is an upright chest radiograph looking for free air under the diaphragm, or a left lateral decubitus abdominal film if the patient cannot stand.',
    testOfChoice:
      'The most accurate test for a perforated viscus is CT of the abdomen and pelvis, which detects small amounts of free air and fluid and often identifies the site and cause.',
    firstLine:
      'First-line management of a perforated viscus is resuscitation with intravenous fluids, nothing by mouth, nasogastric decompression, broad-spectrum intravenous antibiotics (and an intravenous proton pump inhibitor for a suspected ulcer) and emergency surgical consultation for operative repair.',
    management:
      'A perforated peptic ulcer is usually repaired laparoscopically or by laparotomy with an omental (Graham) patch, followed by testing and treatment for Helicobacter pylori and stopping NSAIDs. Perforated diverticulitis with purulent or feculent peritonitis needs sigmoid resection, either a Hartmann procedure (end colostomy) or primary anastomosis with or without a diverting stoma, whereas a contained diverticular abscess is treated with antibiotics plus percutaneous drainage if it is large (roughly 3-4 cm or more). Selected stable patients with a sealed perforation on a water-soluble contrast study may be managed nonoperatively with close surgical observation.',
    complications: [
      'A perforated viscus can cause generalized peritonitis, septic shock, intra-abdominal abscess and multiorgan failure, and mortality rises with delay to surgery, older age and comorbidity.',
    ],
    keyComparisons: [
      {
        with: 'gi-acute-pancreatitis',
        difference:
          'A perforated viscus shows free intraperitoneal air and sudden peritonitis, whereas acute pancreatitis has epigastric pain radiating to the back with lipase above three times normal and no free air.',
      },
      {
        with: 'surg-acute-mesenteric-ischemia',
        difference:
          'Acute mesenteric ischemia classically causes pain out of proportion to a soft abdomen early on, whereas a perforated viscus causes immediate peritoneal signs and free air.',
      },
      {
        with: 'gi-peptic-ulcer-disease',
        difference:
          'Uncomplicated peptic ulcer disease causes burning epigastric pain, whereas perforation of a peptic ulcer causes sudden severe pain, rigidity and free air and needs surgery.',
      },
    ],
    why: [
      {
        question: 'Why is an upright chest radiograph used to look for a perforated viscus?',
        answer:
          'Free intraperitoneal gas rises to the highest point of the abdomen, which in an upright patient is under the hemidiaphragms. Keeping the patient upright for several minutes before the film lets the air collect where it is easiest to see.',
      },
      {
        question: 'Why does a perforated ulcer cause a board-like abdomen?',
        answer:
          'Acidic gastric and duodenal contents cause an intense chemical peritonitis that triggers reflex, involuntary contraction of the abdominal wall muscles. Bacterial peritonitis follows over the next hours.',
      },
    ],
    highYield: [
      'Upright chest radiography misses a meaningful minority of perforations, so a normal film does not exclude a perforated viscus when suspicion is high.',
      'Barium is avoided when a perforated viscus is suspected because barium in the peritoneum causes severe peritonitis; water-soluble contrast is used instead.',
      'Upper endoscopy is avoided in a suspected perforated viscus because insufflation can enlarge the perforation and spread contamination.',
      'Free air is normal for several days after laparotomy or laparoscopy, so postoperative free air alone does not prove a new perforation.',
      'Esophageal perforation (Boerhaave syndrome after forceful vomiting) causes chest pain, subcutaneous emphysema and pneumomediastinum rather than free abdominal air.',
    ],
    dontMiss:
      'Older adults and patients taking glucocorticoids or immunosuppressants can have a perforated viscus with few peritoneal signs, so unexplained sepsis or abdominal pain in these patients needs CT.',
    icd10: ['K26.5', 'K25.5', 'K63.1', 'K65.0'],
  },
  {
    id: 'surg-femoral-umbilical-and-ventral-hernias',
    title: 'Femoral, umbilical and ventral hernias; incarcerated vs strangulated hernia',
    subject: 'Surgery',
    kind: 'condition',
    aliases: [
      'femoral hernia',
      'umbilical hernia',
      'ventral hernia',
      'incisional hernia',
      'incarcerated hernia',
      'strangulated hernia',
      'Richter hernia',
      'Spigelian hernia',
      'obturator hernia',
      'epigastric hernia',
      'abdominal wall hernia',
    ],
    definition:
      'An abdominal wall hernia is a protrusion of abdominal contents through a defect in the abdominal wall; femoral hernias pass through the femoral canal below the inguinal ligament, umbilical hernias through the umbilical ring and ventral (including incisional) hernias through the anterior abdominal wall. An incarcerated hernia cannot be reduced, and a strangulated hernia has lost its blood supply.',
    causes: [
      'Umbilical hernias in infants result from incomplete closure of the umbilical ring and are more common in premature infants, Black infants, and infants with Down syndrome or congenital hypothyroidism.',
      'Umbilical hernias in adults are acquired and are associated with raised intra-abdominal pressure from obesity, pregnancy and ascites.',
      'Incisional hernias follow laparotomy, and the most important risk factor is surgical site infection, followed by obesity, smoking, diabetes, glucocorticoids and poor closure technique.',
    ],
    riskFactors: [
      'Risk factors for abdominal wall hernias include female sex and multiparity for femoral hernias, and chronic cough, constipation, heavy lifting, obesity, ascites and connective tissue disease for all hernias.',
    ],
    presentation: [
      'A femoral hernia presents as a bulge in the upper medial thigh below the inguinal ligament and lateral to the pubic tubercle, and it often presents first as incarceration or small bowel obstruction.',
      'An umbilical hernia presents as a soft, reducible bulge at the umbilicus that enlarges with crying, coughing or straining.',
      'An incarcerated hernia is a tender, irreducible bulge, often with signs of bowel obstruction such as vomiting and distension.',
      'A strangulated hernia is exquisitely tender with overlying erythema or discoloration, fever, tachycardia, leukocytosis, raised lactate and, later, peritonitis.',
      'An obturator hernia occurs mainly in thin older women and causes small bowel obstruction with medial thigh pain on internal rotation of the hip (Howship-Romberg sign).',
    ],
    diagnosis:
      'Abdominal wall hernias are diagnosed clinically by examination with the patient standing and straining; ultrasound or CT is used for occult hernias, obesity or uncertain cases, and CT is the test of choice when strangulation or obstruction is suspected.',
    firstLine:
      'First-line treatment of a symptomatic abdominal wall hernia is elective surgical repair, usually with mesh, and every femoral hernia should be repaired promptly even if asymptomatic because of its high risk of strangulation.',
    management:
      'An incarcerated hernia without signs of strangulation can be reduced gently by hand (taxis) with analgesia or sedation, followed by repair within days. A strangulated hernia needs emergency surgery with assessment of bowel viability and resection of nonviable bowel, and manual reduction should not be attempted because it can return dead bowel to the abdomen. Infant umbilical hernias are observed because most close spontaneously by about age 4-5 years; repair is indicated for persistence beyond that age, a very large defect or incarceration.',
    complications: [
      'Abdominal wall hernia complications include incarceration, bowel obstruction, strangulation with bowel necrosis and perforation, and, after repair, recurrence, mesh infection and chronic pain.',
      'Umbilical hernia in a patient with cirrhotic ascites can ulcerate and rupture with ascitic leak (Flood syndrome).',
    ],
    keyComparisons: [
      {
        with: 'surg-inguinal-hernia',
        difference:
          'A femoral hernia emerges below the inguinal ligament and medial to the femoral vein, is more common in women and has the highest strangulation risk of groin hernias, whereas an inguinal hernia emerges above the inguinal ligament and is the most common groin hernia in both sexes.',
      },
      {
        with: 'surg-small-bowel-obstruction',
        difference:
          'An incarcerated hernia is the second most common cause of small bowel obstruction after adhesions and the most common cause in a patient without prior abdominal surgery, so the groins and umbilicus must be examined in every obstruction.',
      },
    ],
    why: [
      {
        question: 'Why does a femoral hernia strangulate more often than an inguinal hernia?',
        answer:
          'The femoral canal is a narrow, rigid space bounded by the inguinal ligament, lacunar ligament, pectineal ligament and femoral vein. Bowel that enters it is easily trapped and compressed, so incarceration and strangulation are common.',
      },
      {
        question: 'Why can a Richter hernia strangulate without causing obstruction?',
        answer:
          'In a Richter hernia only part of the antimesenteric wall of the bowel is trapped, so the lumen stays open and there is no obstruction. That segment of wall can still become ischemic and perforate, which delays the diagnosis.',
      },
    ],
    highYield: [
      'Even in women, the most common groin hernia is an inguinal hernia, although femoral hernias are more common in women than in men.',
      'The contents of the femoral sheath from lateral to medial are the femoral nerve (outside the sheath), artery, vein, empty space and lymphatics, and a femoral hernia passes through the medial femoral canal.',
      'Diastasis recti is a separation of the rectus muscles without a fascial defect, so it carries no risk of incarceration and does not need repair.',
      'A Spigelian hernia passes through the linea semilunaris at the lateral edge of the rectus sheath, is often hidden beneath the external oblique aponeurosis and has a high incarceration risk.',
    ],
    dontMiss:
      'In any patient with small bowel obstruction, examine for an incarcerated femoral, umbilical or obturator hernia, which is easily missed in obese or older women and needs urgent surgery.',
    icd10: ['K42.9', 'K42.0', 'K41.90', 'K41.30', 'K43.2', 'K43.9'],
  },
  {
    id: 'surg-burns',
    title: 'Burns (depth, rule of nines and Parkland formula)',
    subject: 'Surgery',
    kind: 'condition',
    aliases: [
      'thermal burn',
      'burn injury',
      'rule of nines',
      'Parkland formula',
      'TBSA',
      'total body surface area',
      'first-degree burn',
      'second-degree burn',
      'third-degree burn',
      'full-thickness burn',
      'inhalation injury',
      'escharotomy',
    ],
    definition:
      'A burn is tissue injury from heat, chemicals, electricity or radiation, classified by depth (superficial, superficial partial-thickness, deep partial-thickness and full-thickness) and by extent as a percentage of total body surface area (TBSA).',
    presentation: [
      'A superficial (first-degree) burn involves only the epidermis and is red, dry and painful without blisters, like a sunburn, and it is not counted in the TBSA.',
      'A superficial partial-thickness (second-degree) burn reaches the papillary dermis and is blistered, moist, pink, blanching and very painful, and it usually heals in about 2-3 weeks with little scarring.',
      'A deep partial-thickness burn reaches the reticular dermis and is mottled or white, less painful and poorly blanching, and it often needs excision and grafting.',
      'A full-thickness (third-degree) burn destroys the entire dermis and is white, brown or charred, dry, leathery and painless because nerve endings are destroyed, and it needs excision and grafting.',
      'Inhalation injury is suggested by a fire in an enclosed space, facial burns, singed nasal hair, carbonaceous sputum or soot in the mouth, hoarseness, stridor and wheezing.',
    ],
    diagnosis:
      "Burn size is estimated with the rule of nines in adults (head and neck 9%, each arm 9%, anterior trunk 18%, posterior trunk 18%, each leg 18%, perineum 1%), with the patient's palm including fingers approximating 1% for scattered burns and the Lund-Browder chart preferred in children.",
    firstLine:
      "First-line management of a major burn is the primary survey with early intubation for inhalation injury, stopping the burning process, two large-bore intravenous lines and lactated Ringer's resuscitation estimated by the Parkland formula (4 mL x weight in kg x %TBSA of partial- and full-thickness burns over 24 hours, half in the first 8 hours from the time of the burn) for burns of about 20% TBSA or more in adults.",
    management:
      'Burn fluid resuscitation is titrated to urine output, about 0.5 mL/kg/h (30-50 mL/h) in adults and about 1 mL/kg/h in children under 30 kg, and current American Burn Association teaching starts adults at 2 mL/kg/%TBSA and children at 3 mL/kg/%TBSA to avoid over-resuscitation. Burn wounds are cleaned, blisters managed and dressings with topical agents such as silver sulfadiazine or silver dressings applied, deep partial- and full-thickness burns are excised early and grafted, and patients need tetanus prophylaxis, analgesia, nutritional support, warming and stress-ulcer prophylaxis. Circumferential full-thickness burns of the chest or limbs need escharotomy when they restrict ventilation or perfusion, and suspected carbon monoxide or cyanide exposure is treated with 100% oxygen and hydroxocobalamin.',
    complications: [
      'Early burn complications include burn shock from massive capillary leak, airway edema, carbon monoxide and cyanide poisoning, hypothermia, rhabdomyolysis with acute kidney injury and compartment syndrome.',
      'Infection and sepsis are the leading causes of death in burn patients who survive the first days, commonly from Pseudomonas aeruginosa, Staphylococcus aureus and Candida.',
      'Burn patients can develop Curling ulcers (stress ulcers of the stomach and duodenum), a prolonged hypermetabolic state, hypertrophic scars and contractures.',
      'A Marjolin ulcer is a squamous cell carcinoma that arises years later in a chronic burn scar.',
    ],
    keyComparisons: [
      {
        with: 'em-carbon-monoxide-poisoning',
        difference:
          'Carbon monoxide poisoning in a burn victim causes headache and confusion with a falsely normal pulse oximetry reading, and it is treated with 100% oxygen, whereas the burn itself is assessed by depth and TBSA.',
      },
      {
        with: 'em-cyanide-poisoning',
        difference:
          'Cyanide poisoning in a fire victim causes coma, hypotension and a lactate above about 8-10 mmol/L despite adequate oxygenation, and it is treated empirically with hydroxocobalamin.',
      },
    ],
    why: [
      {
        question: 'Why do major burns cause hypovolemic shock?',
        answer:
          'Burns release inflammatory mediators that make capillaries leaky both in the burn and throughout the body when burns are large, so plasma shifts into the interstitium. The resulting intravascular volume loss peaks in the first 24 hours, which is why the Parkland formula front-loads fluid.',
      },
      {
        question: 'Why are full-thickness burns painless?',
        answer:
          'Full-thickness burns destroy the whole dermis, including its sensory nerve endings, so the burned area is insensate. The surrounding partial-thickness burn is usually still very painful.',
      },
      {
        question: "Why is lactated Ringer's used for burn resuscitation?",
        answer:
          "Lactated Ringer's is an isotonic, balanced crystalloid that replaces the sodium-rich plasma lost into tissues without the hyperchloremic acidosis that large volumes of normal saline can cause. Colloids are generally avoided in the first hours because the capillaries are leaky.",
      },
    ],
    highYield: [
      'In infants the head is about 18% of TBSA and each leg about 14%, so the adult rule of nines underestimates head burns in children.',
      'Superficial (first-degree) burns are not included in the TBSA used for the Parkland formula.',
      'American Burn Association referral criteria include partial-thickness burns over 10% TBSA, any full-thickness burn, burns of the face, hands, feet, genitalia, perineum or major joints, and electrical, chemical or inhalation injury.',
      'Silver sulfadiazine can cause transient leukopenia, and mafenide acetate penetrates eschar but can cause metabolic acidosis because it inhibits carbonic anhydrase.',
      'Chemical burns are irrigated with copious water, and alkali burns are usually deeper than acid burns because alkalis cause liquefactive necrosis.',
      'Immersion burns in a child with a sharp stocking-glove line, uniform depth and sparing of flexor creases suggest abuse.',
    ],
    dontMiss:
      'In a burn victim with hoarseness, stridor, facial burns or soot in the airway, intubate early before airway edema makes intubation impossible, and treat suspected carbon monoxide and cyanide poisoning.',
    icd10: ['T30.0', 'T31.0', 'T31.10'],
  },
  {
    id: 'surg-hip-fracture',
    title: 'Hip fracture in older adults',
    subject: 'Surgery',
    kind: 'condition',
    aliases: [
      'hip fracture',
      'broken hip',
      'femoral neck fracture',
      'intertrochanteric fracture',
      'fragility fracture of the hip',
      'proximal femur fracture',
      'subcapital fracture',
      'hemiarthroplasty',
    ],
    definition:
      'A hip fracture is a fracture of the proximal femur, either intracapsular (femoral neck) or extracapsular (intertrochanteric or subtrochanteric), most often a low-energy fragility fracture from a fall from standing height in an older adult with osteoporosis.',
    riskFactors: [
      'Risk factors for hip fracture include osteoporosis, older age, female sex, falls, low body weight, prior fragility fracture, long-term glucocorticoid use, smoking, alcohol use and sedating drugs such as benzodiazepines.',
      'Fall risk factors that contribute to hip fracture include impaired gait and balance, visual impairment, cognitive impairment, orthostatic hypotension, polypharmacy and home hazards.',
    ],
    presentation: [
      'A hip fracture classically presents after a fall with groin or hip pain and inability to bear weight, and a displaced fracture leaves the leg shortened and externally rotated.',
      'A nondisplaced or impacted hip fracture can allow walking with pain, and pain may be referred to the knee or thigh.',
    ],
    bestInitialTest:
      'The best initial test for a suspected hip fracture is plain radiography with an anteroposterior view of the pelvis and anteroposterior and lateral views of the hip.',
    testOfChoice:
      'MRI is the test of choice for an occult hip fracture when radiographs are normal but pain and inability to bear weight persist, with CT as the alternative when MRI is not possible.',
    firstLine:
      'First-line treatment of hip fracture is surgery within 24-48 hours of admission, with early analgesia that includes a fascia iliaca or femoral nerve block, because early surgery reduces pain, complications and mortality.',
    management:
      'A displaced femoral neck fracture in an older adult is treated with arthroplasty, hemiarthroplasty for lower-demand patients and total hip arthroplasty for active, independent patients, whereas a nondisplaced femoral neck fracture can be fixed internally with screws. Intertrochanteric fractures are fixed with a cephalomedullary (intramedullary) nail or a sliding hip screw, and subtrochanteric fractures with an intramedullary nail. After hip fracture surgery, patients need VTE prophylaxis (usually low-molecular-weight heparin), weight-bearing mobilization from the first postoperative day, delirium prevention, orthogeriatric co-management and rehabilitation, then osteoporosis treatment (for example a bisphosphonate) and fall prevention to prevent the next fracture.',
    complications: [
      'Displaced femoral neck fractures carry a high risk of avascular necrosis of the femoral head and nonunion.',
      'Hip fracture complications include delirium, deep vein thrombosis and pulmonary embolism, pneumonia, urinary tract infection, pressure injuries, surgical site infection and loss of independence.',
    ],
    prognosis:
      'Hip fracture in older adults carries a 1-year mortality of roughly 20-30%, and many survivors do not regain their previous level of mobility or independence.',
    prevention:
      'Hip fractures are prevented by treating osteoporosis (screening with DXA in women 65 and older), fall prevention with exercise and balance training, reviewing sedating medications, correcting vision and home hazards, and adequate calcium and vitamin D intake.',
    why: [
      {
        question:
          'Why is a displaced femoral neck fracture treated with arthroplasty rather than fixation in older adults?',
        answer:
          'The femoral head is supplied mainly by retinacular branches of the medial femoral circumflex artery that run along the femoral neck, and a displaced intracapsular fracture tears them. Fixation would then often fail through avascular necrosis or nonunion, so the head is replaced.',
      },
      {
        question: 'Why do intertrochanteric fractures heal well with fixation?',
        answer:
          'Intertrochanteric fractures are extracapsular, through well-vascularized cancellous bone, so the femoral head blood supply is preserved. Fixation with a nail or sliding hip screw therefore heals reliably.',
      },
    ],
    highYield: [
      'Femoral neck fractures are intracapsular and threaten the femoral head blood supply, whereas intertrochanteric and subtrochanteric fractures are extracapsular.',
      'A displaced femoral neck fracture in a young adult is a surgical emergency treated with urgent anatomic reduction and internal fixation to preserve the femoral head.',
      'A hip fracture after a minor fall is a fragility fracture that establishes a diagnosis of osteoporosis regardless of bone density.',
      'Delirium is one of the most common complications after hip fracture surgery, and regional nerve blocks that reduce opioid use help prevent it.',
    ],
    dontMiss:
      'An older adult who cannot bear weight after a fall with normal hip radiographs needs MRI for an occult hip fracture, and a low-energy fracture in an unusual location should raise concern for a pathologic fracture from metastasis or myeloma.',
    icd10: ['S72.009A', 'S72.143A'],
  },
  {
    id: 'surg-testicular-torsion',
    title: 'Testicular torsion',
    subject: 'Surgery',
    kind: 'condition',
    aliases: [
      'torsion of the testis',
      'spermatic cord torsion',
      'twisted testicle',
      'acute scrotum',
      'bell clapper deformity',
      'TWIST score',
      'orchiopexy',
    ],
    definition:
      'Testicular torsion is twisting of the spermatic cord that first obstructs venous outflow and then arterial inflow, causing ischemia of the testis; it is a urologic emergency in which testicular salvage depends on time to detorsion.',
    mostCommonCause:
      'Testicular torsion in adolescents is most often intravaginal torsion caused by a bell clapper deformity, in which the tunica vaginalis attaches too high and lets the testis rotate freely.',
    riskFactors: [
      'Testicular torsion has a bimodal age distribution, with peaks in the neonatal period and in adolescence (about 12-18 years), and it can follow exercise, minor trauma, cold or sleep.',
      'A bell clapper deformity predisposes to testicular torsion and is usually bilateral, and prior episodes of intermittent scrotal pain suggest intermittent torsion.',
    ],
    presentation: [
      'Testicular torsion presents with sudden, severe unilateral scrotal pain, often waking the patient from sleep, with nausea and vomiting and sometimes lower abdominal pain.',
      'Testicular torsion shows a swollen, tender, high-riding testis with a horizontal lie and an absent cremasteric reflex on the affected side.',
      'Neonatal testicular torsion is usually extravaginal, occurs before or around birth and presents as a firm, painless, discolored scrotal mass, often with a testis that is no longer salvageable.',
    ],
    diagnosis:
      'Testicular torsion is a clinical diagnosis, and a patient with a classic presentation should go directly to surgical exploration without waiting for imaging; when the diagnosis is uncertain, scrotal ultrasound with color Doppler is the test of choice and shows reduced or absent blood flow and a twisted cord (whirlpool sign).',
    firstLine:
      'First-line treatment of testicular torsion is emergency surgical exploration with detorsion and bilateral orchiopexy, with orchiectomy if the testis is not viable.',
    management:
      'If surgery for testicular torsion is not immediately available, manual detorsion can be attempted by rotating the testis outward, medial to lateral like opening a book, but surgical exploration and fixation are still required afterward. The contralateral testis is fixed at the same operation because the predisposing anatomy is usually bilateral.',
    complications: [
      'Delayed treatment of testicular torsion causes testicular infarction, atrophy and loss of the testis, and it can reduce fertility.',
    ],
    prognosis:
      'Testicular torsion salvage rates are about 90% or higher when detorsion occurs within 6 hours of pain onset and fall steeply after 12-24 hours.',
    keyComparisons: [
      {
        with: 'surg-inguinal-hernia',
        difference:
          'An incarcerated inguinal hernia causes a groin and scrotal mass that does not transilluminate, with bowel obstruction symptoms and a normal testis below it, whereas testicular torsion causes a tender high-riding testis with an absent cremasteric reflex.',
      },
    ],
    why: [
      {
        question: 'Why is the cremasteric reflex absent in testicular torsion?',
        answer:
          'The cremasteric reflex travels through the genitofemoral nerve in the spermatic cord, and twisting and swelling of the cord disrupt it. A present cremasteric reflex makes torsion less likely but does not exclude it.',
      },
      {
        question: 'Why is the other testis fixed during surgery for testicular torsion?',
        answer:
          'The bell clapper deformity that allows torsion is present on both sides in most patients. Fixing the contralateral testis prevents a later torsion that could leave the patient without a functioning testis.',
      },
    ],
    highYield: [
      'Epididymitis causes gradual pain with fever, dysuria, pyuria, a preserved cremasteric reflex and increased Doppler flow, unlike testicular torsion.',
      'Torsion of the appendix testis causes focal pain at the upper pole with a blue dot sign and a preserved cremasteric reflex, and it is treated supportively.',
      'Relief of pain on elevating the testis (Prehn sign) is unreliable for telling epididymitis from testicular torsion.',
      'The TWIST score (testicular swelling, hard testis, absent cremasteric reflex, nausea or vomiting, high-riding testis) helps estimate the risk of testicular torsion.',
    ],
    dontMiss:
      'Testicular torsion can present with lower abdominal pain and vomiting in a boy who is embarrassed to mention the scrotum, so every boy with abdominal pain needs a genital examination, and imaging must never delay surgery when torsion is likely.',
    icd10: ['N44.00', 'N44.02', 'N44.01'],
  },
  {
    id: 'surg-benign-prostatic-hyperplasia',
    title: 'Benign prostatic hyperplasia',
    subject: 'Surgery',
    kind: 'condition',
    aliases: [
      'BPH',
      'enlarged prostate',
      'prostatic hypertrophy',
      'lower urinary tract symptoms',
      'LUTS',
      'bladder outlet obstruction',
      'tamsulosin',
      'Flomax',
      'finasteride',
      'Proscar',
      'TURP',
    ],
    definition:
      'Benign prostatic hyperplasia is nonmalignant proliferation of stromal and epithelial cells in the transition (periurethral) zone of the prostate that can compress the urethra and cause lower urinary tract symptoms and bladder outlet obstruction in older men.',
    riskFactors: [
      'The main risk factor for benign prostatic hyperplasia is increasing age, with histologic BPH present in about half of men by age 60 and most men by age 85; androgens are required, and obesity, diabetes and metabolic syndrome also contribute.',
    ],
    pathophysiology:
      'In benign prostatic hyperplasia, dihydrotestosterone (DHT), made from testosterone by 5-alpha-reductase type 2 in prostatic stromal cells, drives growth of the transition zone; obstruction has a static component from gland size and a dynamic component from alpha-1A-adrenergic smooth muscle tone in the prostate and bladder neck.',
    presentation: [
      'Benign prostatic hyperplasia causes voiding (obstructive) symptoms: hesitancy, a weak or intermittent stream, straining, a sense of incomplete emptying and terminal dribbling.',
      'Benign prostatic hyperplasia causes storage (irritative) symptoms: frequency, urgency and nocturia, from secondary detrusor overactivity.',
      'Benign prostatic hyperplasia feels smooth, firm, rubbery, symmetrically enlarged and nontender on digital rectal examination.',
    ],
    diagnosis:
      'Benign prostatic hyperplasia is diagnosed clinically from the history, a symptom score such as the AUA Symptom Index or IPSS, digital rectal examination and urinalysis to exclude infection and hematuria; PSA is offered after shared decision-making when it would change management, and post-void residual, uroflowmetry, creatinine and imaging are added when retention, kidney impairment or an atypical course is suspected.',
    firstLine:
      'First-line drug treatment for bothersome benign prostatic hyperplasia symptoms is an alpha-1 blocker such as tamsulosin, alfuzosin, silodosin, doxazosin or terazosin, which relieves symptoms within days; mild symptoms can be managed with watchful waiting and limiting evening fluids, caffeine and alcohol.',
    management:
      'A 5-alpha-reductase inhibitor (finasteride or dutasteride) is added or used for an enlarged prostate (for example over 30 mL or a PSA above 1.5 ng/mL), shrinks the gland over 6-12 months and lowers the risk of urinary retention and surgery, and the combination with an alpha-1 blocker is most effective for large glands. Tadalafil is an option for benign prostatic hyperplasia with erectile dysfunction, and an antimuscarinic or beta-3 agonist (mirabegron, vibegron) can be added for persistent storage symptoms if the post-void residual is low. Surgery, classically transurethral resection of the prostate (TURP) or alternatives such as laser enucleation, urethral lift or simple prostatectomy, is indicated for refractory urinary retention, recurrent urinary tract infections, recurrent gross hematuria, bladder stones, kidney impairment due to obstruction or failure of medical therapy.',
    adverseEffects: [
      'Alpha-1 blockers for benign prostatic hyperplasia cause orthostatic hypotension, dizziness and retrograde or absent ejaculation, and tamsulosin causes intraoperative floppy iris syndrome during cataract surgery.',
      '5-alpha-reductase inhibitors for benign prostatic hyperplasia cause decreased libido, erectile and ejaculatory dysfunction and gynecomastia, and they are teratogenic, so pregnant women should not handle crushed tablets.',
      'TURP can cause retrograde ejaculation, incontinence, urethral stricture and TURP syndrome (dilutional hyponatremia from absorbed hypotonic irrigation fluid).',
    ],
    complications: [
      'Benign prostatic hyperplasia can cause acute urinary retention, often precipitated by anticholinergics, antihistamines, decongestants, opioids, alcohol, constipation or anesthesia.',
      'Benign prostatic hyperplasia can cause recurrent urinary tract infections, bladder stones, bladder diverticula, detrusor hypertrophy with trabeculation, hydronephrosis and postrenal acute kidney injury.',
    ],
    keyComparisons: [
      {
        with: 'heme-prostate-cancer',
        difference:
          'Benign prostatic hyperplasia arises in the transition zone and feels smooth and symmetric, whereas prostate cancer usually arises in the peripheral zone and may feel like a hard, irregular nodule; BPH does not increase the risk of prostate cancer.',
      },
    ],
    why: [
      {
        question: 'Why does finasteride halve the PSA?',
        answer:
          'Finasteride lowers DHT and shrinks prostate epithelium, reducing PSA production by about half after 6-12 months. The measured PSA should therefore be doubled when screening for prostate cancer in a man taking a 5-alpha-reductase inhibitor.',
      },
      {
        question:
          'Why do alpha-1 blockers work quickly in benign prostatic hyperplasia while 5-alpha-reductase inhibitors take months?',
        answer:
          'Alpha-1 blockers relax smooth muscle in the prostate and bladder neck, relieving the dynamic obstruction within days. 5-alpha-reductase inhibitors act on the static component by shrinking the gland, which takes 6-12 months.',
      },
    ],
    highYield: [
      'Acute urinary retention from benign prostatic hyperplasia is treated with urethral catheter drainage and an alpha-1 blocker, followed by a trial without catheter.',
      'Tamsulosin and silodosin are uroselective alpha-1A blockers that cause less hypotension than doxazosin or terazosin but more ejaculatory dysfunction.',
      'A patient taking tamsulosin should tell the ophthalmologist before cataract surgery because of the risk of intraoperative floppy iris syndrome.',
      'Lower urinary tract symptoms in men are not always benign prostatic hyperplasia; urethral stricture, bladder cancer, neurogenic bladder, diabetes and diuretic use should be considered.',
    ],
    dontMiss:
      'In a man with lower urinary tract symptoms, hematuria, a hard prostatic nodule, a markedly raised PSA, a large post-void residual or rising creatinine needs evaluation for prostate or bladder cancer and obstructive uropathy rather than empiric benign prostatic hyperplasia treatment.',
    icd10: ['N40.1', 'N40.0'],
  },
  {
    id: 'surg-carpal-tunnel-syndrome',
    title: 'Carpal tunnel syndrome',
    subject: 'Surgery',
    kind: 'condition',
    aliases: [
      'CTS',
      'median nerve entrapment',
      'median neuropathy at the wrist',
      'carpal tunnel',
      'Phalen test',
      'Tinel sign',
      'carpal tunnel release',
    ],
    definition:
      'Carpal tunnel syndrome is compression of the median nerve as it passes under the transverse carpal ligament (flexor retinaculum) at the wrist, and it is the most common entrapment neuropathy.',
    causes: [
      'Carpal tunnel syndrome is associated with conditions that increase carpal tunnel pressure or nerve susceptibility: pregnancy, obesity, hypothyroidism, diabetes, rheumatoid arthritis, acromegaly, amyloidosis (including dialysis-related beta-2 microglobulin and transthyretin amyloid) and wrist fractures.',
      'Carpal tunnel syndrome is also associated with repetitive forceful hand use and vibrating tools.',
    ],
    riskFactors: [
      'Risk factors for carpal tunnel syndrome include female sex, middle age, obesity, pregnancy, diabetes, hypothyroidism, rheumatoid arthritis and repetitive wrist work.',
    ],
    presentation: [
      'Carpal tunnel syndrome causes numbness, tingling and pain in the thumb, index finger, middle finger and radial half of the ring finger, typically worse at night and relieved by shaking the hand.',
      'Carpal tunnel syndrome spares sensation over the thenar eminence because the palmar cutaneous branch of the median nerve leaves before the carpal tunnel.',
      'Advanced carpal tunnel syndrome causes thenar muscle atrophy and weakness of thumb abduction (abductor pollicis brevis) and opposition.',
      'Carpal tunnel syndrome reproduces symptoms with Phalen maneuver (sustained wrist flexion), Tinel sign (tapping over the median nerve at the wrist) and the carpal compression (Durkan) test.',
    ],
    diagnosis:
      'Carpal tunnel syndrome is usually diagnosed clinically; nerve conduction studies with electromyography are the confirmatory test and show slowed median sensory and motor conduction across the wrist, and they are obtained when the diagnosis is uncertain, symptoms are severe or surgery is planned.',
    firstLine:
      'First-line treatment of mild to moderate carpal tunnel syndrome is a wrist splint in neutral position worn at night, activity modification and treatment of any underlying cause, with a local corticosteroid injection if splinting fails.',
    management:
      'Surgical carpal tunnel release (open or endoscopic division of the transverse carpal ligament) is indicated for carpal tunnel syndrome that fails conservative treatment, severe or progressive symptoms, thenar atrophy or weakness, or denervation on electromyography. Carpal tunnel syndrome in pregnancy is managed with splinting because it usually resolves after delivery.',
    complications: [
      'Untreated severe carpal tunnel syndrome can cause permanent numbness, thenar wasting and loss of hand dexterity.',
    ],
    why: [
      {
        question: 'Why does carpal tunnel syndrome spare sensation over the thenar eminence?',
        answer:
          'The palmar cutaneous branch of the median nerve, which supplies the skin over the thenar eminence, leaves the nerve proximal to the wrist and runs superficial to the flexor retinaculum. It is therefore not compressed in the carpal tunnel, whereas a more proximal median nerve lesion affects it.',
      },
      {
        question: 'Why are carpal tunnel symptoms worse at night?',
        answer:
          'During sleep the wrist often rests in flexion, which raises pressure in the carpal tunnel, and fluid redistributes into the upper limbs when lying flat. Both increase median nerve compression, so neutral night splinting helps.',
      },
    ],
    highYield: [
      'Bilateral carpal tunnel syndrome, especially with a history of spinal stenosis or biceps tendon rupture, can be an early sign of transthyretin (ATTR) cardiac amyloidosis.',
      'Carpal tunnel syndrome is distinguished from C6-C7 cervical radiculopathy by the absence of neck pain, reflex changes and sensory loss beyond the median nerve territory.',
      'Pronator syndrome (median nerve compression in the forearm) causes similar finger symptoms but also numbness over the thenar eminence and forearm pain.',
      'Ulnar neuropathy at the elbow (cubital tunnel syndrome) causes numbness of the little finger and ulnar half of the ring finger, unlike carpal tunnel syndrome.',
    ],
    dontMiss:
      'New bilateral carpal tunnel syndrome should prompt consideration of hypothyroidism, diabetes, acromegaly, rheumatoid arthritis, pregnancy and amyloidosis.',
    icd10: ['G56.00', 'G56.01', 'G56.02', 'G56.03'],
  },
  // ───────────────────────────── Pediatrics ─────────────────────────────
  {
    id: 'peds-developmental-milestones',
    title: 'Developmental milestones',
    subject: 'Pediatrics',
    kind: 'concept',
    aliases: [
      'milestones',
      'child development',
      'developmental delay',
      'gross motor milestones',
      'language milestones',
      'social milestones',
      'developmental surveillance',
      'developmental screening',
      'primitive reflexes',
    ],
    definition:
      'Developmental milestones are the ages by which most children acquire specific gross motor, fine motor, language and social skills; they are used for surveillance at every well-child visit and for standardized developmental screening to detect delay early.',
    highYield: [
      'By 2 months, an infant has a social smile, coos, lifts the head when prone and follows objects past the midline.',
      'By 4 months, an infant holds the head steady without head lag, rolls from front to back, laughs, reaches for toys and brings hands to the mouth.',
      'By 6 months, an infant rolls in both directions, sits with support (tripod sitting), transfers objects from hand to hand, babbles and begins to show stranger anxiety.',
      'By 9 months, an infant sits without support, crawls, pulls to stand, uses an early pincer grasp, says mama and dada nonspecifically, waves bye-bye and shows object permanence and separation anxiety.',
      'By 12 months, a child stands alone and takes first steps, uses a mature pincer grasp, says one to a few words with meaning and follows a one-step command with a gesture.',
      'By 18 months, a child walks well, runs stiffly, stacks a few blocks, uses a spoon, says about 10-25 words and points to show interest (joint attention).',
      'By 2 years, a child runs, kicks a ball, climbs stairs with two feet per step, stacks about 6 blocks, uses two-word phrases with about 50 or more words, follows two-step commands and engages in parallel play, and strangers understand about half of the speech.',
      'By 3 years, a child rides a tricycle, climbs stairs alternating feet, copies a circle, speaks in three-word sentences, knows age and gender and plays imaginatively, and strangers understand about three quarters of the speech.',
      'By 4 years, a child hops on one foot, copies a square, tells stories, plays cooperatively with other children and is fully intelligible to strangers; by 5 years a child skips and copies a triangle.',
      'Loss of previously acquired skills (developmental regression) at any age is a red flag that needs prompt evaluation for autism spectrum disorder, neurodegenerative or metabolic disease, or Rett syndrome in girls.',
      'Autism red flags in development include no babbling, pointing or other gestures by 12 months, no single words by 16 months and no spontaneous two-word phrases by 24 months.',
      'Hand dominance before about 18 months is abnormal and suggests weakness of the other arm, such as hemiparetic cerebral palsy.',
      'Not walking independently by 18 months is a gross motor red flag that needs evaluation, including creatine kinase in boys to screen for Duchenne muscular dystrophy.',
      'Primitive reflexes such as the Moro, rooting and palmar grasp reflexes normally fade by about 4-6 months, and their persistence suggests an upper motor neuron disorder such as cerebral palsy.',
      'For infants born preterm, milestones are assessed using age corrected for prematurity until about 2 years of age.',
      'The AAP recommends standardized developmental screening at the 9-, 18- and 30-month visits and autism-specific screening (M-CHAT-R/F) at 18 and 24 months.',
      'Any child with speech or language delay should have formal audiology testing first, because hearing loss is a treatable cause.',
      'The 2022 CDC and AAP milestone checklists list skills that at least 75% of children have reached by each age, so a missed checklist item should prompt screening rather than waiting.',
    ],
    keyComparisons: [
      {
        with: 'peds-down-syndrome',
        difference:
          'Children with Down syndrome reach motor and language milestones later than typical developmental milestones because of hypotonia and intellectual disability, so they need early intervention services from infancy.',
      },
    ],
    why: [
      {
        question: 'Why is developmental regression more worrying than a slow rate of development?',
        answer:
          'A child who loses skills already gained has an active process, such as autism spectrum disorder, a neurodegenerative or metabolic disorder, seizures (as in Landau-Kleffner syndrome) or Rett syndrome. A slow but steady rate suggests a static cause and is less urgent, although it still needs evaluation.',
      },
      {
        question: 'Why does early hand preference suggest a neurological problem?',
        answer:
          'Hand dominance normally develops after 18 months, often closer to 3 years. A clear preference earlier usually means the child is avoiding a weak arm, which points to a lesion such as hemiplegic cerebral palsy or a brachial plexus injury.',
      },
    ],
  },
  {
    id: 'peds-down-syndrome',
    title: 'Down syndrome (trisomy 21)',
    subject: 'Pediatrics',
    kind: 'condition',
    aliases: [
      'trisomy 21',
      "Down's syndrome",
      'T21',
      '47,XX,+21',
      'Robertsonian translocation Down syndrome',
      'mosaic Down syndrome',
      'mongolism (obsolete)',
    ],
    definition:
      'Down syndrome is the clinical syndrome caused by an extra copy of chromosome 21 (trisomy 21), and it is the most common chromosomal cause of intellectual disability and the most common autosomal trisomy in live births.',
    mostCommonCause:
      'The most common cause of Down syndrome, about 95% of cases, is meiotic nondisjunction, usually in maternal meiosis I, which is why the risk rises with maternal age.',
    causes: [
      'About 3-4% of Down syndrome cases result from a Robertsonian translocation, most often between chromosomes 14 and 21, which can be inherited from a balanced carrier parent and recur in later pregnancies.',
      'About 1-2% of Down syndrome cases are mosaic, from mitotic nondisjunction after fertilization, and often have a milder phenotype.',
    ],
    riskFactors: [
      'The main risk factor for Down syndrome is advanced maternal age, especially 35 years or older at delivery, although most affected babies are born to younger mothers because they have more pregnancies.',
      'A parent who carries a balanced Robertsonian translocation involving chromosome 21 has a high risk of recurrent Down syndrome.',
    ],
    presentation: [
      'Down syndrome in a newborn shows hypotonia, a flat facial profile, upslanting palpebral fissures, epicanthal folds, small ears, a protruding tongue, excess nuchal skin, a single transverse palmar crease, fifth-finger clinodactyly, a wide sandal gap between the first and second toes and Brushfield spots on the iris.',
      'Down syndrome causes intellectual disability of variable severity, usually mild to moderate, with delayed motor and language milestones.',
      'About half of infants with Down syndrome have congenital heart disease, and the characteristic lesion is a complete atrioventricular septal (endocardial cushion) defect, followed by ventricular septal defect.',
      'Down syndrome is associated with duodenal atresia (double bubble sign), Hirschsprung disease, annular pancreas, imperforate anus and celiac disease.',
    ],
    bestInitialTest:
      'The best initial screening test for Down syndrome in pregnancy is cell-free DNA screening, which detects about 99% of cases, and first-trimester screening shows increased nuchal translucency, low PAPP-A and high hCG, whereas the second-trimester quad screen shows low AFP, low estriol, high hCG and high inhibin A.',
    testOfChoice:
      'The confirmatory test for Down syndrome is a karyotype (or chromosomal microarray) from chorionic villus sampling or amniocentesis before birth, or from blood after birth, and the karyotype also identifies a translocation that needs parental testing.',
    firstLine:
      'Down syndrome has no cure; first-line management is early intervention (physical, occupational and speech therapy) and AAP health supervision, including an echocardiogram in every newborn, thyroid testing at birth, 6 months, 12 months and then yearly, a CBC in the newborn period, and regular hearing, vision, growth and sleep assessments.',
    complications: [
      'Down syndrome carries a markedly increased risk of leukemia: transient abnormal myelopoiesis in newborns, acute lymphoblastic leukemia, and acute megakaryoblastic leukemia (AML M7) before age 5.',
      'Down syndrome is associated with congenital and acquired hypothyroidism, obesity, type 1 diabetes and celiac disease.',
      'Down syndrome causes early-onset Alzheimer disease because the APP gene on chromosome 21 is overexpressed, with neuropathological changes present by about age 40 in nearly all adults.',
      'Down syndrome is associated with obstructive sleep apnea, conductive and sensorineural hearing loss, recurrent otitis media, cataracts, refractive errors, strabismus and atlantoaxial instability.',
      'Down syndrome is associated with Eisenmenger syndrome if a large septal defect is not repaired early, and with infertility in most males.',
    ],
    prognosis:
      'Life expectancy in Down syndrome has risen to about 60 years in high-income countries, largely because of early repair of congenital heart disease.',
    keyComparisons: [
      {
        with: 'peds-left-to-right-shunts',
        difference:
          'Atrioventricular septal defect is the heart lesion most characteristic of Down syndrome, whereas isolated secundum atrial septal defect is the most common ASD in the general population.',
      },
      {
        with: 'peds-hirschsprung-disease',
        difference:
          'Hirschsprung disease is more common in Down syndrome, and delayed meconium passage beyond 48 hours in an infant with Down syndrome should prompt rectal suction biopsy.',
      },
    ],
    why: [
      {
        question: 'Why does Down syndrome cause early-onset Alzheimer disease?',
        answer:
          'The amyloid precursor protein (APP) gene is on chromosome 21, so trisomy 21 produces about 1.5 times the normal amount of APP and amyloid-beta. Amyloid plaques therefore accumulate decades earlier than in the general population.',
      },
      {
        question: 'Why do all newborns with Down syndrome get an echocardiogram?',
        answer:
          'About half have congenital heart disease, and an atrioventricular septal defect can be silent at birth while pulmonary vascular resistance is high. Finding it early allows repair before irreversible pulmonary hypertension (Eisenmenger physiology) develops.',
      },
    ],
    highYield: [
      'Trisomy 18 (Edwards syndrome) differs from Down syndrome by clenched fists with overlapping fingers, rocker-bottom feet, micrognathia and a prominent occiput, with low AFP, estriol and hCG on the quad screen and death usually within the first year.',
      'Trisomy 13 (Patau syndrome) differs from Down syndrome by holoprosencephaly, cleft lip and palate, microphthalmia, postaxial polydactyly and cutis aplasia, with low PAPP-A and hCG in the first trimester and death usually within the first year.',
      'Routine cervical spine radiographs are not recommended for asymptomatic children with Down syndrome; neck pain, torticollis, gait change or new weakness should prompt urgent evaluation for atlantoaxial instability.',
      'Hypotonia is the most common finding in newborns with Down syndrome.',
    ],
    dontMiss:
      'In Down syndrome, new neck pain, gait change, weakness or bowel or bladder change may signal spinal cord compression from atlantoaxial instability, and new behavioral decline in an adult may be hypothyroidism, depression, sleep apnea or hearing loss before it is dementia.',
    icd10: ['Q90.9', 'Q90.0', 'Q90.2', 'Q90.1'],
  },
  {
    id: 'peds-neonatal-respiratory-distress-syndrome',
    title: 'Neonatal respiratory distress syndrome',
    subject: 'Pediatrics',
    kind: 'condition',
    aliases: [
      'NRDS',
      'RDS',
      'hyaline membrane disease',
      'surfactant deficiency',
      'infant respiratory distress syndrome',
      'respiratory distress of the newborn',
      'preterm lung disease',
    ],
    definition:
      'Neonatal respiratory distress syndrome is respiratory failure in preterm infants caused by deficiency of pulmonary surfactant, which leads to diffuse alveolar collapse; it is the most common cause of respiratory distress in preterm infants.',
    mostCommonCause:
      'The most important cause of neonatal respiratory distress syndrome is prematurity, and its incidence rises as gestational age falls.',
    riskFactors: [
      'Risk factors for neonatal respiratory distress syndrome include prematurity, maternal diabetes, cesarean delivery without labor, male sex, perinatal asphyxia, second-born twin and lack of antenatal corticosteroids.',
    ],
    pathophysiology:
      'In neonatal respiratory distress syndrome, type II pneumocytes have not yet made enough surfactant (mainly dipalmitoylphosphatidylcholine), which normally lowers alveolar surface tension; without it, small alveoli collapse at end-expiration, causing atelectasis, low lung compliance, intrapulmonary shunting, hypoxemia and hypercapnia, and protein leak forms hyaline membranes.',
    presentation: [
      'Neonatal respiratory distress syndrome begins within minutes to hours of birth with tachypnea, expiratory grunting, nasal flaring, intercostal and subcostal retractions and cyanosis, and it typically worsens over the first 48-72 hours.',
      'The chest radiograph in neonatal respiratory distress syndrome shows low lung volumes with diffuse bilateral reticulogranular (ground-glass) opacities and air bronchograms.',
    ],
    bestInitialTest:
      'The best initial test for neonatal respiratory distress syndrome is a chest radiograph, together with blood gas or pulse oximetry and a sepsis evaluation because group B streptococcal pneumonia looks identical.',
    firstLine:
      'First-line treatment of neonatal respiratory distress syndrome is early nasal continuous positive airway pressure (CPAP) from birth, with intratracheal surfactant given when oxygen needs rise on CPAP.',
    management:
      'In neonatal respiratory distress syndrome, surfactant can be given through an endotracheal tube with rapid extubation to CPAP or by less invasive thin-catheter techniques, and mechanical ventilation is used when CPAP fails, with oxygen titrated to a target saturation of about 90-95%. Empiric antibiotics (ampicillin and gentamicin) are usually started until sepsis is excluded.',
    complications: [
      'Complications of neonatal respiratory distress syndrome and its treatment include pneumothorax and other air leaks, bronchopulmonary dysplasia, retinopathy of prematurity, patent ductus arteriosus, intraventricular hemorrhage and necrotizing enterocolitis.',
    ],
    prevention:
      'Neonatal respiratory distress syndrome is prevented by a course of antenatal corticosteroids (betamethasone or dexamethasone) for pregnant patients at risk of preterm delivery between 24 0/7 and 33 6/7 weeks, considered from 22-23 weeks and in selected late-preterm cases, and by avoiding elective cesarean delivery before 39 weeks.',
    why: [
      {
        question: 'Why does maternal diabetes increase the risk of neonatal respiratory distress syndrome?',
        answer:
          'Maternal hyperglycemia causes fetal hyperinsulinemia, and insulin inhibits surfactant production by type II pneumocytes. Infants of diabetic mothers can therefore have surfactant deficiency even near term.',
      },
      {
        question: 'Why do antenatal corticosteroids prevent neonatal respiratory distress syndrome?',
        answer:
          'Glucocorticoids accelerate fetal lung maturation by inducing surfactant synthesis and structural maturation of type II pneumocytes. The effect is greatest when delivery occurs 1-7 days after the course.',
      },
      {
        question: 'Why do alveoli collapse without surfactant?',
        answer:
          'By the law of Laplace, the pressure needed to keep an alveolus open equals twice the surface tension divided by the radius, so small alveoli collapse first. Surfactant lowers surface tension more as alveoli shrink, which keeps them open at end-expiration.',
      },
    ],
    highYield: [
      'A lecithin-to-sphingomyelin ratio above 2.0 in amniotic fluid historically indicated fetal lung maturity.',
      'Transient tachypnea of the newborn affects term or late-preterm infants born by cesarean delivery, shows fluid in the fissures and perihilar streaking, and resolves within about 24-72 hours, unlike neonatal respiratory distress syndrome.',
      'Meconium aspiration syndrome affects term or post-term infants with meconium-stained fluid and shows patchy infiltrates with hyperinflation, unlike the low-volume ground-glass lungs of neonatal respiratory distress syndrome.',
      'Supplemental oxygen in preterm infants raises the risk of retinopathy of prematurity and bronchopulmonary dysplasia, so saturation targets avoid hyperoxia.',
    ],
    dontMiss:
      'Early-onset group B streptococcal sepsis and pneumonia can look exactly like neonatal respiratory distress syndrome on radiography, so a preterm infant with respiratory distress should receive blood cultures and empiric antibiotics.',
    icd10: ['P22.0'],
  },
  {
    id: 'peds-necrotizing-enterocolitis',
    title: 'Necrotizing enterocolitis',
    subject: 'Pediatrics',
    kind: 'condition',
    aliases: [
      'NEC',
      'neonatal necrotizing enterocolitis',
      'pneumatosis intestinalis',
      'Bell staging',
      'neonatal bowel necrosis',
    ],
    definition:
      'Necrotizing enterocolitis is inflammatory, ischemic necrosis of the intestinal wall in neonates, most often in preterm infants after enteral feeding has begun, and it is the most common gastrointestinal surgical emergency in newborns.',
    mostCommonCause:
      'The most important risk factor for necrotizing enterocolitis is prematurity, especially birth before 32 weeks or very low birth weight (under 1500 g).',
    riskFactors: [
      'Risk factors for necrotizing enterocolitis include prematurity, very low birth weight, formula feeding rather than human milk, hypoxic-ischemic events, cyanotic or ductal-dependent congenital heart disease, polycythemia, prolonged empiric antibiotics and acid suppression.',
      'In term infants, necrotizing enterocolitis is associated with congenital heart disease, perinatal asphyxia and polycythemia.',
    ],
    pathophysiology:
      'Necrotizing enterocolitis results from an immature intestinal barrier and immune response, abnormal bacterial colonization and enteral feeding, which trigger mucosal inflammation, ischemia and necrosis; gas produced by bacteria in the bowel wall causes pneumatosis intestinalis, and the terminal ileum and proximal colon are most often involved.',
    presentation: [
      'Necrotizing enterocolitis typically begins in the second or third week of life in preterm infants, and the more premature the infant, the later it tends to occur.',
      'Necrotizing enterocolitis presents with feeding intolerance, increased or bilious gastric residuals or vomiting, abdominal distension and tenderness, and bloody stools.',
      'Necrotizing enterocolitis causes systemic signs such as apnea, bradycardia, lethargy and temperature instability, and severe cases show abdominal wall erythema, shock, metabolic acidosis, thrombocytopenia and disseminated intravascular coagulation.',
    ],
    bestInitialTest:
      'The best initial test for necrotizing enterocolitis is an abdominal radiograph, which shows pneumatosis intestinalis (the diagnostic sign), dilated loops, portal venous gas or, with perforation, pneumoperitoneum, and serial films every 6-12 hours track progression.',
    criteria: {
      name: 'Modified Bell staging of necrotizing enterocolitis',
      items: [
        'Bell stage I necrotizing enterocolitis is suspected disease with nonspecific systemic signs, feeding intolerance and mild distension, with normal or nonspecific radiographs.',
        'Bell stage II necrotizing enterocolitis is definite disease with pneumatosis intestinalis, with or without portal venous gas.',
        'Bell stage III necrotizing enterocolitis is advanced disease with a critically ill infant, peritonitis, and either impending or definite bowel perforation.',
      ],
    },
    firstLine:
      'First-line treatment of necrotizing enterocolitis is stopping enteral feeds, gastric decompression with an orogastric tube, intravenous fluids and parenteral nutrition, blood cultures and broad-spectrum intravenous antibiotics (for example ampicillin, gentamicin and metronidazole), with serial examinations and radiographs.',
    management:
      'Pneumoperitoneum from bowel perforation is the absolute indication for surgery in necrotizing enterocolitis, and clinical deterioration despite maximal medical treatment is a relative indication; surgery is laparotomy with resection of necrotic bowel and stomas, or primary peritoneal drainage in very small unstable infants. Medical treatment of necrotizing enterocolitis usually continues for 7-14 days before feeds are slowly restarted.',
    complications: [
      'Necrotizing enterocolitis can cause bowel perforation, sepsis, disseminated intravascular coagulation and death.',
      'Late complications of necrotizing enterocolitis include intestinal strictures (most often in the colon) weeks later, and short bowel syndrome after resection, for which necrotizing enterocolitis is the leading cause in children.',
      'Survivors of necrotizing enterocolitis have a higher risk of neurodevelopmental impairment.',
    ],
    prevention:
      "Necrotizing enterocolitis risk is reduced by feeding preterm infants human milk (mother's milk or donor milk) rather than formula, standardized feeding advancement protocols, antenatal corticosteroids and avoiding unnecessary antibiotics and acid suppression.",
    keyComparisons: [
      {
        with: 'peds-hirschsprung-disease',
        difference:
          'Hirschsprung-associated enterocolitis occurs in term infants with delayed meconium passage and a transition zone on contrast enema, whereas necrotizing enterocolitis occurs mostly in fed preterm infants and shows pneumatosis intestinalis.',
      },
      {
        with: 'peds-pyloric-stenosis',
        difference:
          'Pyloric stenosis causes nonbilious projectile vomiting at about 3-6 weeks with a hypochloremic metabolic alkalosis, whereas necrotizing enterocolitis causes bilious residuals, distension, bloody stools and metabolic acidosis in preterm infants.',
      },
    ],
    why: [
      {
        question: 'Why is human milk protective against necrotizing enterocolitis?',
        answer:
          'Human milk contains secretory IgA, lactoferrin, oligosaccharides and growth factors that support the immature gut barrier and promote healthy bacterial colonization. Formula lacks these protective factors, and formula-fed preterm infants have a higher rate of necrotizing enterocolitis.',
      },
    ],
    highYield: [
      'Pneumatosis intestinalis on abdominal radiograph is the hallmark sign of necrotizing enterocolitis.',
      'A football sign or free air under the diaphragm in necrotizing enterocolitis indicates perforation and the need for surgery.',
      'Necrotizing enterocolitis most commonly affects the terminal ileum and proximal colon, the watershed areas of the neonatal bowel.',
    ],
    dontMiss:
      'In a newborn with bilious vomiting, malrotation with midgut volvulus must be excluded emergently with an upper GI contrast study, because it can cause necrosis of the entire midgut within hours.',
    icd10: ['P77.9', 'P77.1', 'P77.2', 'P77.3'],
  },
  {
    id: 'peds-viral-exanthems',
    title: 'Viral exanthems: measles, rubella, roseola and fifth disease',
    subject: 'Pediatrics',
    kind: 'condition',
    aliases: [
      'measles',
      'rubeola',
      'rubella',
      'German measles',
      'roseola infantum',
      'exanthem subitum',
      'sixth disease',
      'fifth disease',
      'erythema infectiosum',
      'slapped cheek',
      'parvovirus B19',
      'HHV-6',
      'Koplik spots',
      'childhood rash with fever',
    ],
    definition:
      'Viral exanthems are febrile rash illnesses of childhood; the classic four are measles (rubeola, a paramyxovirus), rubella (German measles, a togavirus), roseola (exanthem subitum or sixth disease, mainly human herpesvirus 6) and fifth disease (erythema infectiosum, parvovirus B19).',
    presentation: [
      'Measles begins with a prodrome of high fever, cough, coryza and conjunctivitis, then Koplik spots (small white spots on the buccal mucosa) appear before a maculopapular rash that starts at the hairline and face, spreads down the body, becomes confluent and fades in the same order.',
      'Rubella causes low-grade fever and tender postauricular, posterior cervical and suboccipital lymphadenopathy with a pink maculopapular rash that starts on the face, spreads downward and fades within about 3 days, and adolescent and adult women often develop arthralgia or arthritis.',
      'Roseola affects children about 6 months to 2 years old with 3-5 days of high fever in a well-appearing child, followed, as the fever breaks, by a blanching pink maculopapular rash on the trunk that spreads to the limbs.',
      'Fifth disease causes a mild prodrome, then bright red slapped-cheek facial erythema with circumoral pallor, followed by a lacy, reticular rash on the limbs that can recur with heat or sunlight for weeks, and adults often develop a symmetric arthropathy of the hands, wrists and knees.',
    ],
    diagnosis:
      'Viral exanthems are usually diagnosed clinically; suspected measles must be confirmed with measles IgM serology and RT-PCR of a throat or nasopharyngeal swab (and urine) and reported immediately to public health, and rubella and parvovirus B19 are confirmed serologically or by PCR when it matters, as in pregnancy.',
    firstLine:
      'First-line treatment of measles, rubella, roseola and fifth disease is supportive care with antipyretics and fluids; in addition, every child with measles should receive vitamin A, which reduces measles complications and death.',
    management:
      'Measles needs airborne isolation from 4 days before to 4 days after rash onset, and susceptible contacts receive MMR vaccine within 72 hours or immune globulin within 6 days of exposure (immune globulin for high-risk contacts who cannot receive MMR in time, such as infants younger than 6 months, pregnant women without evidence of immunity and severely immunocompromised people). Rubella needs droplet isolation, and pregnant women exposed to rubella or parvovirus B19 need serologic testing. Fetal parvovirus B19 infection is followed with serial middle cerebral artery Doppler ultrasound for fetal anemia, treated with intrauterine transfusion when severe.',
    complications: [
      'Measles complications include otitis media, pneumonia (the most common cause of measles death in children), diarrhea, croup, acute encephalitis, long-lasting immune amnesia and, years later, the fatal subacute sclerosing panencephalitis (SSPE).',
      'Congenital rubella syndrome, from infection in early pregnancy, causes sensorineural deafness (the most common finding), cataracts, patent ductus arteriosus or pulmonary artery stenosis, intellectual disability and a blueberry muffin rash.',
      'Roseola is a common cause of febrile seizures because its fever is high and rises quickly.',
      'Parvovirus B19 causes transient aplastic crisis in patients with chronic hemolytic anemias such as sickle cell disease and hereditary spherocytosis, chronic pure red cell aplasia in immunocompromised patients, and hydrops fetalis when it infects the fetus.',
    ],
    prevention:
      'Measles and rubella are prevented by the live MMR vaccine at 12-15 months and 4-6 years; MMR is contraindicated in pregnancy, so rubella-nonimmune women are vaccinated after delivery, and there is no vaccine for roseola or parvovirus B19.',
    keyComparisons: [
      {
        with: 'peds-kawasaki-disease',
        difference:
          'Kawasaki disease causes fever for at least 5 days with nonexudative conjunctivitis, red cracked lips and strawberry tongue, extremity changes and cervical lymphadenopathy, whereas measles has cough, coryza, conjunctivitis and Koplik spots with a rash that spreads from head to toe.',
      },
    ],
    why: [
      {
        question: 'Why does parvovirus B19 cause aplastic crisis in sickle cell disease?',
        answer:
          'Parvovirus B19 infects and destroys erythroid progenitor cells through the P antigen, stopping red cell production for about 1-2 weeks. This is harmless with a normal red cell lifespan but causes a severe fall in hemoglobin with reticulocytopenia when red cells survive only days to weeks, as in sickle cell disease.',
      },
      {
        question: 'Why are children with fifth disease no longer contagious once the rash appears?',
        answer:
          'The slapped-cheek rash and arthropathy of fifth disease are immune-complex phenomena that appear after viremia has ended. Children can therefore attend school once the rash appears, whereas patients with aplastic crisis are contagious and need droplet precautions.',
      },
      {
        question: 'Why does vitamin A reduce measles deaths?',
        answer:
          'Measles lowers serum vitamin A, and vitamin A deficiency impairs epithelial repair and immune function in the eye, lung and gut. Supplementation reduces blindness, pneumonia and death, especially in children who are malnourished.',
      },
    ],
    highYield: [
      'Koplik spots on the buccal mucosa are pathognomonic for measles and appear before the rash.',
      'Measles is one of the most contagious infections known, spread by airborne droplet nuclei that remain in a room for up to about 2 hours.',
      'In roseola, the rash appears as the fever breaks, whereas in measles the rash appears at the height of the fever.',
      'Ampicillin or amoxicillin given to a child with mononucleosis causes a maculopapular rash that can be mistaken for a viral exanthem.',
      'Scarlet fever is a bacterial, not viral, exanthem from group A streptococcus with a sandpaper rash, strawberry tongue and Pastia lines, and it needs penicillin or amoxicillin.',
    ],
    dontMiss:
      'Any child with fever, cough, coryza, conjunctivitis and a spreading maculopapular rash should be placed in airborne isolation and tested for measles, and any pregnant woman exposed to a febrile rash illness needs evaluation for rubella, parvovirus B19, varicella and measles.',
    icd10: ['B05.9', 'B06.9', 'B08.20', 'B08.3'],
  },
  {
    id: 'peds-left-to-right-shunts',
    title: 'Left-to-right shunts: VSD, ASD and PDA',
    subject: 'Pediatrics',
    kind: 'condition',
    aliases: [
      'ventricular septal defect',
      'VSD',
      'atrial septal defect',
      'ASD',
      'patent ductus arteriosus',
      'PDA',
      'acyanotic congenital heart disease',
      'hole in the heart',
      'Eisenmenger syndrome',
      'ostium secundum ASD',
    ],
    definition:
      'Left-to-right shunts are acyanotic congenital heart defects, chiefly ventricular septal defect (VSD), atrial septal defect (ASD) and patent ductus arteriosus (PDA), in which oxygenated blood flows from the systemic to the pulmonary circulation, increasing pulmonary blood flow.',
    mostCommonCause:
      'Ventricular septal defect is the most common congenital heart defect, usually in the membranous septum, and secundum ASD is the most common type of atrial septal defect.',
    riskFactors: [
      'Risk factors for left-to-right shunts include Down syndrome (atrioventricular septal defect, VSD, ASD), fetal alcohol syndrome (VSD, ASD), Holt-Oram syndrome (ASD with upper-limb defects), maternal diabetes and a family history of congenital heart disease.',
      'Patent ductus arteriosus is associated with prematurity, congenital rubella syndrome and birth at high altitude.',
    ],
    pathophysiology:
      'In left-to-right shunts, blood flows from the higher-pressure left side to the lower-pressure right side, overloading the pulmonary circulation and the chambers that receive the extra flow; large VSDs and PDAs cause heart failure once pulmonary vascular resistance falls in the first weeks of life, and untreated large shunts can cause pulmonary vascular remodeling and irreversible pulmonary hypertension.',
    presentation: [
      'A ventricular septal defect causes a harsh holosystolic murmur at the left lower sternal border, which is loud in small defects, and a large VSD causes heart failure at about 4-8 weeks with tachypnea, sweating and fatigue during feeds and poor weight gain.',
      'An atrial septal defect causes a systolic ejection murmur at the left upper sternal border from increased pulmonary flow with a wide, fixed split S2, and it is often asymptomatic until adulthood, when it presents with exercise intolerance, atrial arrhythmias or paradoxical embolism.',
      'A patent ductus arteriosus causes a continuous machine-like murmur at the left infraclavicular area, bounding pulses and a wide pulse pressure, and a large PDA in a preterm infant causes heart failure and difficulty weaning from the ventilator.',
    ],
    bestInitialTest:
      'The best test to diagnose a left-to-right shunt is transthoracic echocardiography with Doppler, which shows the defect, the direction and size of the shunt and the pulmonary pressure.',
    firstLine:
      'First-line management of left-to-right shunts is observation for small defects, many of which close spontaneously, and for symptomatic large shunts, heart failure treatment with diuretics (furosemide) and high-calorie feeds followed by surgical or catheter closure.',
    management:
      'A large ventricular septal defect is closed surgically when heart failure or poor growth does not respond to medical therapy or pulmonary pressures are raised, ideally in infancy before pulmonary vascular disease develops. A secundum atrial septal defect with right heart enlargement is usually closed with a percutaneous device, whereas primum and sinus venosus defects need surgery. A hemodynamically significant PDA in a preterm infant can be closed with a prostaglandin synthesis inhibitor (indomethacin, ibuprofen or acetaminophen) or by catheter or surgical closure, and a PDA that persists beyond infancy with an audible murmur or left heart enlargement is usually closed by catheter device, whereas a tiny silent PDA needs no closure.',
    complications: [
      'Eisenmenger syndrome is the late reversal of an uncorrected left-to-right shunt to a right-to-left shunt after pulmonary vascular resistance exceeds systemic resistance, causing cyanosis, clubbing and secondary polycythemia, and closing the defect is then contraindicated.',
      'Left-to-right shunts can cause heart failure, failure to thrive, recurrent respiratory infections, atrial arrhythmias (especially with ASD), infective endocarditis (especially with VSD and PDA) and paradoxical embolism (especially with ASD).',
    ],
    keyComparisons: [
      {
        with: 'peds-tetralogy-of-fallot',
        difference:
          'Tetralogy of Fallot is a cyanotic right-to-left lesion with a VSD plus right ventricular outflow obstruction and a boot-shaped heart, whereas an isolated VSD is an acyanotic left-to-right shunt that increases pulmonary blood flow.',
      },
      {
        with: 'peds-down-syndrome',
        difference:
          'Down syndrome is most characteristically associated with atrioventricular septal (endocardial cushion) defect, which combines a primum ASD, an inlet VSD and a common atrioventricular valve.',
      },
    ],
    why: [
      {
        question: 'Why does a large VSD cause heart failure only after several weeks of life?',
        answer:
          'Pulmonary vascular resistance is high at birth and falls over the first 4-8 weeks. As it falls, flow through the VSD into the lungs rises, so pulmonary overcirculation and heart failure appear at that age rather than at birth.',
      },
      {
        question: 'Why is S2 widely and fixedly split in an atrial septal defect?',
        answer:
          'The extra shunted volume keeps the right ventricle loaded and prolongs its ejection, so pulmonary valve closure is delayed. Because the atria communicate, breathing changes venous return to both sides equally, so the split does not vary with respiration.',
      },
      {
        question: 'Why does Eisenmenger syndrome from a PDA cause cyanosis of the toes but not the fingers?',
        answer:
          'The ductus enters the aorta distal to the left subclavian artery, so when the shunt reverses, deoxygenated blood flows only to the descending aorta. The lower limbs become cyanosed and clubbed while the hands stay pink, which is called differential cyanosis.',
      },
    ],
    highYield: [
      'A small VSD has a louder murmur than a large VSD because flow is faster through a small, high-pressure opening, and many small muscular VSDs close spontaneously.',
      'A primum atrial septal defect is associated with Down syndrome, a cleft mitral valve and left axis deviation, and a sinus venosus defect with partial anomalous pulmonary venous return.',
      'Indomethacin closes a patent ductus arteriosus by inhibiting prostaglandin E2 synthesis, whereas prostaglandin E1 (alprostadil) keeps it open in ductal-dependent lesions such as transposition of the great arteries, hypoplastic left heart and critical coarctation.',
      'Endocarditis prophylaxis is not needed for an unrepaired VSD, ASD or PDA, only for unrepaired cyanotic disease, the first 6 months after repair with prosthetic material, or a residual defect next to prosthetic material.',
      'A secundum atrial septal defect typically shows right axis deviation and an incomplete right bundle branch block on ECG.',
    ],
    dontMiss:
      'A child with a large left-to-right shunt whose murmur softens and who becomes less breathless may be developing pulmonary hypertension rather than improving, and needs urgent echocardiography before the window for repair closes.',
    icd10: ['Q21.0', 'Q21.10', 'Q21.11', 'Q25.0'],
  },
  {
    id: 'peds-acute-otitis-media',
    title: 'Acute otitis media',
    subject: 'Pediatrics',
    kind: 'condition',
    aliases: [
      'AOM',
      'otitis media',
      'middle ear infection',
      'ear infection',
      'suppurative otitis media',
      'bulging tympanic membrane',
      'otitis media with effusion',
      'OME',
      'tympanostomy tubes',
      'ear tubes',
    ],
    definition:
      'Acute otitis media is acute bacterial or viral infection of the middle ear with a middle ear effusion and signs of acute inflammation, most common in children aged 6-24 months.',
    mostCommonCause:
      'The most common bacterial causes of acute otitis media are Streptococcus pneumoniae, nontypeable Haemophilus influenzae and Moraxella catarrhalis, and since pneumococcal conjugate vaccination nontypeable H. influenzae has become at least as common as pneumococcus.',
    riskFactors: [
      'Risk factors for acute otitis media include age 6-24 months, day care attendance, secondhand smoke, lack of breastfeeding, bottle feeding while lying down, pacifier use, a family history of otitis media, winter season and craniofacial anomalies such as cleft palate and Down syndrome.',
    ],
    pathophysiology:
      "Acute otitis media usually follows a viral upper respiratory infection that causes Eustachian tube dysfunction; children's Eustachian tubes are shorter, more horizontal and more floppy, so middle ear secretions are not drained and nasopharyngeal bacteria multiply in the trapped effusion.",
    presentation: [
      'Acute otitis media causes ear pain (holding, tugging or rubbing the ear in nonverbal children), fever, irritability and poor sleep, often after a cold.',
      'Acute otitis media shows a bulging, opaque, red or yellow tympanic membrane with reduced mobility on pneumatic otoscopy, and otorrhea if the membrane perforates.',
    ],
    diagnosis:
      'The AAP diagnoses acute otitis media by moderate or severe bulging of the tympanic membrane, new otorrhea not due to otitis externa, or mild bulging with ear pain of less than 48 hours or intense erythema of the tympanic membrane; it should not be diagnosed without a middle ear effusion, best shown by reduced mobility on pneumatic otoscopy or tympanometry.',
    firstLine:
      'First-line antibiotic treatment of acute otitis media is high-dose amoxicillin (80-90 mg/kg/day in two divided doses), with pain control using acetaminophen or ibuprofen for every child.',
    management:
      'Antibiotics are given for acute otitis media in all infants under 6 months, in children with severe symptoms (moderate or severe otalgia, otalgia for 48 hours or more, or fever of 39 C (102.2 F) or higher) or otorrhea, and in children 6-23 months with bilateral disease; otherwise, 48-72 hours of observation with a safety-net prescription is an option for nonsevere unilateral disease at 6-23 months and for nonsevere disease at 2 years or older. Amoxicillin-clavulanate is first-line if amoxicillin was taken in the past 30 days, if there is concurrent purulent conjunctivitis, or for recurrent otitis unresponsive to amoxicillin; cefdinir, cefuroxime, cefpodoxime or ceftriaxone is used for non-severe penicillin allergy; and failure after 48-72 hours is treated with amoxicillin-clavulanate, then intramuscular ceftriaxone for 3 days.',
    prognosis:
      'Most children with acute otitis media improve within 48-72 hours, and many nonsevere episodes resolve without antibiotics, although a middle ear effusion often persists for weeks to months after the infection.',
    complications: [
      'Acute otitis media can cause tympanic membrane perforation, persistent middle ear effusion with conductive hearing loss, and chronic suppurative otitis media.',
      'Acute mastoiditis is the most common suppurative complication of acute otitis media and presents with postauricular swelling, redness and tenderness and a protruding auricle; it needs CT and intravenous antibiotics, with drainage or mastoidectomy when complicated.',
      'Rare intracranial complications of acute otitis media include meningitis, epidural or brain abscess, lateral (sigmoid) sinus thrombosis, facial nerve palsy and labyrinthitis.',
    ],
    prevention:
      'Acute otitis media is prevented by pneumococcal conjugate and annual influenza vaccination, breastfeeding, avoiding secondhand smoke and avoiding bottle feeding while lying down; tympanostomy tubes are offered for recurrent acute otitis media (3 episodes in 6 months or 4 in 12 months with 1 in the last 6 months) when a middle ear effusion is present.',
    keyComparisons: [
      {
        with: 'peds-viral-exanthems',
        difference:
          'Otitis media is the most common complication of measles, so a child with measles and ear pain needs otoscopy and treatment for acute otitis media.',
      },
    ],
    why: [
      {
        question: 'Why is high-dose amoxicillin used for acute otitis media?',
        answer:
          'The main resistance mechanism of Streptococcus pneumoniae is altered penicillin-binding proteins, which is overcome by higher drug concentrations in the middle ear. High-dose amoxicillin covers most resistant pneumococci, while amoxicillin-clavulanate is needed for beta-lactamase-producing H. influenzae and M. catarrhalis.',
      },
      {
        question: 'Why does concurrent conjunctivitis change the antibiotic choice in acute otitis media?',
        answer:
          'Otitis-conjunctivitis syndrome is usually caused by nontypeable Haemophilus influenzae, many strains of which produce beta-lactamase. Amoxicillin-clavulanate is therefore preferred over amoxicillin alone.',
      },
    ],
    highYield: [
      'Antibiotic treatment of acute otitis media lasts 10 days for children under 2 years and for severe disease, 7 days for children aged 2-5 years with mild to moderate disease, and 5-7 days for children 6 years and older with mild to moderate disease.',
      'Otitis media with effusion is middle ear fluid without signs of acute inflammation, does not need antibiotics and is observed for 3 months, with tubes considered for persistent bilateral effusion with hearing loss.',
      'Otitis externa causes pain on pulling the auricle or pressing the tragus with an edematous, debris-filled canal, and it is usually caused by Pseudomonas aeruginosa or Staphylococcus aureus, unlike acute otitis media.',
      'Reduced tympanic membrane mobility on pneumatic otoscopy is the most reliable bedside sign of a middle ear effusion.',
      'A red tympanic membrane alone, as seen with crying or fever, is not enough to diagnose acute otitis media.',
    ],
    dontMiss:
      'A child with acute otitis media who has postauricular swelling with an outward-pushed ear, a severe headache, a stiff neck, facial weakness or vertigo needs urgent evaluation for mastoiditis or intracranial spread.',
    icd10: ['H66.90', 'H66.93', 'H66.009'],
  },
  {
    id: 'peds-child-abuse',
    title: 'Child abuse (physical abuse and neglect)',
    subject: 'Pediatrics',
    kind: 'condition',
    aliases: [
      'child maltreatment',
      'nonaccidental trauma',
      'NAT',
      'physical abuse',
      'child neglect',
      'abusive head trauma',
      'shaken baby syndrome',
      'inflicted injury',
      'TEN-4-FACESp',
      'skeletal survey',
      'child protective services',
    ],
    definition:
      'Child abuse is physical, sexual or emotional abuse or neglect of a child by a parent or caregiver that causes harm or the threat of harm; physicians in every US state are mandated reporters of suspected abuse.',
    mostCommonCause:
      'Neglect is the most common form of child maltreatment in the United States, and abusive head trauma is the leading cause of death from physical abuse, mostly in infants.',
    riskFactors: [
      'Child risk factors for abuse include age under 4 years and especially infancy, prematurity, disability, chronic illness and behavioral problems.',
      'Caregiver and family risk factors for child abuse include substance use, mental illness, intimate partner violence, young or single parents, an unrelated adult in the home, social isolation, poverty and prior child protective services involvement.',
    ],
    presentation: [
      "History red flags for child abuse are a delay in seeking care, a history that changes or differs between caregivers, an injury blamed on a young sibling, no explanation, and a mechanism that does not fit the injury or the child's developmental stage.",
      'Bruising that suggests child abuse includes any bruise in an infant under 4 months or in a child who is not yet cruising, bruises on the torso, ears or neck in a child under 4 years (TEN-4-FACESp), bruises on the frenulum, angle of the jaw, cheeks, eyelids or subconjunctivae, and patterned bruises from hands, belts or cords.',
      'Burns that suggest child abuse include immersion burns with sharp stocking-glove margins, uniform depth and sparing of flexor creases or the buttocks, and round cigarette burns of similar size.',
      'Fractures highly specific for child abuse include classic metaphyseal lesions (corner or bucket-handle fractures), posterior rib fractures, and fractures of the scapula, sternum and spinous processes, especially multiple fractures of different ages.',
      'Abusive head trauma presents nonspecifically with vomiting, irritability, lethargy, apnea, seizures or coma, and typically shows subdural hemorrhages, extensive multilayered retinal hemorrhages and often rib or metaphyseal fractures.',
      'Neglect presents with failure to thrive, poor hygiene, untreated medical or dental problems, missed immunizations and developmental delay.',
    ],
    diagnosis:
      'Suspected physical abuse in a child under 2 years requires a skeletal survey, repeated about 2 weeks later, and neuroimaging (CT or MRI of the head) for infants under about 6 months or any child with neurologic signs, a dilated retinal examination by ophthalmology for head injury, and liver enzymes and lipase to screen for occult abdominal injury; bleeding disorders are excluded with CBC, PT, PTT and von Willebrand and factor studies when bruising or bleeding is the concern, and bone disease with calcium, phosphate, alkaline phosphatase, PTH and vitamin D when fractures are present.',
    firstLine:
      "First-line management of suspected child abuse is to treat injuries, ensure the child's immediate safety (including hospital admission if needed) and report the reasonable suspicion to child protective services; proof is not required and parental consent is not needed to report or to evaluate.",
    management:
      'In suspected child abuse, the clinician documents injuries with precise descriptions and photographs, involves a child abuse pediatrician and social work, and arranges evaluation of siblings and other children in the home. Suspected sexual abuse needs a forensic examination by trained staff, testing for sexually transmitted infections and pregnancy when appropriate, and prophylaxis as indicated.',
    complications: [
      'Child abuse leads to death, permanent brain injury, blindness, developmental and learning problems, and long-term depression, PTSD, substance use and chronic disease, and unrecognized abuse frequently recurs with escalating severity.',
    ],
    keyComparisons: [
      {
        with: 'psych-somatic-symptom-and-related-disorders',
        difference:
          'Factitious disorder imposed on another (Munchausen syndrome by proxy) is a form of child abuse in which a caregiver fabricates or induces illness, producing repeated unexplained illness that resolves when the child is separated from that caregiver.',
      },
      {
        with: 'ethics-elder-abuse',
        difference:
          'Child abuse and elder abuse both require reporting suspected abuse to protective services, but reporting child abuse is mandatory for physicians in every state and needs no parental consent.',
      },
    ],
    why: [
      {
        question: 'Why are posterior rib fractures so specific for child abuse?',
        answer:
          "Posterior rib fractures occur when an adult squeezes an infant's chest, levering the ribs over the transverse processes of the spine. Cardiopulmonary resuscitation in infants rarely causes them, and accidental falls almost never do.",
      },
      {
        question: 'Why is a skeletal survey needed in young children with suspected abuse?',
        answer:
          'Children under 2 years cannot describe their injuries, and healing fractures are often clinically silent. A skeletal survey finds occult fractures of different ages, and a repeat survey about 2 weeks later detects fractures that become visible only as they heal.',
      },
    ],
    highYield: [
      'The TEN-4-FACESp rule flags bruising on the torso, ears or neck in a child under 4 years, any bruise in an infant under 4 months, bruising of the frenulum, angle of jaw, cheeks, eyelids or subconjunctivae, and patterned bruising.',
      'A femur or humerus fracture in a child who is not yet walking strongly suggests abuse.',
      'Gonorrhea, syphilis, trichomoniasis or chlamydia beyond the perinatal period in a prepubertal child strongly suggests sexual abuse.',
      'Mimics of child abuse include congenital dermal melanocytosis (Mongolian spots), cupping and coining, bleeding disorders, osteogenesis imperfecta, rickets, phytophotodermatitis and bullous impetigo.',
      'Spiral fractures of the tibia in a newly walking toddler (toddler fracture) are usually accidental, unlike long bone fractures in infants who are not yet mobile.',
    ],
    dontMiss:
      'A sentinel injury, such as a small bruise or intraoral injury in a young infant, is often the only visible sign before severe abusive head trauma, so it must prompt a full abuse evaluation rather than reassurance.',
    icd10: ['T76.12XA', 'T74.12XA', 'T74.02XA'],
  },
  // ───────────────────────────── Obstetrics & Gynecology ─────────────────────────────
  {
    id: 'obgyn-normal-labor',
    title: 'Normal labor: stages of labor and labor arrest',
    subject: 'Obstetrics & Gynecology',
    kind: 'concept',
    aliases: [
      'stages of labor',
      'labor and delivery',
      'first stage of labor',
      'second stage of labor',
      'third stage of labor',
      'active labor',
      'latent labor',
      'arrest of labor',
      'cardinal movements',
      'Bishop score',
      'shoulder dystocia',
    ],
    definition:
      'Labor is regular uterine contractions that cause progressive cervical effacement and dilation and lead to delivery of the fetus and placenta; it is divided into three stages, from the onset of labor to full dilation, from full dilation to delivery of the baby, and from delivery of the baby to delivery of the placenta.',
    highYield: [
      'The first stage of labor runs from the onset of regular contractions to complete cervical dilation (10 cm), with a slow latent phase and a faster active phase that, by current ACOG criteria, begins at about 6 cm.',
      'A prolonged latent phase of labor is traditionally more than 20 hours in nulliparous and more than 14 hours in multiparous women, and it is usually managed with rest or augmentation rather than cesarean delivery.',
      'Active-phase arrest of labor is defined at 6 cm or more with ruptured membranes and no cervical change for at least 4 hours despite adequate contractions, or at least 6 hours with inadequate contractions despite oxytocin, and it is an indication for cesarean delivery.',
      'The second stage of labor runs from complete dilation to delivery of the infant, and arrest is generally diagnosed after at least 3 hours of pushing in nulliparous and 2 hours in multiparous women, with longer durations acceptable on an individual basis, for example with an epidural.',
      'The third stage of labor runs from delivery of the infant to delivery of the placenta and is usually under 30 minutes; signs of placental separation are a gush of blood, lengthening of the cord and a firm, rising, globular fundus.',
      'A retained placenta is one not delivered within about 30 minutes after the birth, and it is managed with manual removal under analgesia.',
      'Active management of the third stage of labor, mainly oxytocin given right after delivery of the infant, reduces postpartum hemorrhage, the main cause of which is uterine atony.',
      'The cardinal movements of labor, in order, are engagement, descent, flexion, internal rotation, extension, external rotation (restitution) and expulsion.',
      'Station describes the level of the presenting part in centimeters above (-5 to -1) or below (+1 to +5) the ischial spines, and station 0 means the presenting part is at the level of the spines.',
      'Adequate labor contractions are usually defined as 200 or more Montevideo units over 10 minutes measured with an intrauterine pressure catheter.',
      'A Bishop score (dilation, effacement, station, consistency and position of the cervix) above 8 predicts successful induction, and a low score calls for cervical ripening with prostaglandins (misoprostol or dinoprostone) or a balloon catheter before oxytocin.',
      'Shoulder dystocia, the anterior shoulder impacted behind the pubic symphysis after delivery of the head (turtle sign), is managed first with McRoberts maneuver (hyperflexion of the maternal hips) and suprapubic pressure, never fundal pressure.',
      'Risk factors for shoulder dystocia include fetal macrosomia, maternal diabetes, maternal obesity, prior shoulder dystocia and operative vaginal delivery, and its classic complication is Erb palsy (C5-C6 brachial plexus injury).',
      'Pregnant patients who screen positive for group B streptococcus at 36 0/7-37 6/7 weeks receive intrapartum intravenous penicillin (or ampicillin) to prevent early-onset neonatal GBS sepsis.',
    ],
    keyComparisons: [
      {
        with: 'obgyn-preterm-labor',
        difference:
          'Preterm labor is regular contractions with cervical change before 37 weeks, managed with corticosteroids, magnesium for neuroprotection before 32 weeks and short-term tocolysis, whereas normal labor occurs at term.',
      },
      {
        with: 'obgyn-fetal-heart-rate-tracings',
        difference:
          'Stages of labor describe cervical and fetal progress, whereas fetal heart rate tracings describe fetal oxygenation during labor; both are monitored together.',
      },
    ],
    why: [
      {
        question: 'Why does oxytocin after delivery prevent postpartum hemorrhage?',
        answer:
          'After the placenta separates, bleeding from the placental bed is controlled mainly by contraction of the interlacing myometrial fibers, which compress the spiral arteries (the living ligatures). Oxytocin strengthens that contraction and prevents uterine atony, the leading cause of postpartum hemorrhage.',
      },
      {
        question: 'Why does McRoberts maneuver relieve shoulder dystocia?',
        answer:
          "Sharply flexing the mother's thighs onto her abdomen flattens the lumbosacral angle and rotates the pubic symphysis upward. That enlarges the effective pelvic outlet and frees the impacted anterior shoulder, especially combined with suprapubic pressure.",
      },
    ],
  },
  {
    id: 'obgyn-fetal-heart-rate-tracings',
    title: 'Fetal heart rate tracings (intrapartum fetal monitoring)',
    subject: 'Obstetrics & Gynecology',
    kind: 'concept',
    aliases: [
      'FHR tracing',
      'CTG',
      'cardiotocography',
      'electronic fetal monitoring',
      'EFM',
      'decelerations',
      'late decelerations',
      'variable decelerations',
      'early decelerations',
      'fetal heart tracing categories',
      'VEAL CHOP',
      'nonstress test',
    ],
    definition:
      'Fetal heart rate tracings record the fetal heart rate together with uterine contractions; they are interpreted by baseline rate, variability, accelerations and decelerations and classified into the three NICHD categories to judge fetal oxygenation and acid-base status.',
    highYield: [
      'The normal fetal heart rate baseline is 110-160 beats per minute, measured as the mean rate over 10 minutes.',
      'Fetal tachycardia above 160 beats per minute is most often caused by maternal fever or intra-amniotic infection, and other causes include fetal hypoxia, fetal anemia, maternal hyperthyroidism, beta-agonists such as terbutaline and fetal tachyarrhythmia.',
      'Fetal bradycardia below 110 beats per minute can be caused by maternal hypotension (for example after an epidural), cord prolapse, uterine rupture, placental abruption, maternal hypothermia, beta-blockers or congenital heart block from maternal anti-Ro/SSA antibodies.',
      'Moderate fetal heart rate variability (amplitude 6-25 beats per minute) reliably indicates the absence of fetal metabolic acidemia at that time, whereas absent variability (undetectable) is concerning and minimal variability (5 or fewer) can reflect fetal sleep, opioids or magnesium as well as hypoxia.',
      'An acceleration is an abrupt rise of at least 15 beats per minute lasting at least 15 seconds at 32 weeks or later (10 beats per minute for 10 seconds before 32 weeks), and accelerations indicate a nonacidotic fetus.',
      'Early decelerations are gradual, shallow decreases that mirror the contraction from onset to recovery, are caused by fetal head compression through a vagal reflex and are benign.',
      'Variable decelerations are abrupt drops (onset to nadir under 30 seconds) of varying shape and timing, caused by umbilical cord compression, and recurrent variable decelerations are managed with maternal repositioning and, if needed, amnioinfusion.',
      'Late decelerations are gradual decreases whose nadir occurs after the peak of the contraction, caused by uteroplacental insufficiency, and recurrent late decelerations suggest fetal hypoxemia.',
      'A prolonged deceleration is a drop of at least 15 beats per minute lasting 2 minutes or more but less than 10 minutes.',
      'A sinusoidal fetal heart rate pattern, a smooth sine wave of about 3-5 cycles per minute lasting 20 minutes or more, indicates severe fetal anemia, as from Rh alloimmunization, fetomaternal hemorrhage or ruptured vasa previa.',
      'A category I fetal heart rate tracing has a baseline of 110-160, moderate variability, no late or variable decelerations and early decelerations or accelerations present or absent, and it is normal and needs routine monitoring only.',
      'A category III fetal heart rate tracing is absent variability with recurrent late decelerations, recurrent variable decelerations or bradycardia, or a sinusoidal pattern, and it needs intrauterine resuscitation and prompt delivery if it does not resolve.',
      'Every tracing that is neither category I nor category III is category II (indeterminate) and needs evaluation, intrauterine resuscitation and continued surveillance.',
      'Intrauterine resuscitation for a worrying fetal heart rate tracing includes lateral maternal repositioning, an intravenous fluid bolus, correcting maternal hypotension, stopping oxytocin and treating tachysystole (more than 5 contractions in 10 minutes averaged over 30 minutes) with a tocolytic such as terbutaline.',
      'VEAL CHOP pairs variable decelerations with cord compression, early decelerations with head compression, accelerations with okay, and late decelerations with placental insufficiency.',
      'A reactive nonstress test, used for antepartum surveillance, has at least two accelerations within 20 minutes.',
    ],
    keyComparisons: [
      {
        with: 'obgyn-placental-abruption',
        difference:
          'Placental abruption causes painful bleeding with a tender, firm uterus and often late decelerations or fetal bradycardia, whereas uncomplicated labor with early decelerations reflects only head compression.',
      },
      {
        with: 'obgyn-rh-alloimmunization',
        difference:
          'Rh alloimmunization can cause severe fetal anemia that appears on fetal heart rate tracings as a sinusoidal pattern and is assessed antenatally with middle cerebral artery Doppler.',
      },
    ],
    why: [
      {
        question: 'Why do late decelerations indicate uteroplacental insufficiency?',
        answer:
          'During a contraction, blood flow into the intervillous space falls, and a fetus with little placental reserve becomes hypoxemic. Chemoreceptors then trigger a slowing of the heart rate that lags behind the contraction, so the nadir falls after the contraction peak.',
      },
      {
        question: 'Why are early decelerations benign?',
        answer:
          'Early decelerations come from compression of the fetal head during a contraction, which raises intracranial pressure and triggers a vagal slowing of the heart. The response starts and ends with the contraction and does not reflect hypoxia.',
      },
    ],
  },
  {
    id: 'obgyn-spontaneous-abortion',
    title: 'Spontaneous abortion (early pregnancy loss)',
    subject: 'Obstetrics & Gynecology',
    kind: 'condition',
    aliases: [
      'miscarriage',
      'early pregnancy loss',
      'EPL',
      'threatened abortion',
      'inevitable abortion',
      'incomplete abortion',
      'complete abortion',
      'missed abortion',
      'septic abortion',
      'recurrent pregnancy loss',
      'first-trimester bleeding',
    ],
    definition:
      'Spontaneous abortion is the loss of a pregnancy before 20 weeks of gestation without intervention, and early pregnancy loss is a nonviable intrauterine pregnancy in the first trimester (up to 12 6/7 weeks); it occurs in about 10% of clinically recognized pregnancies, most in the first trimester.',
    mostCommonCause:
      'The most common cause of first-trimester spontaneous abortion is a chromosomal abnormality of the embryo, found in about half of cases, most often an autosomal trisomy.',
    causes: [
      'Causes of spontaneous abortion besides chromosomal abnormalities include uterine anomalies (especially septate uterus), submucosal fibroids, antiphospholipid syndrome, poorly controlled diabetes, untreated thyroid disease, infection and toxins.',
      'Second-trimester spontaneous abortion is more often due to cervical insufficiency, uterine anomalies, infection or placental problems than to chromosomal abnormalities.',
    ],
    riskFactors: [
      'The strongest risk factors for spontaneous abortion are advanced maternal age and a history of prior pregnancy loss; others include smoking, alcohol, cocaine, heavy caffeine use, obesity and underweight.',
    ],
    presentation: [
      'A threatened abortion is vaginal bleeding with a closed cervical os and a viable intrauterine pregnancy, and most threatened abortions continue normally.',
      'An inevitable abortion is bleeding with an open cervical os before products of conception have passed.',
      'An incomplete abortion is bleeding and cramping with an open os after some products of conception have passed and others remain in the uterus.',
      'A complete abortion is passage of all products of conception with a closed os, decreasing bleeding and pain and an empty uterus on ultrasound.',
      'A missed abortion is a nonviable intrauterine pregnancy retained with a closed os, often discovered on routine ultrasound with little or no bleeding.',
      'A septic abortion is infection of retained products of conception with fever, uterine tenderness, foul or purulent discharge and possible sepsis.',
    ],
    bestInitialTest:
      'The best initial tests in suspected spontaneous abortion are transvaginal ultrasound and a quantitative serum hCG, together with a speculum examination of the cervical os and blood type with Rh status.',
    criteria: {
      name: 'Ultrasound criteria diagnostic of early pregnancy loss (SRU/ACOG)',
      items: [
        'Early pregnancy loss is diagnosed when the crown-rump length is 7 mm or more with no cardiac activity.',
        'Early pregnancy loss is diagnosed when the mean gestational sac diameter is 25 mm or more with no embryo.',
        'Early pregnancy loss is diagnosed when there is no embryo with a heartbeat 2 weeks or more after a scan showing a gestational sac without a yolk sac.',
        'Early pregnancy loss is diagnosed when there is no embryo with a heartbeat 11 days or more after a scan showing a gestational sac with a yolk sac.',
      ],
    },
    firstLine:
      "First-line management of a stable patient with early pregnancy loss is the patient's choice of expectant management, medication (mifepristone 200 mg orally followed by misoprostol 800 mcg vaginally, which works better than misoprostol alone) or uterine aspiration (suction curettage).",
    management:
      'Uterine aspiration is preferred for spontaneous abortion with hemorrhage, hemodynamic instability or infection, and septic abortion is treated with broad-spectrum intravenous antibiotics and prompt evacuation of the uterus. Rh(D)-negative patients with pregnancy loss at 12 weeks or later should receive Rh(D) immune globulin; before 12 weeks, guidelines differ, with ACOG (2024) allowing it to be forgone and SMFM recommending that it be offered. Recurrent pregnancy loss (two or more losses) is evaluated with parental karyotypes, antiphospholipid antibodies, uterine cavity imaging (saline sonohysterography or hysteroscopy), TSH and glucose testing.',
    complications: [
      'Spontaneous abortion can be complicated by hemorrhage, retained products of conception, septic abortion and, after instrumentation, intrauterine adhesions (Asherman syndrome).',
    ],
    keyComparisons: [
      {
        with: 'obgyn-ectopic-pregnancy',
        difference:
          'A patient with bleeding, a positive hCG and no intrauterine pregnancy on ultrasound has a pregnancy of unknown location and needs serial hCG to exclude ectopic pregnancy; a complete abortion can be diagnosed confidently only when an intrauterine pregnancy was previously documented.',
      },
      {
        with: 'obgyn-gestational-trophoblastic-disease',
        difference:
          'A molar pregnancy can present like a missed or incomplete abortion with first-trimester bleeding, but with an hCG far higher than expected and a heterogeneous intrauterine mass, so products of conception should be sent for pathology.',
      },
    ],
    why: [
      {
        question: 'Why does maternal age increase the risk of spontaneous abortion?',
        answer:
          'Oocytes are arrested in meiosis I from fetal life, and with age the spindle and cohesion machinery become less reliable, so meiotic nondisjunction rises. Aneuploid embryos, most of which are not viable, therefore become more common.',
      },
      {
        question: 'Why is mifepristone added to misoprostol for early pregnancy loss?',
        answer:
          'Mifepristone blocks progesterone receptors, which destabilizes the decidua and sensitizes the myometrium to prostaglandins. Misoprostol then expels the pregnancy more completely, so fewer patients need surgical aspiration.',
      },
    ],
    highYield: [
      'About 80% of spontaneous abortions occur in the first trimester.',
      'Cervical insufficiency causes painless second-trimester cervical dilation and pregnancy loss, and it is treated with cerclage in a later pregnancy.',
      'Antiphospholipid syndrome causing recurrent pregnancy loss is treated in the next pregnancy with low-dose aspirin plus prophylactic heparin.',
      'A septate uterus is the uterine anomaly most associated with pregnancy loss, and it is treated with hysteroscopic resection of the septum.',
    ],
    dontMiss:
      'In any patient with first-trimester bleeding and no confirmed intrauterine pregnancy, ectopic pregnancy must be excluded, and a patient with fever and uterine tenderness after pregnancy loss or instrumentation has septic abortion until proven otherwise.',
    icd10: ['O03.9', 'O02.1', 'O20.0', 'O03.4'],
  },
  {
    id: 'obgyn-gestational-trophoblastic-disease',
    title: 'Gestational trophoblastic disease (hydatidiform mole and choriocarcinoma)',
    subject: 'Obstetrics & Gynecology',
    kind: 'condition',
    aliases: [
      'GTD',
      'molar pregnancy',
      'hydatidiform mole',
      'complete mole',
      'partial mole',
      'gestational trophoblastic neoplasia',
      'GTN',
      'invasive mole',
      'choriocarcinoma',
      'placental site trophoblastic tumor',
    ],
    definition:
      'Gestational trophoblastic disease is a group of disorders of abnormal placental trophoblast proliferation that secrete hCG, ranging from the premalignant complete and partial hydatidiform moles to gestational trophoblastic neoplasia (invasive mole, choriocarcinoma, placental site trophoblastic tumor and epithelioid trophoblastic tumor).',
    causes: [
      'A complete hydatidiform mole usually has a 46,XX karyotype of entirely paternal origin, produced when an ovum that has lost its maternal chromosomes is fertilized by one sperm that duplicates, and it contains no fetal tissue.',
      'A partial hydatidiform mole is usually triploid (69,XXX or 69,XXY), produced when a normal ovum is fertilized by two sperm, and it contains fetal parts or fetal red cells.',
    ],
    riskFactors: [
      'Risk factors for gestational trophoblastic disease include maternal age at the extremes (under about 20 or over 35-40 years) and a prior molar pregnancy.',
    ],
    presentation: [
      'A hydatidiform mole most often presents with first-trimester vaginal bleeding, and today many are found on routine early ultrasound before classic features appear.',
      'Classic features of a complete hydatidiform mole are a uterus larger than dates, a very high hCG, hyperemesis gravidarum, preeclampsia before 20 weeks, hyperthyroidism, bilateral theca lutein cysts and passage of grape-like vesicles.',
      'A complete mole shows a heterogeneous intrauterine mass with many cystic spaces (snowstorm or cluster-of-grapes appearance) and no fetus on ultrasound, whereas a partial mole shows a fetus, often growth-restricted or anomalous, with a thick, cystic placenta.',
      'Choriocarcinoma can follow a molar pregnancy, miscarriage, ectopic pregnancy or term pregnancy and presents with abnormal bleeding and a rising hCG, often with hematogenous metastases to the lungs (cough, hemoptysis), vagina, brain or liver.',
    ],
    bestInitialTest:
      'The best initial tests for suspected gestational trophoblastic disease are a quantitative serum hCG and pelvic ultrasound, with histology of the evacuated tissue (including p57 staining, which is absent in complete moles) confirming the diagnosis.',
    firstLine:
      'First-line treatment of a hydatidiform mole is suction curettage (uterine evacuation) regardless of uterine size, with hysterectomy an option for patients who have completed childbearing, followed by serial quantitative hCG monitoring.',
    management:
      'After evacuation of a hydatidiform mole, hCG is measured weekly until undetectable for 3 consecutive weeks (then monthly for 3 months after a complete mole), and reliable contraception is used during surveillance, with hormonal contraception preferred and an IUD deferred until hCG is normal. Gestational trophoblastic neoplasia is diagnosed by an hCG plateau over 3 weeks, an hCG rise over 2 weeks or histologic choriocarcinoma, and it is staged with chest imaging and scored with the FIGO/WHO system: low-risk disease is treated with single-agent methotrexate or dactinomycin, and high-risk disease with multiagent chemotherapy such as EMA-CO. Rh(D)-negative patients receive Rh(D) immune globulin at evacuation of a hydatidiform mole because a partial mole can contain fetal red cells.',
    complications: [
      'A complete hydatidiform mole progresses to gestational trophoblastic neoplasia in about 15-20% of cases, whereas a partial mole does so in under 5%.',
      'Uterine evacuation of a large hydatidiform mole can cause hemorrhage and respiratory distress from trophoblastic embolization or fluid overload.',
    ],
    prognosis:
      'Gestational trophoblastic neoplasia is highly chemosensitive, with cure rates near 100% for low-risk disease and still high rates for high-risk metastatic disease, and hCG is an exact tumor marker for follow-up.',
    keyComparisons: [
      {
        with: 'obgyn-spontaneous-abortion',
        difference:
          'A hydatidiform mole can look like a missed or incomplete abortion, but its hCG is much higher than expected for gestational age and pathology shows hydropic, trophoblast-proliferating villi.',
      },
      {
        with: 'heme-testicular-cancer',
        difference:
          'Gestational choriocarcinoma arises from placental trophoblast after a pregnancy and secretes hCG, whereas testicular choriocarcinoma is a nongestational germ cell tumor in men that also secretes hCG.',
      },
    ],
    why: [
      {
        question: 'Why can a molar pregnancy cause hyperthyroidism?',
        answer:
          'Human chorionic gonadotropin (hCG) shares an identical alpha subunit with TSH and has a structurally similar beta subunit, so at very high levels it stimulates the TSH receptor. Molar pregnancies produce enough hCG to cause biochemical or clinical hyperthyroidism.',
      },
      {
        question: 'Why does a complete mole contain no fetal tissue?',
        answer:
          'A complete mole has only paternal chromosomes, and paternally imprinted genes drive trophoblast growth while maternally expressed genes needed for embryo development are missing. The result is proliferating villi without an embryo, and p57, a maternally expressed gene product, is absent on staining.',
      },
      {
        question: 'Why are theca lutein cysts seen with molar pregnancy?',
        answer:
          'Very high hCG levels overstimulate the ovaries through the LH receptor, producing large, bilateral, multiloculated theca lutein cysts. They regress on their own after evacuation as hCG falls and should not be removed.',
      },
    ],
    highYield: [
      'Preeclampsia before 20 weeks of gestation should prompt evaluation for a molar pregnancy.',
      'Choriocarcinoma consists of sheets of cytotrophoblast and syncytiotrophoblast without chorionic villi, whereas an invasive mole has villi invading the myometrium.',
      'Placental site trophoblastic tumor produces relatively low hCG and human placental lactogen, is resistant to chemotherapy and is treated with hysterectomy.',
      'The lungs are the most common site of metastasis of gestational choriocarcinoma.',
    ],
    dontMiss:
      'Persistent or irregular bleeding, or an unexplained positive hCG, after any pregnancy, including a normal delivery, miscarriage or ectopic pregnancy, can be choriocarcinoma and needs hCG testing and imaging.',
    icd10: ['O01.9', 'O01.0', 'O01.1', 'D39.2', 'C58'],
  },
  {
    id: 'obgyn-abnormal-uterine-bleeding',
    title: 'Abnormal uterine bleeding (PALM-COEIN)',
    subject: 'Obstetrics & Gynecology',
    kind: 'condition',
    aliases: [
      'AUB',
      'PALM-COEIN',
      'heavy menstrual bleeding',
      'HMB',
      'menorrhagia',
      'metrorrhagia',
      'dysfunctional uterine bleeding',
      'DUB',
      'irregular periods',
      'intermenstrual bleeding',
      'postmenopausal bleeding',
      'anovulatory bleeding',
    ],
    definition:
      'Abnormal uterine bleeding is bleeding from the uterine corpus that is abnormal in frequency, regularity, duration or volume in a nonpregnant patient of reproductive age, classified by the FIGO PALM-COEIN system into structural causes (polyp, adenomyosis, leiomyoma, malignancy and hyperplasia) and nonstructural causes (coagulopathy, ovulatory dysfunction, endometrial, iatrogenic, not yet classified).',
    mostCommonCause:
      'The most common cause of abnormal uterine bleeding in adolescents and perimenopausal women is ovulatory dysfunction (anovulation), and pregnancy must be excluded first at any age.',
    causes: [
      'Structural causes of abnormal uterine bleeding (PALM) are endometrial polyps, adenomyosis, leiomyomas (fibroids, especially submucosal) and malignancy or hyperplasia of the endometrium.',
      'Nonstructural causes of abnormal uterine bleeding (COEIN) are coagulopathy (most often von Willebrand disease), ovulatory dysfunction, primary endometrial disorders, iatrogenic causes (anticoagulants, hormonal contraception, copper IUD) and causes not yet classified (such as arteriovenous malformation).',
      'Ovulatory dysfunction causing abnormal uterine bleeding results from polycystic ovary syndrome, thyroid disease, hyperprolactinemia, the extremes of reproductive age, stress, weight change and excessive exercise.',
    ],
    pathophysiology:
      'In anovulatory abnormal uterine bleeding, no corpus luteum forms, so the endometrium is exposed to estrogen without progesterone; it proliferates, becomes unstable and sheds irregularly and heavily instead of in a synchronized progesterone-withdrawal bleed, and long-term unopposed estrogen raises the risk of endometrial hyperplasia and cancer.',
    presentation: [
      'Normal menstrual bleeding occurs every 24-38 days, lasts up to 8 days and varies by no more than about 7-9 days from the shortest to the longest cycle, and abnormal uterine bleeding falls outside these limits or is heavy enough to interfere with quality of life.',
      'Abnormal uterine bleeding can present as heavy menstrual bleeding, irregular or unpredictable bleeding, intermenstrual or postcoital bleeding, or symptoms of iron deficiency anemia.',
    ],
    bestInitialTest:
      'The first test in abnormal uterine bleeding in a patient of reproductive age is a pregnancy test (hCG), followed by a CBC and ferritin, TSH, prolactin when ovulation is irregular, coagulation testing for von Willebrand disease when the history suggests a bleeding disorder, and transvaginal ultrasound as the first imaging test for structural causes.',
    testOfChoice:
      'Saline infusion sonohysterography or hysteroscopy is the most accurate test for intracavitary lesions such as polyps and submucosal fibroids in abnormal uterine bleeding.',
    diagnosis:
      'Endometrial biopsy in abnormal uterine bleeding is indicated at age 45 or older, and at younger ages when there is a history of unopposed estrogen exposure (obesity, PCOS), failed medical management, persistent bleeding or a high-risk condition such as Lynch syndrome.',
    firstLine:
      'First-line treatment of chronic heavy menstrual bleeding without a structural lesion needing surgery is medical: the levonorgestrel 52 mg intrauterine device (the most effective medical option), combined hormonal contraceptives, cyclic or continuous progestins, or the nonhormonal options tranexamic acid and NSAIDs.',
    management:
      'Acute heavy abnormal uterine bleeding is managed by stabilizing the patient and then using intravenous conjugated estrogen, high-dose combined oral contraceptives, high-dose oral progestins or tranexamic acid, with uterine tamponade or dilation and curettage for bleeding that does not respond and transfusion as needed. Definitive options for abnormal uterine bleeding after childbearing is complete include endometrial ablation (after endometrial sampling excludes cancer) and hysterectomy, while polyps and submucosal fibroids are removed hysteroscopically.',
    complications: [
      'Abnormal uterine bleeding can cause iron deficiency anemia, and chronic anovulatory bleeding can progress to endometrial hyperplasia and endometrial cancer.',
    ],
    keyComparisons: [
      {
        with: 'obgyn-polycystic-ovary-syndrome',
        difference:
          'Polycystic ovary syndrome is the most common cause of chronic anovulatory abnormal uterine bleeding in reproductive-age women and carries a higher risk of endometrial hyperplasia from unopposed estrogen.',
      },
      {
        with: 'heme-von-willebrand-disease',
        difference:
          'Von Willebrand disease is the most common inherited bleeding disorder and should be suspected in abnormal uterine bleeding when heavy menses began at menarche or there is a history of postpartum, surgical or dental bleeding.',
      },
    ],
    why: [
      {
        question: 'Why does the levonorgestrel IUD reduce heavy menstrual bleeding?',
        answer:
          'The levonorgestrel IUD releases a progestin directly into the uterine cavity, which thins and decidualizes the endometrium. Menstrual blood loss falls markedly, and many users become amenorrheic.',
      },
      {
        question: 'Why must endometrial sampling precede endometrial ablation?',
        answer:
          'Ablation destroys and scars the endometrium, which can hide a later cancer and delay its diagnosis. Sampling first excludes hyperplasia or carcinoma that would need different treatment.',
      },
    ],
    highYield: [
      'Postmenopausal bleeding is endometrial cancer until proven otherwise, although its most common cause is endometrial atrophy, and it is evaluated with transvaginal ultrasound (an endometrial thickness of 4 mm or less makes cancer unlikely) or endometrial biopsy.',
      'Adolescents with heavy menstrual bleeding since menarche should be screened for a bleeding disorder, most often von Willebrand disease.',
      'The older terms menorrhagia, metrorrhagia and dysfunctional uterine bleeding have been replaced by heavy menstrual bleeding, intermenstrual bleeding and the PALM-COEIN categories.',
    ],
    dontMiss:
      'Abnormal uterine bleeding with a positive pregnancy test is an ectopic pregnancy, miscarriage or molar pregnancy until proven otherwise, and bleeding in a patient 45 or older or with long-term unopposed estrogen needs endometrial sampling to exclude cancer.',
    icd10: ['N93.9', 'N92.0', 'N92.1', 'N95.0'],
  },
  {
    id: 'obgyn-amenorrhea',
    title: 'Amenorrhea (primary and secondary): approach',
    subject: 'Obstetrics & Gynecology',
    kind: 'condition',
    aliases: [
      'primary amenorrhea',
      'secondary amenorrhea',
      'absent periods',
      'missed periods',
      'no menses',
      'functional hypothalamic amenorrhea',
      'Mullerian agenesis',
      'MRKH',
      'androgen insensitivity syndrome',
      'Asherman syndrome',
      'primary ovarian insufficiency',
      'female athlete triad',
    ],
    definition:
      'Primary amenorrhea is no menses by age 15 with normal secondary sexual characteristics, or within 3 years of breast development (thelarche); secondary amenorrhea is absence of menses for 3 months in a patient with previously regular cycles or 6 months with previously irregular cycles.',
    mostCommonCause:
      'The most common cause of secondary amenorrhea is pregnancy; among other causes, the most common are polycystic ovary syndrome, functional hypothalamic amenorrhea, hyperprolactinemia and primary ovarian insufficiency, and the most common cause of primary amenorrhea is gonadal dysgenesis, usually Turner syndrome.',
    causes: [
      'Outflow tract causes of amenorrhea include Mullerian agenesis (Mayer-Rokitansky-Kuster-Hauser syndrome), imperforate hymen, transverse vaginal septum and, in secondary amenorrhea, intrauterine adhesions (Asherman syndrome) and cervical stenosis.',
      'Ovarian causes of amenorrhea include gonadal dysgenesis (Turner syndrome 45,X, Swyer syndrome 46,XY) and primary ovarian insufficiency from autoimmunity, FMR1 premutation, chemotherapy or radiation.',
      'Hypothalamic and pituitary causes of amenorrhea include functional hypothalamic amenorrhea (low energy availability from weight loss, eating disorders, excessive exercise or stress), Kallmann syndrome, constitutional delay, prolactinoma and other pituitary tumors, and Sheehan syndrome.',
      'Other causes of amenorrhea include polycystic ovary syndrome, hypothyroidism, hyperprolactinemia from drugs such as antipsychotics, congenital adrenal hyperplasia, androgen-secreting tumors and complete androgen insensitivity syndrome (46,XY).',
    ],
    presentation: [
      'Amenorrhea with a blind vaginal pouch and absent uterus but normal breasts suggests Mullerian agenesis (46,XX with normal pubic hair and female testosterone levels) or complete androgen insensitivity syndrome (46,XY with scant pubic and axillary hair and male-range testosterone).',
      'Primary amenorrhea with absent breast development and a high FSH suggests gonadal dysgenesis, classically Turner syndrome with short stature, a webbed neck, a shield chest, coarctation of the aorta and a bicuspid aortic valve.',
      'Primary amenorrhea with cyclic pelvic pain and a bulging bluish membrane at the introitus suggests an imperforate hymen with hematocolpos.',
      'Amenorrhea with anosmia and low FSH and LH suggests Kallmann syndrome, a failure of GnRH neuron migration.',
      'Amenorrhea after uterine instrumentation such as dilation and curettage, with normal hormone levels, suggests Asherman syndrome.',
    ],
    bestInitialTest:
      'The first test in any patient with amenorrhea is a pregnancy test (hCG), followed by FSH, TSH and prolactin (with estradiol), plus total testosterone and DHEA-S if there are signs of hyperandrogenism.',
    diagnosis:
      'In primary amenorrhea, examination for breast development and pelvic ultrasound for a uterus direct the evaluation: an absent uterus leads to karyotype and testosterone, absent breasts with a high FSH leads to karyotype, and a low or normal FSH leads to evaluation for hypothalamic or pituitary causes, including pituitary MRI. In secondary amenorrhea, a high FSH on repeat testing before age 40 indicates primary ovarian insufficiency, a high prolactin needs pituitary MRI once drugs and hypothyroidism are excluded, and normal hormones after uterine surgery suggest Asherman syndrome.',
    firstLine:
      'First-line management of amenorrhea is to exclude pregnancy and then treat the specific cause, for example increasing energy intake in functional hypothalamic amenorrhea, a dopamine agonist for prolactinoma, estrogen replacement for hypogonadism, and hysteroscopic lysis of adhesions for Asherman syndrome.',
    management:
      'Patients with amenorrhea from hypoestrogenism (functional hypothalamic amenorrhea, primary ovarian insufficiency, Turner syndrome) need estrogen with cyclic progestin (if a uterus is present) to protect bone and support puberty, and a bone density assessment. In complete androgen insensitivity syndrome, the intra-abdominal testes are removed after puberty because of the risk of germ cell tumors, whereas in Swyer syndrome the streak gonads are removed at diagnosis; Mullerian agenesis is treated with vaginal dilators and, for fertility, gestational surrogacy.',
    complications: [
      'Hypoestrogenic amenorrhea causes low bone density, stress fractures and osteoporosis, and it raises cardiovascular risk.',
      'Chronic anovulatory amenorrhea with unopposed estrogen, as in polycystic ovary syndrome, raises the risk of endometrial hyperplasia and cancer.',
    ],
    keyComparisons: [
      {
        with: 'endo-prolactinoma',
        difference:
          'Prolactinoma causes amenorrhea with galactorrhea and a high prolactin because prolactin suppresses GnRH, whereas functional hypothalamic amenorrhea has a normal prolactin with low-normal FSH and LH.',
      },
      {
        with: 'obgyn-polycystic-ovary-syndrome',
        difference:
          'Polycystic ovary syndrome causes amenorrhea or oligomenorrhea with hyperandrogenism and normal or high estrogen, whereas functional hypothalamic amenorrhea causes low estrogen without hyperandrogenism.',
      },
    ],
    why: [
      {
        question: 'Why does a 46,XY patient with complete androgen insensitivity syndrome have breasts but no uterus?',
        answer:
          'The testes make anti-Mullerian hormone, so the uterus and upper vagina do not form, and they make testosterone that cannot act because the androgen receptor is nonfunctional. Testosterone is aromatized to estradiol, which drives breast development, while pubic and axillary hair stay sparse.',
      },
      {
        question: 'Why does intense exercise or low weight cause amenorrhea?',
        answer:
          'Low energy availability suppresses pulsatile GnRH release from the hypothalamus, so FSH and LH fall and the ovaries stop making estrogen. The resulting hypoestrogenism is what causes bone loss in the female athlete triad.',
      },
    ],
    highYield: [
      'The female athlete triad, part of relative energy deficiency in sport, is low energy availability, menstrual dysfunction and low bone mineral density.',
      'Primary ovarian insufficiency is loss of ovarian function before age 40, with amenorrhea, high FSH and low estradiol, and it needs karyotype and FMR1 premutation testing.',
      'A progestin challenge (withdrawal bleeding after a progestin course) was historically used to show adequate estrogen and a patent outflow tract in secondary amenorrhea.',
      'Sheehan syndrome is pituitary infarction after severe postpartum hemorrhage and presents with failure to lactate and amenorrhea.',
    ],
    dontMiss:
      'Always exclude pregnancy first in amenorrhea, and a patient with amenorrhea plus headaches, visual field defects or galactorrhea needs prolactin measurement and pituitary MRI for a pituitary tumor.',
    icd10: ['N91.2', 'N91.0', 'N91.1'],
  },
  {
    id: 'obgyn-menopause-and-hormone-therapy',
    title: 'Menopause and menopausal hormone therapy',
    subject: 'Obstetrics & Gynecology',
    kind: 'condition',
    aliases: [
      'menopause',
      'perimenopause',
      'climacteric',
      'hot flashes',
      'vasomotor symptoms',
      'hormone replacement therapy',
      'HRT',
      'menopausal hormone therapy',
      'MHT',
      'genitourinary syndrome of menopause',
      'GSM',
      'vaginal atrophy',
    ],
    definition:
      'Menopause is the permanent end of menstruation from loss of ovarian follicular activity, diagnosed retrospectively after 12 consecutive months of amenorrhea without another cause; the median age in the United States is about 51, and menopause before 40 is primary ovarian insufficiency.',
    pathophysiology:
      'At menopause, depletion of ovarian follicles lowers estradiol and inhibin, so FSH and LH rise; falling estrogen destabilizes the hypothalamic thermoregulatory center through kisspeptin-neurokinin B-dynorphin (KNDy) neurons, causing hot flashes, and causes atrophy of estrogen-dependent genitourinary tissues and accelerated bone loss.',
    presentation: [
      'Vasomotor symptoms (hot flashes and night sweats) are the most common menopausal symptom, affect most women and last a median of about 7 years.',
      'Menopause can cause sleep disturbance, mood changes, irregular cycles during the perimenopausal transition, and joint aches.',
      'Genitourinary syndrome of menopause causes vaginal dryness, burning, dyspareunia, urinary urgency and recurrent urinary tract infections, with pale, thin vaginal epithelium, loss of rugae and a vaginal pH above 4.5.',
    ],
    diagnosis:
      'Menopause is diagnosed clinically in a woman over 45 with typical symptoms and 12 months of amenorrhea, and laboratory tests are not needed; a high FSH with low estradiol supports the diagnosis in younger women or after hysterectomy, but FSH fluctuates widely during perimenopause.',
    firstLine:
      'First-line treatment of bothersome menopausal vasomotor symptoms is systemic hormone therapy, the most effective option, with estrogen plus a progestogen for women with a uterus and estrogen alone after hysterectomy, started preferably before age 60 or within 10 years of menopause.',
    management:
      "Menopausal hormone therapy is used at the lowest effective dose for the duration that matches the patient's goals and risks, reassessed yearly, and transdermal estrogen carries less VTE risk than oral estrogen. Nonhormonal options for vasomotor symptoms include SSRIs and SNRIs (low-dose paroxetine is FDA-approved; venlafaxine and escitalopram are used), gabapentin, clonidine and the neurokinin-3 receptor antagonist fezolinetant. Genitourinary syndrome of menopause is treated first with vaginal moisturizers and lubricants and then with low-dose vaginal estrogen, which has minimal systemic absorption and does not require a progestogen; ospemifene and vaginal DHEA are alternatives.",
    contraindications: [
      'Systemic menopausal hormone therapy is contraindicated in unexplained vaginal bleeding, known or suspected breast cancer or other estrogen-dependent cancer, active or prior venous thromboembolism, stroke, coronary heart disease, active liver disease and pregnancy.',
    ],
    adverseEffects: [
      "Combined estrogen-progestin therapy in the Women's Health Initiative increased the risk of breast cancer, venous thromboembolism, stroke and, in older women, coronary events.",
      'Estrogen alone in women with a uterus causes endometrial hyperplasia and cancer, which is why a progestogen is added.',
      "Estrogen-alone therapy in hysterectomized women in the Women's Health Initiative increased stroke and venous thromboembolism but did not increase breast cancer.",
    ],
    complications: [
      'Menopause accelerates bone loss, especially in the first years, raising the risk of osteoporosis and fragility fractures.',
      'Menopause is followed by an adverse shift in lipids (higher LDL) and rising cardiovascular risk.',
    ],
    keyComparisons: [
      {
        with: 'obgyn-amenorrhea',
        difference:
          'Menopause is expected permanent amenorrhea after about age 45 from follicle depletion, whereas amenorrhea with a high FSH before age 40 is primary ovarian insufficiency, which needs evaluation and hormone replacement until the usual age of menopause.',
      },
    ],
    why: [
      {
        question: 'Why must a progestogen be added to estrogen in women with a uterus?',
        answer:
          'Unopposed estrogen continuously stimulates endometrial proliferation, which leads to hyperplasia and endometrial carcinoma. A progestogen converts the endometrium to a secretory state and prevents this.',
      },
      {
        question: 'Why is hormone therapy safer when started near menopause?',
        answer:
          'The timing hypothesis holds that estrogen started before substantial atherosclerosis develops has neutral or favorable vascular effects, whereas starting it years later in women with established plaque can destabilize disease and increase events. Absolute risks of stroke, VTE and coronary events are also lower in younger women.',
      },
      {
        question: 'Why does vaginal estrogen not need a progestogen?',
        answer:
          'Low-dose vaginal estrogen acts locally and produces serum estradiol levels that stay in the postmenopausal range. It therefore does not stimulate the endometrium enough to need progestogen protection.',
      },
    ],
    highYield: [
      'Postmenopausal bleeding needs evaluation for endometrial cancer with transvaginal ultrasound or endometrial biopsy.',
      'Menopausal hormone therapy is not recommended for the primary prevention of chronic disease such as heart disease or dementia.',
      'Paroxetine should be avoided for hot flashes in women taking tamoxifen because it inhibits CYP2D6 and reduces activation of tamoxifen to endoxifen.',
      'The USPSTF recommends osteoporosis screening with DXA for all women aged 65 and older and for younger postmenopausal women at increased risk.',
    ],
    dontMiss:
      'Any bleeding after 12 months of amenorrhea in a postmenopausal woman is abnormal and needs evaluation for endometrial cancer, even in a woman taking hormone therapy once the initial months of expected irregular bleeding have passed.',
    icd10: ['N95.1', 'Z78.0', 'N95.2'],
  },
  // ───────────────────────────── Emergency Medicine ─────────────────────────────
  {
    id: 'em-anticholinergic-toxicity',
    title: 'Anticholinergic toxicity',
    subject: 'Emergency Medicine',
    kind: 'toxin',
    aliases: [
      'anticholinergic syndrome',
      'antimuscarinic toxicity',
      'anticholinergic toxidrome',
      'diphenhydramine overdose',
      'Benadryl overdose',
      'jimsonweed poisoning',
      'Datura',
      'atropine toxicity',
      'scopolamine toxicity',
      'physostigmine',
    ],
    definition:
      'Anticholinergic toxicity is the toxidrome caused by blockade of muscarinic acetylcholine receptors, producing hyperthermia, dry flushed skin, mydriasis, tachycardia, urinary retention, decreased bowel sounds and delirium.',
    mostCommonCause:
      'The most common cause of anticholinergic toxicity is overdose of first-generation antihistamines, especially diphenhydramine.',
    causes: [
      'Causes of anticholinergic toxicity include antihistamines (diphenhydramine, doxylamine, hydroxyzine), tricyclic antidepressants, antipsychotics, antiparkinson drugs (benztropine, trihexyphenidyl), antispasmodics and bladder antimuscarinics (oxybutynin), cyclobenzaprine, atropine, scopolamine and jimsonweed (Datura stramonium).',
    ],
    mechanism:
      'Anticholinergic toxicity results from competitive antagonism of acetylcholine at muscarinic receptors in the brain, heart, exocrine glands, smooth muscle and sweat glands; nicotinic receptors are spared, so muscle strength is preserved.',
    presentation: [
      'Anticholinergic toxicity is remembered as hot as a hare (hyperthermia), dry as a bone (dry skin and mucosa), red as a beet (flushing), blind as a bat (mydriasis and blurred near vision), mad as a hatter (agitated delirium) and full as a flask (urinary retention).',
      'Sinus tachycardia is often the earliest and most consistent sign of anticholinergic toxicity.',
      'Anticholinergic delirium is typically agitated, with mumbling speech, picking at the air or clothes and visual hallucinations, and severe cases cause seizures, coma and rhabdomyolysis.',
      'Anticholinergic toxicity reduces or abolishes bowel sounds and causes urinary retention, which can itself worsen agitation.',
      'Large diphenhydramine overdoses can widen the QRS complex through sodium channel blockade and cause ventricular dysrhythmias.',
    ],
    diagnosis:
      'Anticholinergic toxicity is diagnosed clinically from the toxidrome; an ECG for QRS and QTc intervals, glucose, electrolytes, creatine kinase, acetaminophen and salicylate levels, and a bladder scan are obtained, and a standard urine drug screen does not detect most anticholinergic drugs.',
    antidote:
      'The antidote for anticholinergic toxicity is physostigmine, a tertiary-amine acetylcholinesterase inhibitor that crosses the blood-brain barrier and reverses both peripheral signs and delirium; it is given slowly intravenously with continuous cardiac monitoring and atropine at hand, and it is avoided when the QRS is widened or a tricyclic antidepressant overdose is suspected.',
    firstLine:
      'First-line management of anticholinergic toxicity is supportive care with benzodiazepines for agitation and seizures, external cooling for hyperthermia, intravenous fluids, bladder catheterization for retention and activated charcoal for a recent ingestion when the airway is protected, with physostigmine for significant delirium.',
    management:
      'In anticholinergic toxicity, sodium bicarbonate is given for QRS widening from diphenhydramine or tricyclic antidepressants, and antipsychotics such as haloperidol are best avoided because they add anticholinergic effects and lower the seizure threshold. Physical restraint without sedation worsens hyperthermia and rhabdomyolysis.',
    complications: [
      'Severe anticholinergic toxicity can cause hyperthermia, seizures, rhabdomyolysis, ventricular dysrhythmias and death.',
    ],
    keyComparisons: [
      {
        with: 'em-sympathomimetic-toxicity',
        difference:
          'Sympathomimetic toxicity causes the same tachycardia, hyperthermia, mydriasis and agitation but with diaphoresis and normal bowel sounds, whereas anticholinergic toxicity causes dry skin, urinary retention and decreased bowel sounds.',
      },
      {
        with: 'em-organophosphate-poisoning',
        difference:
          'Organophosphate poisoning is the cholinergic opposite of anticholinergic toxicity, with miosis, bradycardia, salivation, lacrimation, urination, diarrhea and bronchorrhea, and it is treated with atropine and pralidoxime.',
      },
      {
        with: 'psych-serotonin-syndrome',
        difference:
          'Serotonin syndrome causes hyperthermia and agitation with diaphoresis, diarrhea and hyperreflexia with clonus that is worse in the legs, whereas anticholinergic toxicity causes dry skin, absent bowel sounds and normal reflexes.',
      },
      {
        with: 'psych-neuroleptic-malignant-syndrome',
        difference:
          'Neuroleptic malignant syndrome develops over days with lead-pipe rigidity, bradyreflexia and a high creatine kinase after a dopamine antagonist, whereas anticholinergic toxicity develops within hours with dry skin and mydriasis and no severe rigidity.',
      },
    ],
    why: [
      {
        question: 'Why is the skin dry in anticholinergic toxicity but sweaty in sympathomimetic toxicity?',
        answer:
          'Eccrine sweat glands are innervated by sympathetic nerves that release acetylcholine onto muscarinic receptors. Anticholinergic drugs block these receptors and stop sweating, whereas sympathomimetics increase sympathetic outflow and sweating continues, which is the most useful bedside distinction.',
      },
      {
        question: 'Why is physostigmine used rather than neostigmine for anticholinergic delirium?',
        answer:
          'Physostigmine is a tertiary amine that crosses the blood-brain barrier and raises acetylcholine in the brain as well as the periphery. Neostigmine and pyridostigmine are quaternary amines that stay outside the central nervous system and cannot reverse delirium.',
      },
      {
        question: 'Why is physostigmine avoided in tricyclic antidepressant overdose?',
        answer:
          'Tricyclic antidepressants block cardiac sodium channels and slow conduction, and adding physostigmine has been associated with bradycardia, asystole and seizures in that setting. A wide QRS is therefore a contraindication to physostigmine.',
      },
    ],
    highYield: [
      'Jimsonweed (Datura stramonium) seeds contain atropine and scopolamine and cause anticholinergic toxicity in adolescents who ingest them recreationally.',
      'Older adults develop anticholinergic delirium from therapeutic doses of drugs such as diphenhydramine, oxybutynin and tricyclic antidepressants, which are on the Beers list of drugs to avoid.',
      'Anticholinergic mydriasis causes large, poorly reactive pupils, which helps distinguish it from opioid toxicity with pinpoint pupils.',
    ],
    dontMiss:
      'In apparent anticholinergic toxicity, obtain an ECG before giving physostigmine, because a wide QRS suggests a tricyclic antidepressant or massive diphenhydramine ingestion that needs sodium bicarbonate instead.',
    icd10: ['T44.3X1A', 'T45.0X1A', 'T44.3X2A', 'T45.0X2A'],
  },
  {
    id: 'em-sympathomimetic-toxicity',
    title: 'Sympathomimetic toxicity (cocaine and amphetamines)',
    subject: 'Emergency Medicine',
    kind: 'toxin',
    aliases: [
      'cocaine toxicity',
      'cocaine intoxication',
      'amphetamine toxicity',
      'methamphetamine intoxication',
      'stimulant intoxication',
      'MDMA toxicity',
      'ecstasy',
      'bath salts',
      'synthetic cathinones',
      'sympathomimetic toxidrome',
      'cocaine chest pain',
    ],
    definition:
      'Sympathomimetic toxicity is the toxidrome of excess catecholamine activity caused by stimulants such as cocaine, amphetamines, methamphetamine, MDMA and synthetic cathinones, producing agitation, tachycardia, hypertension, hyperthermia, mydriasis and diaphoresis.',
    mechanism:
      'Cocaine blocks reuptake of norepinephrine, dopamine and serotonin at presynaptic transporters and also blocks fast sodium channels (a local anesthetic effect), whereas amphetamines and methamphetamine enter nerve terminals and release stored catecholamines by reversing transporters, and MDMA releases serotonin as well.',
    presentation: [
      'Sympathomimetic toxicity causes agitation, anxiety, paranoia or psychosis, tachycardia, hypertension, hyperthermia, mydriasis, diaphoresis, tremor and, in severe cases, seizures.',
      'Cocaine-associated chest pain can be myocardial ischemia or infarction from coronary vasospasm, increased myocardial oxygen demand and accelerated thrombosis, and it can also be aortic dissection or pneumothorax.',
      "Sympathomimetic toxicity can cause intracranial hemorrhage, ischemic stroke, aortic dissection, mesenteric ischemia, rhabdomyolysis with acute kidney injury and wide-complex dysrhythmias from cocaine's sodium channel blockade.",
      'MDMA (ecstasy) toxicity can cause severe hyponatremia from vasopressin release plus heavy water intake, serotonin syndrome and hyperthermia.',
      'Chronic cocaine use causes nasal septal perforation, and levamisole-adulterated cocaine causes agranulocytosis and a retiform purpura vasculitis of the ears and face.',
    ],
    diagnosis:
      'Sympathomimetic toxicity is diagnosed clinically; the workup includes core temperature, ECG, troponin for chest pain, glucose, electrolytes (sodium for MDMA), creatine kinase and creatinine, and head CT for severe headache or focal deficits, while the cocaine metabolite benzoylecgonine is detectable in urine for about 2-4 days after use.',
    antidote:
      'There is no specific antidote for sympathomimetic toxicity; benzodiazepines are the first-line treatment because they reduce central sympathetic outflow, agitation, tachycardia, hypertension and hyperthermia and prevent seizures.',
    firstLine:
      'First-line treatment of sympathomimetic toxicity is generous intravenous benzodiazepines with aggressive cooling for hyperthermia, intravenous fluids and supportive care.',
    management:
      'Persistent hypertension in sympathomimetic toxicity after adequate benzodiazepines is treated with phentolamine, nitroglycerin, nitroprusside or a calcium channel blocker. Cocaine-associated chest pain is treated with benzodiazepines, aspirin and nitroglycerin, and beta-blockers are avoided during acute intoxication because of the concern that unopposed alpha-adrenergic stimulation worsens vasospasm and hypertension. Cocaine-induced wide-complex tachycardia is treated with sodium bicarbonate, and hyperthermia with ice-water immersion or evaporative cooling, because antipyretics do not work.',
    complications: [
      'Hyperthermia is the most important predictor of death in sympathomimetic toxicity.',
      'Complications of sympathomimetic toxicity include myocardial infarction, dysrhythmias, stroke, intracranial hemorrhage, aortic dissection, seizures, rhabdomyolysis, acute kidney injury and bowel ischemia.',
    ],
    keyComparisons: [
      {
        with: 'em-anticholinergic-toxicity',
        difference:
          'Sympathomimetic toxicity causes diaphoresis and normal or active bowel sounds, whereas anticholinergic toxicity causes dry, flushed skin, decreased bowel sounds and urinary retention, although both cause tachycardia, hyperthermia, mydriasis and agitation.',
      },
      {
        with: 'psych-serotonin-syndrome',
        difference:
          'Serotonin syndrome shares tachycardia, hyperthermia and agitation with sympathomimetic toxicity but is marked by clonus and hyperreflexia, worse in the legs, after serotonergic drugs.',
      },
      {
        with: 'card-acute-coronary-syndrome',
        difference:
          'Cocaine-associated acute coronary syndrome is treated like other ACS with aspirin, nitrates and reperfusion when indicated, but benzodiazepines are added first-line and beta-blockers are withheld during acute intoxication.',
      },
    ],
    why: [
      {
        question: 'Why are benzodiazepines first-line in cocaine toxicity?',
        answer:
          "Much of cocaine's toxicity is driven by increased central sympathetic outflow, and benzodiazepines reduce it through GABA-A enhancement. They lower heart rate, blood pressure, temperature and agitation and prevent seizures, and they improve cocaine-related chest pain.",
      },
      {
        question: 'Why does cocaine cause a wide QRS?',
        answer:
          'Cocaine is a local anesthetic that blocks fast sodium channels in the myocardium as well as in nerves. Sodium channel blockade slows ventricular conduction like a class I antiarrhythmic, and it is treated with hypertonic sodium bicarbonate as in tricyclic overdose.',
      },
    ],
    highYield: [
      'Cocaine or methamphetamine use should be considered in any young patient with a myocardial infarction, stroke or aortic dissection.',
      'Physical restraint without sedation in sympathomimetic toxicity worsens hyperthermia, rhabdomyolysis and acidosis and has been associated with sudden death.',
      'Stimulant withdrawal (the crash) causes hypersomnia, increased appetite, fatigue and depression with suicidal thoughts but no dangerous physical signs.',
      'There is no FDA-approved medication for stimulant use disorder, and contingency management is the most effective treatment.',
    ],
    dontMiss:
      'In sympathomimetic toxicity, measure the core temperature early and cool aggressively, and consider aortic dissection, intracranial hemorrhage and myocardial infarction in any patient with chest pain, severe headache or focal deficits after stimulant use.',
    icd10: ['T40.5X1A', 'T43.621A', 'F14.120', 'F15.120'],
  },
  {
    id: 'em-beta-blocker-overdose',
    title: 'Beta-blocker overdose',
    subject: 'Emergency Medicine',
    kind: 'toxin',
    aliases: [
      'beta-blocker toxicity',
      'beta-blocker poisoning',
      'propranolol overdose',
      'metoprolol overdose',
      'atenolol overdose',
      'glucagon antidote',
      'high-dose insulin euglycemia therapy',
      'HIET',
    ],
    definition:
      'Beta-blocker overdose is poisoning with beta-adrenergic antagonists that causes bradycardia, hypotension, atrioventricular block and cardiogenic shock, often with hypoglycemia and depressed mental status.',
    mechanism:
      'Beta-blockers competitively block beta-1 and beta-2 adrenergic receptors, reducing Gs-coupled adenylyl cyclase activity and cAMP, which lowers intracellular calcium and therefore heart rate, AV conduction and contractility; propranolol also blocks sodium channels (QRS widening, seizures) and sotalol blocks potassium channels (QT prolongation, torsades de pointes).',
    presentation: [
      'Beta-blocker overdose causes bradycardia, hypotension, first-degree or higher AV block and, in severe cases, cardiogenic shock and cardiac arrest.',
      'Beta-blocker overdose can cause hypoglycemia, especially in children, because beta-2 blockade impairs glycogenolysis and gluconeogenesis.',
      'Lipophilic beta-blockers such as propranolol cause depressed consciousness, seizures and a wide QRS, and beta-blocker overdose can also cause bronchospasm in patients with asthma.',
    ],
    diagnosis:
      'Beta-blocker overdose is diagnosed from the history of ingestion with bradycardia and hypotension; the evaluation includes an ECG for PR, QRS and QT intervals, frequent glucose checks, electrolytes, and acetaminophen and salicylate levels to screen for co-ingestions.',
    antidote:
      'The classic antidote for beta-blocker overdose is glucagon, which raises cAMP through its own receptor independent of beta receptors; the 2023 AHA toxicology guidance places high-dose insulin euglycemia therapy and vasopressors first for beta-blocker poisoning with shock, with glucagon as an additional option.',
    firstLine:
      'First-line management of symptomatic beta-blocker overdose is airway protection, intravenous fluids, atropine for bradycardia, intravenous glucagon or high-dose insulin with dextrose and potassium monitoring, intravenous calcium, and vasopressors such as norepinephrine or epinephrine.',
    management:
      'Refractory beta-blocker overdose is treated with escalating high-dose insulin, vasopressors, transvenous pacing, sodium bicarbonate for a wide QRS from propranolol, magnesium and overdrive pacing for sotalol-induced torsades, and venoarterial ECMO for shock unresponsive to drugs. Activated charcoal is given for a recent ingestion with a protected airway, whole bowel irrigation is considered for extended-release tablets, and hemodialysis can remove water-soluble, poorly protein-bound atenolol, nadolol and sotalol.',
    complications: [
      'Beta-blocker overdose can cause cardiogenic shock, complete heart block, asystole, seizures, hypoglycemic brain injury and death, and the risk rises with coingested calcium channel blockers.',
    ],
    keyComparisons: [
      {
        with: 'em-calcium-channel-blocker-overdose',
        difference:
          'Beta-blocker overdose tends to cause hypoglycemia and depressed mental status, whereas non-dihydropyridine calcium channel blocker overdose causes hyperglycemia with relatively preserved consciousness until shock is profound.',
      },
      {
        with: 'pharm-beta-blockers',
        difference:
          'Beta-blocker pharmacology covers therapeutic uses and adverse effects, whereas beta-blocker overdose is the emergency of bradycardia and shock treated with glucagon, high-dose insulin and vasopressors.',
      },
    ],
    why: [
      {
        question: 'Why does glucagon work in beta-blocker overdose?',
        answer:
          'Glucagon binds its own Gs-coupled receptor on cardiac myocytes and activates adenylyl cyclase, raising cAMP even when beta receptors are blocked. The rise in cAMP increases heart rate and contractility, although large doses often cause vomiting.',
      },
      {
        question: 'Why does beta-blocker overdose cause hypoglycemia?',
        answer:
          'Beta-2 receptors mediate catecholamine-stimulated glycogenolysis and gluconeogenesis in the liver, so blocking them limits glucose release during stress. Children with small glycogen stores are especially prone to hypoglycemia.',
      },
    ],
    highYield: [
      'Propranolol is the most dangerous beta-blocker in overdose because it is lipophilic and blocks sodium channels, causing seizures and a wide QRS.',
      'Sotalol overdose causes QT prolongation and torsades de pointes because sotalol also blocks potassium channels (class III activity).',
      'Atropine is often ineffective for the bradycardia of beta-blocker overdose, and pacing may fail to capture or raise blood pressure if contractility is severely depressed.',
    ],
    dontMiss:
      'Extended-release beta-blockers can cause delayed toxicity, so an asymptomatic patient after an extended-release ingestion needs prolonged monitoring, and hypoglycemia should be checked for repeatedly, especially in children.',
    icd10: ['T44.7X1A', 'T44.7X2A'],
  },
  {
    id: 'em-calcium-channel-blocker-overdose',
    title: 'Calcium channel blocker overdose',
    subject: 'Emergency Medicine',
    kind: 'toxin',
    aliases: [
      'CCB overdose',
      'calcium channel blocker toxicity',
      'verapamil overdose',
      'diltiazem overdose',
      'amlodipine overdose',
      'nifedipine overdose',
      'calcium channel blocker poisoning',
    ],
    definition:
      'Calcium channel blocker overdose is poisoning with L-type calcium channel blockers that causes hypotension, bradycardia and AV block (mainly verapamil and diltiazem) or vasodilatory shock with reflex tachycardia (dihydropyridines such as amlodipine), typically with hyperglycemia.',
    mechanism:
      'Calcium channel blockers block L-type voltage-gated calcium channels in cardiac muscle, the sinoatrial and AV nodes, vascular smooth muscle and pancreatic beta cells, reducing contractility, heart rate, AV conduction, vascular tone and insulin secretion; dihydropyridines are vascular-selective at therapeutic doses, but selectivity is lost in large overdoses.',
    presentation: [
      'Non-dihydropyridine calcium channel blocker overdose (verapamil, diltiazem) causes hypotension, bradycardia, AV block, junctional rhythms and cardiogenic shock.',
      'Dihydropyridine calcium channel blocker overdose (amlodipine, nifedipine) causes hypotension from vasodilation with reflex tachycardia, and it can cause noncardiogenic pulmonary edema.',
      'Calcium channel blocker overdose causes hyperglycemia, the degree of which correlates with severity, and lactic acidosis from shock.',
      'In calcium channel blocker overdose, mental status is often relatively preserved despite profound hypotension until cerebral hypoperfusion develops.',
    ],
    diagnosis:
      'Calcium channel blocker overdose is diagnosed from the history with hypotension, bradycardia or AV block and hyperglycemia; the evaluation includes an ECG, glucose, electrolytes, lactate, calcium, and acetaminophen and salicylate levels for co-ingestions.',
    antidote:
      'The main antidotal therapies for calcium channel blocker overdose are intravenous calcium (calcium chloride or calcium gluconate) and high-dose insulin euglycemia therapy, with vasopressors for persistent hypotension; glucagon is less effective.',
    firstLine:
      'First-line management of symptomatic calcium channel blocker overdose is intravenous fluids, intravenous calcium, early high-dose insulin euglycemia therapy (a regular insulin bolus of about 1 unit/kg then an infusion, with dextrose to maintain glucose and close potassium monitoring) and vasopressors such as norepinephrine or epinephrine.',
    management:
      'Refractory calcium channel blocker overdose is treated with escalating insulin doses, atropine and pacing for bradycardia, methylene blue for refractory vasoplegia, lipid emulsion as a rescue therapy and venoarterial ECMO for cardiogenic shock. Activated charcoal is given for a recent ingestion with a protected airway, whole bowel irrigation is considered for sustained-release tablets, and calcium channel blockers are not removed by hemodialysis because they are highly protein-bound.',
    complications: [
      'Calcium channel blocker overdose can cause refractory shock, complete heart block, asystole, mesenteric ischemia, acute kidney injury and death, and verapamil is the most lethal agent in overdose.',
    ],
    keyComparisons: [
      {
        with: 'em-beta-blocker-overdose',
        difference:
          'Calcium channel blocker overdose causes hyperglycemia with relatively preserved consciousness, whereas beta-blocker overdose tends to cause hypoglycemia and depressed consciousness; both cause bradycardia and hypotension and both respond to high-dose insulin.',
      },
      {
        with: 'pharm-antidotes-by-poison',
        difference:
          'Calcium and high-dose insulin are the antidotal therapies for calcium channel blocker overdose, whereas glucagon is the classic antidote for beta-blocker overdose.',
      },
    ],
    why: [
      {
        question: 'Why does calcium channel blocker overdose cause hyperglycemia?',
        answer:
          'Insulin release from pancreatic beta cells depends on calcium entry through L-type calcium channels, which the drugs block. Insulin secretion falls and tissues become insulin resistant, so glucose rises in proportion to the severity of poisoning.',
      },
      {
        question: 'Why does high-dose insulin help in calcium channel blocker overdose?',
        answer:
          'In shock, the stressed myocardium shifts from fatty acids to glucose for energy but cannot take up glucose without insulin. High-dose insulin restores myocardial glucose uptake and improves contractility and vascular tone, so dextrose and potassium must be given and monitored alongside it.',
      },
    ],
    highYield: [
      'Sustained-release verapamil or diltiazem ingestions can cause toxicity that is delayed for many hours, so patients need at least 24 hours of monitoring.',
      'Intravenous calcium chloride contains about three times as much elemental calcium as the same volume of calcium gluconate but should be given through a central line because it damages tissue if it extravasates.',
      'Amlodipine overdose typically causes vasodilatory shock with tachycardia early, but massive ingestions also cause bradycardia and myocardial depression.',
    ],
    dontMiss:
      'A patient who is hypotensive and bradycardic with hyperglycemia after an unknown ingestion should be treated for calcium channel blocker overdose, and an asymptomatic patient who took a sustained-release calcium channel blocker must not be discharged early.',
    icd10: ['T46.1X1A', 'T46.1X2A'],
  },
  {
    id: 'em-iron-poisoning',
    title: 'Iron poisoning',
    subject: 'Emergency Medicine',
    kind: 'toxin',
    aliases: [
      'iron overdose',
      'iron toxicity',
      'ferrous sulfate overdose',
      'prenatal vitamin overdose',
      'deferoxamine',
      'Desferal',
      'acute iron ingestion',
    ],
    definition:
      'Iron poisoning is acute toxicity from ingesting iron supplements, classically prenatal vitamins or ferrous sulfate tablets taken by young children, causing corrosive gastrointestinal injury followed by shock, metabolic acidosis and liver failure.',
    mechanism:
      'Iron poisoning causes direct corrosive injury to the gastrointestinal mucosa, and once transferrin is saturated, free iron enters cells, catalyzes free-radical formation (Fenton reaction) and lipid peroxidation and disrupts mitochondrial oxidative phosphorylation, causing anion gap metabolic acidosis, capillary leak, hepatocellular necrosis and myocardial depression.',
    presentation: [
      'The first stage of iron poisoning, within about 6 hours, is gastrointestinal: vomiting, diarrhea, abdominal pain and hematemesis or bloody stools.',
      'The second stage of iron poisoning, about 6-24 hours after ingestion, is a latent phase of apparent improvement that can mislead clinicians while cellular toxicity progresses.',
      'The third stage of iron poisoning is shock with anion gap metabolic acidosis, coagulopathy, lethargy or coma and multiorgan failure.',
      'The fourth stage of iron poisoning, about 2-3 days after ingestion, is hepatotoxicity with periportal necrosis and possible fulminant liver failure.',
      'The fifth stage of iron poisoning, weeks later, is gastric outlet or bowel obstruction from scarring of the corroded mucosa.',
      'Iron poisoning is unlikely to cause serious systemic toxicity if the patient has no vomiting or diarrhea within 6 hours of ingestion.',
    ],
    bestInitialTest:
      'The key test in iron poisoning is a serum iron level drawn about 4-6 hours after ingestion, when levels peak, along with an abdominal radiograph (which may show radiopaque tablets), a blood gas or metabolic panel for anion gap acidosis, glucose, liver tests and coagulation studies.',
    diagnosis:
      'Iron poisoning severity is judged from the elemental iron dose and the serum iron level: ingestions under about 20 mg/kg of elemental iron rarely cause symptoms, ingestions above about 60 mg/kg can cause serious toxicity, and a peak serum iron above about 500 mcg/dL indicates serious systemic toxicity.',
    antidote:
      'The antidote for iron poisoning is intravenous deferoxamine, which chelates free iron to form ferrioxamine that is excreted in the urine, often turning it reddish-orange (vin rose).',
    firstLine:
      'First-line treatment of significant iron poisoning is aggressive intravenous fluid resuscitation plus intravenous deferoxamine for systemic toxicity, such as shock, metabolic acidosis, altered mental status, persistent vomiting or diarrhea, many tablets on radiograph or a serum iron above about 500 mcg/dL.',
    management:
      'Whole bowel irrigation with polyethylene glycol is used in iron poisoning when radiopaque tablets are seen in the gut, and endoscopic or surgical removal is considered for tablet bezoars. Activated charcoal does not bind iron and is not used, and the deferoxamine infusion rate is limited because rapid infusion causes hypotension and prolonged infusion (more than about 24 hours) is associated with acute lung injury.',
    adverseEffects: [
      'Deferoxamine for iron poisoning can cause rate-related hypotension, acute respiratory distress syndrome with prolonged infusions and Yersinia enterocolitica infection because the iron-deferoxamine complex acts as a siderophore for the bacterium.',
    ],
    complications: [
      'Iron poisoning can cause hypovolemic and distributive shock, metabolic acidosis, coagulopathy, acute liver failure, acute kidney injury, late gastric outlet obstruction and death.',
    ],
    prevention:
      "Iron poisoning in children is prevented by child-resistant packaging, unit-dose blister packs and warning labels on iron-containing products and by storing prenatal vitamins out of children's reach.",
    keyComparisons: [
      {
        with: 'em-salicylate-toxicity',
        difference:
          'Salicylate toxicity causes tinnitus and a mixed respiratory alkalosis with anion gap metabolic acidosis and is treated with sodium bicarbonate and dialysis, whereas iron poisoning causes gastrointestinal bleeding, shock and anion gap acidosis and is treated with deferoxamine.',
      },
      {
        with: 'pharm-antidotes-by-poison',
        difference:
          'Deferoxamine is the antidote for iron poisoning, whereas lead poisoning is treated with succimer, calcium disodium EDTA or dimercaprol.',
      },
    ],
    why: [
      {
        question: 'Why is activated charcoal ineffective in iron poisoning?',
        answer:
          'Activated charcoal adsorbs large, nonpolar organic molecules, but iron is a small, charged metal ion that it does not bind. Charcoal is likewise ineffective for lithium, lead, alcohols, hydrocarbons, acids and alkalis.',
      },
      {
        question: 'Why does iron poisoning cause an anion gap metabolic acidosis?',
        answer:
          'Free iron disrupts mitochondrial oxidative phosphorylation, so cells switch to anaerobic metabolism and produce lactate, and shock adds hypoperfusion. Conversion of ferrous to ferric iron also releases hydrogen ions.',
      },
    ],
    highYield: [
      'Iron poisoning was historically a leading cause of fatal poisoning in young children, largely from adult prenatal vitamins.',
      'Dosing decisions in iron poisoning use elemental iron, which is about 20% of the weight of ferrous sulfate, 12% of ferrous gluconate and 33% of ferrous fumarate.',
      'Chewable and liquid iron preparations are usually not visible on abdominal radiographs, so a negative film does not exclude iron poisoning.',
    ],
    dontMiss:
      'A child who vomited after an iron ingestion and then seems better may be in the latent phase of iron poisoning, so apparent recovery should not lead to discharge without a serum iron level and assessment for acidosis.',
    icd10: ['T45.4X1A', 'T45.4X2A'],
  },
  {
    id: 'em-cyanide-poisoning',
    title: 'Cyanide poisoning',
    subject: 'Emergency Medicine',
    kind: 'toxin',
    aliases: [
      'cyanide toxicity',
      'hydrogen cyanide',
      'HCN',
      'smoke inhalation cyanide',
      'nitroprusside toxicity',
      'hydroxocobalamin',
      'Cyanokit',
      'cyanide antidote kit',
      'amygdalin poisoning',
    ],
    definition:
      'Cyanide poisoning is cellular hypoxia caused by cyanide inhibiting mitochondrial cytochrome c oxidase, producing rapid collapse, seizures, shock and severe lactic acidosis despite normal blood oxygen levels.',
    mostCommonCause:
      'The most common cause of cyanide poisoning in the United States is smoke inhalation in enclosed-space fires, from burning plastics, foams, wool, silk and other nitrogen-containing materials.',
    causes: [
      'Causes of cyanide poisoning include smoke inhalation, prolonged or high-dose sodium nitroprusside infusion, industrial exposure (metal plating, mining, jewelry cleaning, photography), ingestion of cyanide salts in suicide or homicide, and amygdalin-containing plants such as apricot kernels and improperly prepared cassava.',
    ],
    mechanism:
      'Cyanide binds the ferric (Fe3+) iron of cytochrome a3 in cytochrome c oxidase (complex IV of the electron transport chain), stopping oxidative phosphorylation, so cells cannot use oxygen and switch to anaerobic metabolism, producing lactic acidosis.',
    presentation: [
      'Cyanide poisoning causes headache, anxiety, confusion and dyspnea that progress rapidly to seizures, coma, apnea, hypotension, bradycardia, dysrhythmias and cardiac arrest.',
      'Cyanide poisoning causes a severe anion gap lactic acidosis, and a lactate above about 8-10 mmol/L in a smoke-inhalation victim strongly suggests it.',
      'Cyanide poisoning shows a normal pulse oximetry reading and PaO2 with an unusually high venous oxygen saturation, so venous blood looks bright red and the skin may be flushed rather than cyanotic.',
      'A bitter almond odor is described in cyanide poisoning but many people cannot detect it, so its absence does not exclude cyanide.',
    ],
    diagnosis:
      'Cyanide poisoning is diagnosed clinically and treated empirically, because blood cyanide levels take hours to return; supporting findings are a severe lactic acidosis, an elevated venous oxygen saturation (a narrow arteriovenous oxygen difference) and a compatible exposure.',
    antidote:
      'The preferred antidote for cyanide poisoning is intravenous hydroxocobalamin (Cyanokit, 5 g in adults or 70 mg/kg in children), which binds cyanide to form cyanocobalamin that is excreted in the urine; sodium thiosulfate can be given as well.',
    firstLine:
      'First-line treatment of cyanide poisoning is removal from the source, decontamination, 100% oxygen, airway and circulatory support, benzodiazepines for seizures and immediate empiric intravenous hydroxocobalamin.',
    management:
      'The older cyanide antidote kit uses amyl nitrite or sodium nitrite to create methemoglobin, which draws cyanide off cytochrome oxidase as cyanmethemoglobin, followed by sodium thiosulfate, which donates sulfur to the enzyme rhodanese to convert cyanide into thiocyanate for renal excretion. Nitrites are avoided in smoke-inhalation victims because methemoglobin further reduces oxygen-carrying capacity in a patient who may also have carbon monoxide poisoning, so hydroxocobalamin is preferred.',
    adverseEffects: [
      'Hydroxocobalamin for cyanide poisoning turns the skin and urine red for days, interferes with colorimetric laboratory tests and can trigger blood-leak alarms on hemodialysis machines, and it can transiently raise blood pressure.',
    ],
    complications: [
      'Survivors of severe cyanide poisoning can have delayed neurological sequelae, including parkinsonism and cognitive impairment, from basal ganglia injury.',
    ],
    prevention:
      'Cyanide toxicity from sodium nitroprusside is prevented by limiting the dose and duration of the infusion, especially in kidney impairment, and by giving sodium thiosulfate with high-dose infusions.',
    keyComparisons: [
      {
        with: 'em-carbon-monoxide-poisoning',
        difference:
          'Carbon monoxide poisoning is diagnosed by an elevated carboxyhemoglobin on co-oximetry and treated with 100% or hyperbaric oxygen, whereas cyanide poisoning has a normal carboxyhemoglobin (unless both coexist), severe lactic acidosis and a high venous oxygen saturation and is treated with hydroxocobalamin.',
      },
      {
        with: 'em-toxic-alcohol-poisoning',
        difference:
          'Toxic alcohol poisoning causes an anion gap acidosis with a raised osmolal gap and delayed symptoms, whereas cyanide poisoning causes an immediate lactic acidosis with rapid collapse.',
      },
    ],
    why: [
      {
        question: 'Why is pulse oximetry normal in cyanide poisoning?',
        answer:
          "Cyanide does not affect oxygen binding to hemoglobin or oxygen delivery; it blocks the cells' ability to use oxygen. Arterial saturation and PaO2 stay normal, and because tissues extract little oxygen, venous blood remains highly saturated.",
      },
      {
        question: 'Why does nitroprusside cause cyanide toxicity?',
        answer:
          'Each nitroprusside molecule contains five cyanide groups that are released as it breaks down to nitric oxide. Rhodanese detoxifies cyanide using sulfur from thiosulfate, and high or prolonged infusions exhaust thiosulfate stores, especially in malnourished patients.',
      },
    ],
    highYield: [
      'A fire victim with coma, hypotension or seizures and a severe lactic acidosis should receive hydroxocobalamin empirically for cyanide poisoning, along with 100% oxygen for carbon monoxide.',
      'Thiocyanate, the product of cyanide detoxification, is renally cleared and can itself accumulate during long nitroprusside infusions in kidney failure, causing confusion, psychosis and seizures.',
      'Cyanide poisoning and carbon monoxide poisoning often coexist in smoke inhalation, and both produce tissue hypoxia with a normal pulse oximetry reading.',
    ],
    dontMiss:
      'Do not wait for a cyanide level before treatment: any smoke-inhalation victim or suspected cyanide exposure with altered mental status, hypotension or severe lactic acidosis needs immediate hydroxocobalamin, and rescuers must avoid exposure themselves.',
    icd10: ['T65.0X1A', 'T57.3X1A', 'T65.0X2A'],
  },
];
