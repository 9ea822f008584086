import type { LibraryNote } from '../../note-types';

export const notes: readonly LibraryNote[] = [
  {
    id: 'psych-major-depressive-disorder',
    title: 'Major Depressive Disorder',
    subject: 'Psychiatry',
    kind: 'condition',
    aliases: ['MDD', 'depression', 'major depression', 'clinical depression', 'unipolar depression', 'major depressive episode', 'SIGECAPS', 'feeling sad', 'low mood'],
    definition:
      'Major depressive disorder is a mood disorder with at least 5 of 9 DSM-5 symptoms for at least 2 weeks, one of which must be depressed mood or anhedonia, causing distress or impairment. Major depressive disorder is not explained by a substance or medical condition, and the patient has never had a manic or hypomanic episode.',
    riskFactors: [
      'Risk factors for major depressive disorder include female sex (about twice the risk of men), a family history of depression, prior depressive episodes, childhood adversity, stressful life events, chronic medical illness, substance use and the postpartum period.',
    ],
    pathophysiology:
      'Major depressive disorder arises from an interaction of genetic vulnerability and stress, with dysregulated monoamine signaling (serotonin, norepinephrine, dopamine), hyperactivity of the hypothalamic-pituitary-adrenal axis and reduced neuroplasticity in mood-regulating circuits.',
    presentation: [
      'Major depressive disorder presents with the SIGECAPS symptoms: sleep change, loss of interest, guilt or worthlessness, low energy, poor concentration, appetite or weight change, psychomotor agitation or retardation, and suicidal ideation.',
      'Sleep disturbance in major depressive disorder is classically early-morning awakening, and polysomnography shows decreased REM latency.',
      'Severe episodes of major depressive disorder may have psychotic features (usually mood-congruent delusions) or catatonia.',
      'Major depressive disorder in older adults can present with cognitive complaints that mimic dementia (pseudodementia).',
    ],
    bestInitialTest:
      'The best initial screening test for major depressive disorder is the PHQ-2, followed by the PHQ-9 to confirm symptoms and grade severity.',
    testOfChoice:
      'Major depressive disorder is a clinical diagnosis made by DSM-5 criteria; no laboratory test confirms it, but medical and substance causes are excluded with a TSH and other labs as indicated and a substance history, and past mania or hypomania is asked about before an antidepressant is started.',
    criteria: {
      name: 'DSM-5 criteria for major depressive disorder',
      items: [
        'Major depressive disorder requires at least 5 of 9 symptoms during the same 2-week period, at least one of which is depressed mood or loss of interest or pleasure (anhedonia).',
        'The 9 DSM-5 symptoms of major depressive disorder are depressed mood, anhedonia, significant weight or appetite change, insomnia or hypersomnia, psychomotor agitation or retardation, fatigue, worthlessness or excessive guilt, poor concentration or indecisiveness, and recurrent thoughts of death or suicide.',
        'The symptoms of major depressive disorder cause clinically significant distress or impairment in functioning.',
        'Major depressive disorder is diagnosed only when the episode is not attributable to a substance or another medical condition.',
        'Major depressive disorder requires that there has never been a manic or hypomanic episode; a past manic or hypomanic episode makes the diagnosis bipolar disorder.',
      ],
    },
    firstLine:
      'First-line treatment of mild to moderate major depressive disorder is psychotherapy (e.g., CBT) or an SSRI, and first-line treatment of moderate to severe major depressive disorder is an SSRI (sertraline, escitalopram, fluoxetine) combined with psychotherapy.',
    management:
      'In major depressive disorder, suicide risk is assessed at every visit. Antidepressants take 4-6 weeks for full effect, and after remission of a first episode treatment continues for at least 6 months. Bupropion is an alternative that rarely causes sexual dysfunction and does not cause weight gain, and mirtazapine causes sedation and weight gain, which can help patients with insomnia and poor appetite. Major depressive disorder with psychotic features is treated with an antidepressant plus an antipsychotic or with ECT. ECT is indicated for severe, psychotic, catatonic or treatment-resistant depression, or when a rapid response is needed (acute suicidality, refusal to eat or drink).',
    complications: [
      'The most serious complication of major depressive disorder is suicide, and suicide risk can rise early in treatment as energy returns before mood improves.',
      'Major depressive disorder is associated with increased cardiovascular morbidity and mortality and with worse outcomes of coexisting medical illness.',
    ],
    prognosis:
      'Major depressive disorder is often recurrent: about half of patients with a first episode have another, and the risk of recurrence rises with each further episode.',
    keyComparisons: [
      {
        with: 'psych-bipolar-disorder',
        difference:
          'Major depressive disorder has no history of mania or hypomania, whereas bipolar disorder has at least one manic (bipolar I) or hypomanic (bipolar II) episode; a depressed patient must be screened for past mania because an antidepressant alone can trigger a switch.',
      },
      {
        with: 'endo-hypothyroidism',
        difference:
          'Major depressive disorder and hypothyroidism share fatigue, low mood, weight gain and slowed thinking, so a TSH is checked before diagnosing major depressive disorder; hypothyroidism adds cold intolerance, constipation, dry skin and delayed relaxation of reflexes.',
      },
      {
        with: 'neuro-alzheimer-disease',
        difference:
          'Depressive pseudodementia in major depressive disorder features prominent mood symptoms, "I don\'t know" answers and poor effort that improve with treatment, whereas Alzheimer disease causes progressive memory loss with confabulation or minimization and no reversal with antidepressants.',
      },
    ],
    why: [
      {
        question: 'Why must bipolar disorder be excluded before starting an antidepressant for depression?',
        answer:
          'An antidepressant given alone to a patient whose depression is actually bipolar can precipitate a switch into mania or hypomania and rapid cycling. For that reason a depressed patient is asked about past manic or hypomanic episodes before an antidepressant is prescribed for presumed major depressive disorder.',
      },
      {
        question: 'Why does suicide risk rise early in the treatment of major depressive disorder?',
        answer:
          'Early in the treatment of major depressive disorder, energy and psychomotor activity often improve before mood and hopelessness do, so a patient may gain the energy to act on suicidal thoughts. This is one reason for close follow-up in the first weeks and for the boxed warning on antidepressants in young people.',
      },
      {
        question: 'Why do SSRIs cause hyponatremia?',
        answer:
          'SSRIs used for major depressive disorder can cause SIADH by increasing antidiuretic hormone release, so free water is retained and serum sodium falls. Older adults and patients taking diuretics are at highest risk.',
      },
    ],
    highYield: [
      'Adverse effects of SSRIs used for major depressive disorder include sexual dysfunction, GI upset, hyponatremia from SIADH and increased bleeding risk.',
      'Antidepressants used for major depressive disorder carry a boxed warning for increased suicidal thinking in patients under age 25.',
      'Bupropion, an option for major depressive disorder, rarely causes sexual dysfunction and does not cause weight gain, but it is contraindicated in seizure disorders and eating disorders because it lowers the seizure threshold.',
      'Abrupt stopping of short half-life antidepressants (paroxetine, venlafaxine) in major depressive disorder causes discontinuation syndrome with dizziness, irritability, flu-like symptoms and "brain zaps".',
      'Mirtazapine, an option for major depressive disorder, causes sedation and weight gain.',
    ],
    dontMiss:
      'In suspected major depressive disorder, screen for bipolar disorder first because an antidepressant alone can trigger mania, assess suicide risk, and rule out hypothyroidism and substance use; in older adults, depression can mimic dementia (pseudodementia).',
    icd10: ['F32.9', 'F33.9', 'F32.A'],
  },
  {
    id: 'psych-bipolar-disorder',
    title: 'Bipolar Disorder',
    subject: 'Psychiatry',
    kind: 'condition',
    aliases: ['bipolar I', 'bipolar II', 'bipolar affective disorder', 'manic depression', 'manic-depressive illness', 'mania', 'hypomania', 'DIGFAST'],
    definition:
      'Bipolar I disorder requires at least one manic episode: abnormally elevated or irritable mood with increased energy lasting at least 1 week (any duration if hospitalized), with marked impairment or psychosis. Bipolar II disorder requires at least one hypomanic episode (at least 4 days, no marked impairment, no psychosis) and at least one major depressive episode.',
    riskFactors: [
      'The strongest risk factor for bipolar disorder is a family history in a first-degree relative; bipolar disorder is one of the most heritable psychiatric disorders.',
      'Episodes of bipolar disorder can be triggered by sleep deprivation, stress, the postpartum period, antidepressant monotherapy, stimulants and corticosteroids.',
    ],
    pathophysiology:
      'The cause of bipolar disorder is not fully understood; it is highly heritable and involves dysregulated mood-regulating circuits, monoamine signaling and circadian rhythms, so that episodes can be provoked by sleep loss and by drugs that increase monoaminergic activity.',
    presentation: [
      'Mania in bipolar disorder presents with the DIGFAST symptoms: distractibility, impulsivity or indiscretion, grandiosity, flight of ideas, increased goal-directed activity, decreased need for sleep, and talkativeness or pressured speech.',
      'Psychotic features during an elevated-mood episode make the episode mania, and the diagnosis bipolar I disorder, by definition.',
      'Depressive episodes are common in bipolar disorder and are often the presenting complaint.',
      'Antidepressant monotherapy can precipitate a switch to mania in bipolar disorder.',
    ],
    bestInitialTest:
      'The best initial tests in suspected bipolar disorder exclude its mimics: a urine drug screen (with a history of corticosteroid and stimulant use) for substance-induced mania and a TSH for hyperthyroidism.',
    testOfChoice:
      'Bipolar disorder is a clinical diagnosis made by DSM-5 criteria; no laboratory or imaging test confirms it.',
    criteria: {
      name: 'DSM-5 criteria for a manic episode (bipolar I disorder)',
      items: [
        'A manic episode in bipolar I disorder is a distinct period of abnormally and persistently elevated, expansive or irritable mood and increased activity or energy lasting at least 1 week, or any duration if hospitalization is needed.',
        'A manic episode requires at least 3 DIGFAST symptoms (4 if the mood is only irritable): distractibility, indiscretion, grandiosity, flight of ideas or racing thoughts, increased goal-directed activity or agitation, decreased need for sleep, and pressured speech.',
        'A manic episode causes marked impairment, requires hospitalization or has psychotic features.',
        'A manic episode is not attributable to a substance or another medical condition.',
        'A hypomanic episode (bipolar II disorder) has the same symptoms for at least 4 consecutive days without marked impairment, hospitalization or psychosis.',
      ],
    },
    firstLine:
      'First-line treatment of acute mania in bipolar disorder is lithium or valproate and/or a second-generation antipsychotic (e.g., quetiapine, olanzapine, risperidone, aripiprazole), combined in severe cases.',
    management:
      'ECT is used in bipolar disorder for refractory mania or mania in pregnancy. Maintenance treatment of bipolar disorder is lithium (which also reduces suicide risk), valproate, lamotrigine (which mainly prevents depressive episodes) or selected antipsychotics. Bipolar depression is treated with agents such as quetiapine, lurasidone or lamotrigine, and antidepressant monotherapy is avoided. Before starting lithium, renal function, TSH, calcium and a pregnancy test are checked.',
    complications: [
      'Lithium toxicity in bipolar disorder causes vomiting, diarrhea, coarse tremor, ataxia, confusion and seizures; it is treated by checking a level, giving IV fluids and using hemodialysis for severe toxicity.',
      'Suicide risk is high in bipolar disorder, especially during depressive and mixed episodes.',
    ],
    keyComparisons: [
      {
        with: 'psych-major-depressive-disorder',
        difference:
          'Bipolar disorder requires at least one manic or hypomanic episode, whereas major depressive disorder has depressive episodes only; a depressed bipolar patient given an antidepressant alone can switch into mania.',
      },
      {
        with: 'psych-schizophrenia',
        difference:
          'In bipolar I disorder psychotic symptoms occur only during mood episodes, whereas in schizophrenia psychosis persists outside mood episodes and negative symptoms and functional decline dominate.',
      },
      {
        with: 'endo-graves-disease',
        difference:
          'Hyperthyroidism from Graves disease can mimic the hyperactivity, insomnia and irritability of mania in bipolar disorder, so a TSH is checked; Graves disease adds heat intolerance, weight loss despite appetite, tremor, goiter and eye signs.',
      },
    ],
    why: [
      {
        question: 'Why do thiazides, ACE inhibitors and NSAIDs raise lithium levels?',
        answer:
          'Lithium used for bipolar disorder is handled by the kidney like sodium and is reabsorbed mainly in the proximal tubule. Thiazides and dehydration cause volume depletion that increases proximal sodium and lithium reabsorption, while ACE inhibitors and NSAIDs reduce glomerular filtration, so all of them raise lithium levels and the risk of toxicity.',
      },
      {
        question: 'Why does lithium cause nephrogenic diabetes insipidus?',
        answer:
          'Lithium enters collecting duct principal cells through epithelial sodium channels and interferes with ADH signaling, reducing aquaporin-2 expression. The kidney becomes resistant to ADH, causing polyuria and dilute urine in patients treated for bipolar disorder.',
      },
    ],
    highYield: [
      'Lithium for bipolar disorder has a narrow therapeutic index and causes tremor, nephrogenic diabetes insipidus, hypothyroidism, hypercalcemia (hyperparathyroidism) and teratogenicity (Ebstein anomaly).',
      'Lithium levels in bipolar disorder rise with thiazides, ACE inhibitors, NSAIDs and dehydration.',
      'Valproate for bipolar disorder causes hepatotoxicity, pancreatitis, neural tube defects and weight gain.',
      'Lamotrigine for bipolar disorder can cause Stevens-Johnson syndrome, so it is titrated slowly.',
      'Lithium is the mood stabilizer in bipolar disorder with the best evidence for reducing suicide.',
    ],
    dontMiss:
      'In bipolar disorder, recognize lithium toxicity (vomiting, diarrhea, coarse tremor, ataxia, confusion, seizures), rule out drug-induced mania (steroids, stimulants, cocaine) and hyperthyroidism, and remember that suicide risk is high.',
    icd10: ['F31.9', 'F31.10', 'F31.81'],
  },
  {
    id: 'psych-schizophrenia',
    title: 'Schizophrenia',
    subject: 'Psychiatry',
    kind: 'condition',
    aliases: ['psychosis', 'psychotic disorder', 'hallucinations', 'delusions', 'hearing voices', 'schizophreniform disorder', 'schizoaffective disorder', 'brief psychotic disorder'],
    definition:
      'Schizophrenia is a psychotic disorder with at least 2 of delusions, hallucinations, disorganized speech, grossly disorganized or catatonic behavior and negative symptoms (at least one of the first three) for 1 month, with continuous signs of illness for at least 6 months and a decline in functioning.',
    riskFactors: [
      'Risk factors for schizophrenia include a family history of schizophrenia, heavy cannabis use in adolescence, prenatal and obstetric complications, advanced paternal age and the 22q11.2 deletion syndrome.',
    ],
    pathophysiology:
      'In schizophrenia, excess dopamine activity in the mesolimbic pathway is linked to positive symptoms and reduced dopamine activity in the mesocortical pathway to negative and cognitive symptoms; NMDA glutamate receptor hypofunction also contributes, which is why phencyclidine and ketamine can mimic schizophrenia.',
    presentation: [
      'Positive symptoms of schizophrenia are delusions, auditory hallucinations, and disorganized speech and behavior.',
      'Negative symptoms of schizophrenia are flat affect, alogia, avolition, anhedonia and social withdrawal, and they respond poorly to treatment.',
      'Onset of schizophrenia is usually in the late teens to mid-20s in men and somewhat later in women.',
      'Schizophrenia also causes cognitive impairment, such as poor attention, working memory and executive function.',
    ],
    bestInitialTest:
      'The best initial workup of new psychosis before diagnosing schizophrenia excludes substance and medical causes: a urine drug screen, TSH and other labs as indicated (e.g., HIV, syphilis), and neuroimaging if there are atypical features such as focal deficits or late onset.',
    testOfChoice: 'Schizophrenia is a clinical diagnosis made by DSM-5 criteria; no test confirms it.',
    criteria: {
      name: 'DSM-5 criteria for schizophrenia',
      items: [
        'Schizophrenia requires at least 2 of delusions, hallucinations, disorganized speech, grossly disorganized or catatonic behavior, and negative symptoms, present for a significant part of 1 month, with at least one being delusions, hallucinations or disorganized speech.',
        'Schizophrenia requires a decline in work, interpersonal relations or self-care below the previous level.',
        'Schizophrenia requires continuous signs of illness for at least 6 months, including the 1-month active phase and any prodromal or residual period.',
        'Schizophrenia is diagnosed only after schizoaffective disorder and mood disorders with psychotic features have been excluded.',
        'Schizophrenia is diagnosed only when the disturbance is not attributable to a substance or another medical condition.',
      ],
    },
    firstLine:
      'First-line treatment of schizophrenia is a second-generation antipsychotic (e.g., risperidone, aripiprazole, olanzapine) plus psychosocial treatment.',
    management:
      'Long-acting injectable antipsychotics help patients with schizophrenia who do not take oral medication reliably. Clozapine is used for treatment-resistant schizophrenia (failure of 2 adequate antipsychotic trials) and for persistent suicidality. Patients with schizophrenia on second-generation antipsychotics need monitoring of weight, glucose and lipids.',
    complications: [
      'Neuroleptic malignant syndrome (fever, rigidity, altered mental status, autonomic instability, high CK) is a life-threatening complication of antipsychotic treatment of schizophrenia.',
      'About 5% of patients with schizophrenia die by suicide, and the risk is highest early in the illness.',
      'Patients with schizophrenia have shortened life expectancy, largely from cardiovascular disease linked to smoking and the metabolic effects of antipsychotics.',
      'Tardive dyskinesia is a late, often irreversible complication of long-term dopamine-blocking treatment of schizophrenia.',
    ],
    prognosis:
      'The prognosis of schizophrenia is better with acute onset, later onset, female sex, good premorbid functioning, prominent positive rather than negative symptoms, mood symptoms and a clear precipitant.',
    keyComparisons: [
      {
        with: 'psych-bipolar-disorder',
        difference:
          'Schizophrenia has psychosis that persists outside mood episodes with negative symptoms and functional decline, whereas in bipolar I disorder psychosis occurs only during manic or depressive episodes.',
      },
      {
        with: 'psych-major-depressive-disorder',
        difference:
          'In major depressive disorder with psychotic features the delusions occur only during the depressive episode and are usually mood-congruent, whereas in schizophrenia psychosis is the core feature and persists without mood episodes.',
      },
      {
        with: 'psych-delirium',
        difference:
          'Delirium causes acute, fluctuating inattention and altered consciousness with mainly visual hallucinations, whereas schizophrenia has a clear sensorium with mainly auditory hallucinations and an onset over months.',
      },
    ],
    why: [
      {
        question: 'Why do antipsychotics cause hyperprolactinemia?',
        answer:
          'Dopamine from the hypothalamus tonically inhibits prolactin release through D2 receptors on pituitary lactotrophs (the tuberoinfundibular pathway). Antipsychotics used for schizophrenia block these D2 receptors, so prolactin rises, causing galactorrhea, amenorrhea, gynecomastia and sexual dysfunction; risperidone and first-generation agents are the worst offenders.',
      },
      {
        question: 'Why do first-generation antipsychotics cause extrapyramidal symptoms?',
        answer:
          'First-generation antipsychotics used for schizophrenia strongly block D2 receptors in the nigrostriatal pathway, upsetting the dopamine-acetylcholine balance of the basal ganglia. This produces acute dystonia, akathisia and parkinsonism, and long-term blockade with receptor supersensitivity causes tardive dyskinesia.',
      },
      {
        question: 'Why is clozapine reserved for treatment-resistant schizophrenia?',
        answer:
          'Clozapine is the most effective antipsychotic for treatment-resistant schizophrenia and reduces suicidality, but it can cause agranulocytosis, seizures, myocarditis and severe metabolic effects. Because of these risks and the need for ANC monitoring, it is used after 2 adequate trials of other antipsychotics have failed.',
      },
    ],
    highYield: [
      'Antipsychotics used for schizophrenia block dopamine D2 receptors, and second-generation agents also block serotonin 5-HT2A receptors.',
      'First-generation antipsychotics for schizophrenia (e.g., haloperidol) cause extrapyramidal effects (acute dystonia, akathisia, parkinsonism, tardive dyskinesia) and hyperprolactinemia.',
      'Second-generation antipsychotics for schizophrenia cause metabolic syndrome (weight gain, diabetes, dyslipidemia), worst with olanzapine and clozapine.',
      'Clozapine for schizophrenia can cause agranulocytosis (requiring ANC monitoring), seizures and myocarditis.',
      'Several antipsychotics used for schizophrenia prolong the QT interval.',
      'Brief psychotic disorder lasts less than 1 month and schizophreniform disorder 1-6 months, whereas schizophrenia requires at least 6 months of illness.',
      'Schizoaffective disorder differs from schizophrenia by having major mood episodes for most of the illness, plus at least 2 weeks of psychosis without mood symptoms.',
      'Xanomeline-trospium, approved in 2024, is the first antipsychotic for schizophrenia that works through muscarinic receptors rather than dopamine D2 blockade.',
    ],
    dontMiss:
      'In schizophrenia, watch for neuroleptic malignant syndrome and suicide risk, and exclude mimics of new psychosis: substance-induced psychosis, delirium (fluctuating attention) and anti-NMDA receptor encephalitis in a young patient with new psychosis.',
    icd10: ['F20.9', 'F20.81', 'F25.9', 'F23'],
  },
  {
    id: 'psych-generalized-anxiety-disorder',
    title: 'Generalized Anxiety Disorder',
    subject: 'Psychiatry',
    kind: 'condition',
    aliases: ['GAD', 'anxiety', 'anxiety disorder', 'chronic worry', 'worrying all the time', 'nervousness', 'GAD-7', 'buspirone'],
    definition:
      'Generalized anxiety disorder is excessive, hard-to-control worry about many everyday matters on most days for at least 6 months, with at least 3 associated symptoms in adults (1 in children), causing distress or impairment.',
    riskFactors: [
      'Risk factors for generalized anxiety disorder include female sex, a family history of anxiety, childhood adversity, a behaviorally inhibited temperament, and coexisting depression or other anxiety disorders.',
    ],
    pathophysiology:
      'Generalized anxiety disorder is thought to reflect heightened reactivity of fear circuits (amygdala) with weak regulation by the prefrontal cortex, involving serotonin, norepinephrine and GABA signaling, which are the targets of its drug treatments.',
    presentation: [
      'Generalized anxiety disorder causes restlessness, fatigue, poor concentration, irritability, muscle tension and sleep disturbance.',
      'The worry in generalized anxiety disorder is diffuse and not tied to one trigger, unlike phobias or panic attacks.',
      'Depression and substance use disorders often coexist with generalized anxiety disorder.',
    ],
    bestInitialTest:
      'The best initial screening tool for generalized anxiety disorder is the GAD-7, which also grades severity; hyperthyroidism is excluded with a TSH, and caffeine or stimulant use and other medical causes are assessed as indicated.',
    testOfChoice: 'Generalized anxiety disorder is a clinical diagnosis made by DSM-5 criteria.',
    criteria: {
      name: 'DSM-5 criteria for generalized anxiety disorder',
      items: [
        'Generalized anxiety disorder requires excessive anxiety and worry about a number of events or activities, occurring more days than not for at least 6 months.',
        'In generalized anxiety disorder the person finds the worry difficult to control.',
        'Generalized anxiety disorder requires at least 3 of 6 symptoms in adults (1 in children): restlessness, easy fatigue, poor concentration, irritability, muscle tension and sleep disturbance.',
        'Generalized anxiety disorder causes clinically significant distress or impairment and is not attributable to a substance, a medical condition or another mental disorder.',
      ],
    },
    firstLine:
      'First-line treatment of generalized anxiety disorder is CBT and/or an SSRI or SNRI (e.g., escitalopram, sertraline, venlafaxine, duloxetine).',
    management:
      'Buspirone is an alternative or add-on treatment for generalized anxiety disorder. Benzodiazepines are used in generalized anxiety disorder only short term, for example as a bridge while an SSRI takes effect, and long-term use is avoided, especially in older adults and patients with substance use disorders.',
    keyComparisons: [
      {
        with: 'psych-panic-disorder',
        difference:
          'Generalized anxiety disorder is constant, diffuse worry about many matters for at least 6 months, whereas panic disorder is recurrent, discrete, unexpected attacks of intense fear that peak within minutes, followed by fear of further attacks.',
      },
      {
        with: 'psych-obsessive-compulsive-disorder',
        difference:
          'The worries of generalized anxiety disorder are excessive concerns about real-life matters, whereas obsessions in obsessive-compulsive disorder are intrusive, unwanted thoughts or images that the patient neutralizes with compulsions.',
      },
      {
        with: 'endo-graves-disease',
        difference:
          'Hyperthyroidism from Graves disease mimics generalized anxiety disorder with nervousness, tremor, palpitations and insomnia, but adds weight loss, heat intolerance, tachycardia at rest, goiter and eye signs, and a low TSH.',
      },
    ],
    why: [
      {
        question: 'Why is buspirone not useful for acute anxiety?',
        answer:
          'Buspirone treats generalized anxiety disorder through serotonin 5-HT1A partial agonism, which produces its effect gradually over weeks as receptors adapt. It has no immediate sedative or GABA-mediated action, so it does not relieve an acute anxiety episode.',
      },
      {
        question: 'Why are benzodiazepines avoided long term in generalized anxiety disorder?',
        answer:
          'Benzodiazepines relieve anxiety quickly by enhancing GABA-A receptor activity, but long-term use in generalized anxiety disorder causes tolerance, dependence and withdrawal. In older adults they cause falls and cognitive impairment, and combined with opioids or alcohol they cause respiratory depression.',
      },
    ],
    highYield: [
      'SSRIs and SNRIs for generalized anxiety disorder take several weeks to work.',
      'Buspirone for generalized anxiety disorder is a 5-HT1A partial agonist that is not sedating and causes no dependence, but it has a delayed onset.',
      'Benzodiazepines used for generalized anxiety disorder enhance GABA-A receptor activity and cause dependence, withdrawal, falls and cognitive impairment in older adults, and respiratory depression with opioids or alcohol.',
    ],
    dontMiss:
      'Before diagnosing generalized anxiety disorder, exclude medical mimics: hyperthyroidism, arrhythmia, pheochromocytoma, hypoglycemia, stimulant use, and alcohol or benzodiazepine withdrawal.',
    icd10: ['F41.1'],
  },
  {
    id: 'psych-panic-disorder',
    title: 'Panic Disorder',
    subject: 'Psychiatry',
    kind: 'condition',
    aliases: ['panic attack', 'panic attacks', 'anxiety attack', 'agoraphobia', 'panic', 'palpitations anxiety'],
    definition:
      'Panic disorder is recurrent unexpected panic attacks followed by at least 1 month of persistent worry about further attacks or a maladaptive change in behavior, such as avoidance.',
    riskFactors: [
      'Risk factors for panic disorder include female sex, a family history of panic disorder, childhood adversity, smoking, and other anxiety or depressive disorders.',
    ],
    pathophysiology:
      'Panic disorder is thought to involve an oversensitive fear network centered on the amygdala; one model holds that patients have an oversensitive suffocation alarm, which explains why CO2 inhalation and hyperventilation can provoke attacks.',
    presentation: [
      'A panic attack in panic disorder is an abrupt surge of intense fear peaking within minutes, with palpitations, chest pain, dyspnea, sweating, trembling, paresthesias, derealization and fear of dying or losing control.',
      'In panic disorder at least some attacks are unexpected, not only triggered by a specific feared object or situation.',
      'Panic disorder is frequently accompanied by agoraphobia.',
    ],
    bestInitialTest:
      'The best initial tests in suspected panic disorder exclude medical mimics as the presentation warrants: an ECG (and troponin for chest pain), TSH, glucose and a urine drug screen.',
    testOfChoice: 'Panic disorder is a clinical diagnosis made by DSM-5 criteria once medical mimics have been excluded.',
    criteria: {
      name: 'DSM-5 criteria for panic disorder',
      items: [
        'Panic disorder requires recurrent unexpected panic attacks, each an abrupt surge of intense fear or discomfort peaking within minutes with at least 4 of 13 physical or cognitive symptoms.',
        'Panic disorder requires that at least one attack is followed by at least 1 month of persistent worry about more attacks or their consequences, or a maladaptive change in behavior such as avoidance.',
        'Panic disorder is diagnosed only when the attacks are not attributable to a substance or medical condition and are not better explained by another mental disorder.',
      ],
    },
    firstLine: 'First-line treatment of panic disorder is CBT and/or an SSRI (or the SNRI venlafaxine).',
    management:
      'In panic disorder, a benzodiazepine (e.g., clonazepam, alprazolam) may be used short term for severe symptoms or as a bridge until the SSRI takes effect; it gives rapid relief but risks dependence and withdrawal. SSRIs for panic disorder are started at a low dose because patients are sensitive to initial jitteriness, and full effect takes weeks.',
    complications: [
      'Panic disorder can lead to agoraphobia, depression, substance use (self-medication with alcohol or sedatives) and repeated emergency visits.',
    ],
    keyComparisons: [
      {
        with: 'psych-generalized-anxiety-disorder',
        difference:
          'Panic disorder has discrete, unexpected attacks of intense fear peaking within minutes, whereas generalized anxiety disorder has persistent, diffuse worry without discrete attacks.',
      },
      {
        with: 'card-acute-coronary-syndrome',
        difference:
          'Acute coronary syndrome can present exactly like a panic attack with chest pain, dyspnea and sweating, so panic disorder is diagnosed only after an ECG and, when indicated, troponin exclude ischemia, especially in older patients or those with risk factors.',
      },
      {
        with: 'endo-pheochromocytoma',
        difference:
          'Pheochromocytoma causes paroxysms of headache, sweating and palpitations with hypertension that mimic panic attacks, and it is confirmed by elevated plasma or urine metanephrines, whereas panic disorder has normal metanephrines.',
      },
    ],
    why: [
      {
        question: 'Why do panic attacks cause tingling of the hands and lips?',
        answer:
          'Hyperventilation during a panic attack lowers PaCO2 and causes acute respiratory alkalosis. Alkalosis increases the binding of calcium to albumin, so ionized calcium falls, causing perioral and acral paresthesias and sometimes carpopedal spasm.',
      },
      {
        question: 'Why are SSRIs started at a low dose in panic disorder?',
        answer:
          'Patients with panic disorder are very sensitive to the jitteriness and anxiety that SSRIs can cause in the first days, which may feel like panic and lead them to stop the drug. Starting low and increasing gradually improves tolerance.',
      },
    ],
    highYield: [
      'Panic disorder is frequently accompanied by agoraphobia, the fear and avoidance of places where escape or help would be difficult.',
      'Benzodiazepines give rapid relief in panic disorder but risk dependence and withdrawal, so they are used only short term.',
    ],
    dontMiss:
      'Acute coronary syndrome, arrhythmia, pulmonary embolism, asthma, hyperthyroidism, pheochromocytoma, hypoglycemia, stimulant intoxication and alcohol or benzodiazepine withdrawal can all present like a panic attack and must be considered before diagnosing panic disorder.',
    icd10: ['F41.0', 'F40.01'],
  },
  {
    id: 'psych-ptsd',
    title: 'Posttraumatic Stress Disorder',
    subject: 'Psychiatry',
    kind: 'condition',
    aliases: ['PTSD', 'post-traumatic stress disorder', 'psychological trauma', 'flashbacks', 'nightmares', 'acute stress disorder', 'combat stress', 'shell shock'],
    definition:
      'Posttraumatic stress disorder follows exposure to actual or threatened death, serious injury or sexual violence and consists of intrusion symptoms, avoidance, negative changes in mood and cognition, and hyperarousal lasting more than 1 month with impairment. The same picture lasting 3 days to 1 month is acute stress disorder.',
    riskFactors: [
      'Risk factors for posttraumatic stress disorder include severe or prolonged trauma, interpersonal violence (especially sexual assault), prior trauma, pre-existing psychiatric illness, female sex and poor social support after the event.',
    ],
    pathophysiology:
      'In posttraumatic stress disorder, an overactive amygdala and noradrenergic system with weakened control by the prefrontal cortex and hippocampus strengthen fear memories and impair their extinction, so reminders keep triggering a full threat response.',
    presentation: [
      'Intrusion symptoms of posttraumatic stress disorder are flashbacks, nightmares and intrusive memories.',
      'Posttraumatic stress disorder causes avoidance of reminders of the trauma.',
      'Negative mood and cognition in posttraumatic stress disorder include guilt, self-blame, detachment and inability to recall parts of the event.',
      'Hyperarousal in posttraumatic stress disorder causes hypervigilance, exaggerated startle, insomnia and irritability.',
    ],
    bestInitialTest:
      'The best initial screening tool for posttraumatic stress disorder is the PC-PTSD-5, and the PCL-5 grades severity; patients are also screened for depression, substance use and suicidality.',
    testOfChoice: 'Posttraumatic stress disorder is a clinical diagnosis made by DSM-5 criteria.',
    criteria: {
      name: 'DSM-5 criteria for posttraumatic stress disorder',
      items: [
        'Posttraumatic stress disorder requires exposure to actual or threatened death, serious injury or sexual violence, directly, as a witness, by learning it happened to someone close, or through repeated exposure to aversive details.',
        'Posttraumatic stress disorder requires at least 1 intrusion symptom and at least 1 avoidance symptom.',
        'Posttraumatic stress disorder requires at least 2 negative alterations in cognition or mood and at least 2 alterations in arousal and reactivity.',
        'Posttraumatic stress disorder requires symptoms lasting more than 1 month that cause distress or impairment and are not attributable to a substance or medical condition.',
      ],
    },
    firstLine:
      'First-line treatment of posttraumatic stress disorder is trauma-focused psychotherapy: cognitive processing therapy, prolonged exposure or EMDR.',
    management:
      'First-line medication options for posttraumatic stress disorder are an SSRI (sertraline, paroxetine or fluoxetine) or venlafaxine. Prazosin may be used for trauma-related nightmares in posttraumatic stress disorder. Benzodiazepines are not recommended in posttraumatic stress disorder.',
    complications: [
      'Posttraumatic stress disorder is complicated by depression, substance use disorders and an increased risk of suicide.',
    ],
    keyComparisons: [
      {
        with: 'psych-generalized-anxiety-disorder',
        difference:
          'Posttraumatic stress disorder is anchored to a specific trauma with intrusive re-experiencing and avoidance of reminders, whereas generalized anxiety disorder is diffuse worry about everyday matters without a traumatic trigger.',
      },
      {
        with: 'psych-panic-disorder',
        difference:
          'Panic attacks in posttraumatic stress disorder are cued by trauma reminders, whereas panic disorder requires recurrent unexpected attacks.',
      },
    ],
    why: [
      {
        question: 'Why are benzodiazepines not recommended in PTSD?',
        answer:
          'Benzodiazepines do not improve the core symptoms of posttraumatic stress disorder and may interfere with the fear extinction learning that trauma-focused therapy relies on. They also carry risks of dependence and are dangerous with the substance use that often accompanies PTSD.',
      },
      {
        question: 'Why is prazosin used for PTSD nightmares?',
        answer:
          'Trauma-related nightmares in posttraumatic stress disorder are linked to excess central noradrenergic activity during sleep. Prazosin is a lipophilic alpha-1 blocker that crosses the blood-brain barrier and dampens this adrenergic drive; its main adverse effect is first-dose orthostatic hypotension.',
      },
    ],
    highYield: [
      'Sertraline and paroxetine are the FDA-approved drugs for posttraumatic stress disorder.',
      'Prazosin, used for nightmares in posttraumatic stress disorder, is an alpha-1 blocker that causes first-dose orthostatic hypotension.',
      'Acute stress disorder has the same symptoms as posttraumatic stress disorder but lasts 3 days to 1 month after the trauma.',
      'Adjustment disorder differs from posttraumatic stress disorder: symptoms begin within 3 months of a stressor of any kind, resolve within 6 months of its end and do not meet full PTSD criteria.',
    ],
    dontMiss:
      'In posttraumatic stress disorder, assess suicide risk and substance use disorders, and distinguish adjustment disorder (any stressor, symptoms within 3 months, resolving within 6 months of its end, without full PTSD criteria).',
    icd10: ['F43.10', 'F43.12', 'F43.0'],
  },
  {
    id: 'psych-obsessive-compulsive-disorder',
    title: 'Obsessive-Compulsive Disorder',
    subject: 'Psychiatry',
    kind: 'condition',
    aliases: ['OCD', 'obsessions', 'compulsions', 'intrusive thoughts', 'hand washing', 'checking', 'Y-BOCS', 'PANDAS'],
    definition:
      'Obsessive-compulsive disorder is the presence of obsessions (recurrent, intrusive, unwanted thoughts, urges or images that cause anxiety) and/or compulsions (repetitive behaviors or mental acts performed to reduce that anxiety) that take more than 1 hour a day or cause distress or impairment.',
    riskFactors: [
      'Risk factors for obsessive-compulsive disorder include a family history of OCD, tic disorders and Tourette syndrome, and childhood adversity.',
      'Sudden onset of obsessive-compulsive disorder in a child after streptococcal infection raises the question of PANDAS.',
    ],
    pathophysiology:
      'Obsessive-compulsive disorder is associated with hyperactivity of cortico-striato-thalamo-cortical circuits (orbitofrontal cortex, anterior cingulate and caudate nucleus), and serotonergic drugs are its mainstay of treatment.',
    presentation: [
      'Obsessive-compulsive disorder is ego-dystonic: the patient usually recognizes the thoughts as excessive, although insight varies.',
      'Common themes of obsessive-compulsive disorder are contamination and washing, doubt and checking, symmetry and ordering, and intrusive taboo thoughts.',
      'Obsessive-compulsive disorder is associated with tic disorders and Tourette syndrome.',
    ],
    diagnosis:
      'Obsessive-compulsive disorder is a clinical diagnosis made by DSM-5 criteria, and its severity is graded with the Yale-Brown Obsessive Compulsive Scale (Y-BOCS).',
    criteria: {
      name: 'DSM-5 criteria for obsessive-compulsive disorder',
      items: [
        'Obsessive-compulsive disorder requires obsessions, compulsions or both.',
        'The obsessions or compulsions of obsessive-compulsive disorder are time-consuming (more than 1 hour a day) or cause clinically significant distress or impairment.',
        'Obsessive-compulsive disorder is diagnosed only when the symptoms are not attributable to a substance or medical condition and are not better explained by another mental disorder.',
        'Obsessive-compulsive disorder is specified by insight: good or fair, poor, or absent insight with delusional beliefs.',
      ],
    },
    firstLine:
      'First-line treatment of obsessive-compulsive disorder is CBT with exposure and response prevention and/or an SSRI, often at higher doses and for a longer trial than in depression.',
    management:
      'Clomipramine is used in obsessive-compulsive disorder if SSRIs fail, and antipsychotic augmentation is used for refractory cases.',
    keyComparisons: [
      {
        with: 'psych-personality-disorders',
        difference:
          'Obsessive-compulsive disorder has true obsessions and compulsions that are ego-dystonic, whereas obsessive-compulsive personality disorder is ego-syntonic perfectionism, orderliness and rigidity without true obsessions or compulsions.',
      },
      {
        with: 'psych-generalized-anxiety-disorder',
        difference:
          'Obsessions in obsessive-compulsive disorder are intrusive, often senseless thoughts neutralized by compulsions, whereas the worries of generalized anxiety disorder are excessive concerns about real-life matters without compulsions.',
      },
    ],
    why: [
      {
        question: 'Why does exposure and response prevention work in OCD?',
        answer:
          'In obsessive-compulsive disorder, compulsions briefly relieve the anxiety caused by obsessions, which reinforces them. Exposure and response prevention exposes the patient to the feared trigger while blocking the compulsion, so the anxiety falls on its own and the cycle is broken.',
      },
      {
        question: 'Why is clomipramine the tricyclic used for OCD?',
        answer:
          'Clomipramine is the most strongly serotonergic tricyclic antidepressant, and serotonin reuptake inhibition is what treats obsessive-compulsive disorder. It is second-line because, like other tricyclics, it has anticholinergic effects, lowers the seizure threshold and is cardiotoxic in overdose.',
      },
    ],
    highYield: [
      'SSRIs used for obsessive-compulsive disorder include fluoxetine, fluvoxamine, sertraline and paroxetine.',
      'Clomipramine, used for obsessive-compulsive disorder, is a strongly serotonergic TCA with anticholinergic effects that lowers the seizure threshold and is cardiotoxic in overdose.',
      'Obsessive-compulsive disorder is ego-dystonic, whereas obsessive-compulsive personality disorder is ego-syntonic.',
    ],
    dontMiss:
      'Distinguish obsessive-compulsive disorder from obsessive-compulsive personality disorder (ego-syntonic perfectionism and rigidity without true obsessions or compulsions), and screen patients with OCD for comorbid depression and suicidality.',
    icd10: ['F42.2', 'F42.9'],
  },
  {
    id: 'psych-anorexia-nervosa',
    title: 'Anorexia Nervosa',
    subject: 'Psychiatry',
    kind: 'condition',
    aliases: ['anorexia', 'AN', 'eating disorder', 'low BMI', 'food restriction', 'self-starvation'],
    definition:
      'Anorexia nervosa is restriction of energy intake leading to significantly low body weight, with intense fear of weight gain and a distorted body image; it has restricting and binge-eating/purging subtypes.',
    riskFactors: [
      'Risk factors for anorexia nervosa include female sex, adolescence, a family history of eating disorders, perfectionistic or anxious temperament, and activities that emphasize thinness such as ballet, modeling and some sports.',
    ],
    pathophysiology:
      'In anorexia nervosa, starvation suppresses hypothalamic GnRH release, causing hypogonadotropic hypogonadism with low estrogen, and lowers T3 as an energy-saving adaptation; low estrogen and raised cortisol cause bone loss, and purging adds electrolyte and acid-base disturbances.',
    presentation: [
      'Anorexia nervosa presents with a low BMI, which grades severity, and often excessive exercise.',
      'Anorexia nervosa causes bradycardia, hypotension, hypothermia, lanugo and dry skin; amenorrhea is common but no longer required for the diagnosis.',
      'Anorexia nervosa causes hypothalamic hypogonadism with low estrogen and reduced bone density, and a low T3 (euthyroid sick pattern).',
      'Anorexia nervosa with purging causes hypokalemia and metabolic alkalosis, and the ECG may show bradycardia and QT prolongation.',
    ],
    bestInitialTest:
      'The best initial tests in anorexia nervosa assess complications: electrolytes (including potassium, magnesium and phosphate), glucose, CBC and an ECG, with a DEXA scan for longer illness.',
    testOfChoice: 'Anorexia nervosa is a clinical diagnosis made by DSM-5 criteria.',
    criteria: {
      name: 'DSM-5 criteria for anorexia nervosa',
      items: [
        'Anorexia nervosa requires restriction of energy intake leading to significantly low body weight for age, sex, development and physical health.',
        'Anorexia nervosa requires intense fear of gaining weight or persistent behavior that interferes with weight gain.',
        'Anorexia nervosa requires a disturbance in how body weight or shape is experienced, undue influence of weight on self-evaluation, or lack of recognition of the seriousness of the low weight.',
        'Anorexia nervosa is subtyped as restricting or binge-eating/purging, and severity in adults is graded by BMI: mild 17 or more, moderate 16-16.99, severe 15-15.99 and extreme below 15.',
      ],
    },
    firstLine:
      'First-line treatment of anorexia nervosa is nutritional rehabilitation with supervised weight restoration plus psychotherapy, with family-based treatment for adolescents.',
    management:
      'Patients with anorexia nervosa are hospitalized for unstable vital signs (e.g., marked bradycardia, hypotension, hypothermia), severe malnutrition, electrolyte disturbances, arrhythmia or acute food refusal. No drug is first-line for weight restoration in anorexia nervosa; SSRIs do not restore weight in underweight patients and are used for comorbid depression or anxiety. Feeding is advanced gradually with monitoring and replacement of phosphate to prevent refeeding syndrome.',
    complications: [
      'Refeeding syndrome in anorexia nervosa is hypophosphatemia (plus hypokalemia and hypomagnesemia) after feeding restarts, causing arrhythmia, heart failure and rhabdomyolysis.',
      'Anorexia nervosa causes osteopenia and osteoporosis from low estrogen, which may not fully recover after weight restoration.',
      'Anorexia nervosa has one of the highest mortality rates in psychiatry, from cardiac death and suicide.',
    ],
    keyComparisons: [
      {
        with: 'psych-bulimia-nervosa',
        difference:
          'Anorexia nervosa requires a significantly low body weight, whereas bulimia nervosa occurs at normal or above-normal weight; a patient who binges and purges while underweight has the binge-eating/purging subtype of anorexia nervosa.',
      },
      {
        with: 'psych-refeeding-syndrome',
        difference:
          'Anorexia nervosa is the eating disorder itself, whereas refeeding syndrome is a complication of restarting nutrition in a malnourished patient, marked by a sharp fall in phosphate, potassium and magnesium.',
      },
    ],
    why: [
      {
        question: 'Why does refeeding cause hypophosphatemia in anorexia nervosa?',
        answer:
          'In anorexia nervosa, total body phosphate is depleted even if the serum level is normal. When feeding restarts, insulin release drives phosphate, potassium and magnesium into cells for glycolysis and ATP synthesis, so serum phosphate falls sharply, causing arrhythmia, heart failure, respiratory muscle weakness and rhabdomyolysis.',
      },
      {
        question: 'Why does anorexia nervosa cause amenorrhea and bone loss?',
        answer:
          'Energy deficiency in anorexia nervosa suppresses hypothalamic GnRH pulses, so LH, FSH and estrogen fall (functional hypothalamic amenorrhea). Low estrogen, together with high cortisol and low IGF-1, reduces bone formation and increases resorption, causing osteoporosis.',
      },
    ],
    highYield: [
      'Amenorrhea is no longer required for the DSM-5 diagnosis of anorexia nervosa.',
      'Bupropion is avoided in anorexia nervosa because of seizure risk.',
      'Anorexia nervosa produces a euthyroid sick pattern with low T3, which should not be treated with thyroid hormone.',
    ],
    dontMiss:
      'In anorexia nervosa, prevent refeeding syndrome by advancing feeding gradually and monitoring and replacing phosphate, and remember that anorexia has one of the highest mortality rates in psychiatry (cardiac death, suicide).',
    icd10: ['F50.00', 'F50.019', 'F50.029'],
  },
  {
    id: 'psych-bulimia-nervosa',
    title: 'Bulimia Nervosa',
    subject: 'Psychiatry',
    kind: 'condition',
    aliases: ['bulimia', 'BN', 'binge eating', 'binging and purging', 'purging', 'self-induced vomiting', 'eating disorder'],
    definition:
      'Bulimia nervosa is recurrent binge eating with inappropriate compensatory behaviors (vomiting, laxatives, diuretics, fasting, excessive exercise), both at least weekly for 3 months, with self-evaluation unduly influenced by body shape and weight; body weight is usually normal or above normal.',
    riskFactors: [
      'Risk factors for bulimia nervosa include female sex, adolescence and young adulthood, dieting, a history of obesity, low self-esteem, mood and anxiety disorders, and childhood abuse.',
    ],
    pathophysiology:
      'In bulimia nervosa, restrictive dieting and negative mood trigger binges, and compensatory purging relieves guilt and reinforces the cycle; repeated vomiting causes loss of gastric acid, volume contraction and the resulting electrolyte disturbances.',
    presentation: [
      'Bulimia nervosa occurs at a normal or high BMI, which distinguishes it from the binge-purge subtype of anorexia nervosa.',
      'Bulimia nervosa with vomiting causes parotid gland enlargement, dental enamel erosion and calluses on the dorsum of the hand (Russell sign).',
      'Vomiting in bulimia nervosa causes hypokalemic, hypochloremic metabolic alkalosis.',
      'Bulimia nervosa can cause an elevated serum amylase of salivary origin.',
    ],
    bestInitialTest:
      'The best initial tests in bulimia nervosa are electrolytes (potassium, chloride, bicarbonate), with an ECG if the patient is hypokalemic.',
    testOfChoice: 'Bulimia nervosa is a clinical diagnosis made by DSM-5 criteria.',
    criteria: {
      name: 'DSM-5 criteria for bulimia nervosa',
      items: [
        'Bulimia nervosa requires recurrent binge eating: eating an amount clearly larger than most people would in a discrete period, with a sense of loss of control.',
        'Bulimia nervosa requires recurrent inappropriate compensatory behavior to prevent weight gain, such as vomiting, laxatives, diuretics, fasting or excessive exercise.',
        'In bulimia nervosa, binge eating and compensatory behaviors both occur at least once a week for 3 months.',
        'In bulimia nervosa, self-evaluation is unduly influenced by body shape and weight, and the disturbance does not occur only during episodes of anorexia nervosa.',
      ],
    },
    firstLine: 'First-line treatment of bulimia nervosa is CBT, often combined with an SSRI.',
    management:
      'Fluoxetine is the FDA-approved drug for bulimia nervosa and is used at a higher dose (60 mg daily) than for depression. Bupropion is contraindicated in bulimia nervosa because of seizure risk. Hypokalemia in bulimia nervosa is corrected and monitored with an ECG.',
    complications: [
      'Hypokalemia in bulimia nervosa can cause cardiac arrhythmia.',
      'Vomiting in bulimia nervosa can cause a Mallory-Weiss tear or esophageal rupture (Boerhaave syndrome).',
      'Bulimia nervosa is associated with increased suicide risk.',
    ],
    keyComparisons: [
      {
        with: 'psych-anorexia-nervosa',
        difference:
          'Bulimia nervosa occurs at normal or above-normal body weight, whereas anorexia nervosa requires significantly low body weight even when the patient binges and purges.',
      },
    ],
    why: [
      {
        question: 'Why does vomiting in bulimia nervosa cause hypokalemic metabolic alkalosis?',
        answer:
          'Vomiting in bulimia nervosa removes gastric hydrochloric acid, leaving bicarbonate behind and causing metabolic alkalosis. The accompanying volume loss activates aldosterone, which makes the kidney excrete potassium and hydrogen ions, so hypokalemia develops and the alkalosis is maintained.',
      },
      {
        question: 'Why is bupropion contraindicated in bulimia nervosa?',
        answer:
          'Bupropion lowers the seizure threshold, and in patients with bulimia nervosa the electrolyte disturbances from purging raise the risk further; seizures occurred at an increased rate in early trials in eating disorders, so bupropion is contraindicated.',
      },
    ],
    highYield: [
      'Fluoxetine is FDA-approved for bulimia nervosa and is used at a higher dose than for depression.',
      'Russell sign (calluses on the dorsum of the hand from inducing vomiting) is a classic sign of bulimia nervosa.',
      'Binge-eating disorder differs from bulimia nervosa by having binges without compensatory behaviors.',
    ],
    dontMiss:
      'In bulimia nervosa, watch for arrhythmia from hypokalemia, Mallory-Weiss tear and esophageal rupture (Boerhaave syndrome) from vomiting, and suicide risk; binge-eating disorder has binges without compensatory behaviors.',
    icd10: ['F50.20'],
  },
  {
    id: 'psych-alcohol-withdrawal',
    title: 'Alcohol Withdrawal and Delirium Tremens',
    subject: 'Psychiatry',
    kind: 'condition',
    aliases: ['alcohol withdrawal', 'alcohol withdrawal syndrome', 'delirium tremens', 'DTs', 'CIWA', 'CIWA-Ar', 'withdrawal seizures', 'alcoholic hallucinosis', 'the shakes', 'rum fits'],
    definition:
      'Alcohol withdrawal is CNS hyperexcitability after stopping or reducing heavy, prolonged alcohol use, ranging from tremor to seizures and delirium tremens, which is a medical emergency.',
    riskFactors: [
      'Risk factors for severe alcohol withdrawal and delirium tremens include prior delirium tremens or withdrawal seizures, long and heavy drinking, older age, concurrent medical illness, and withdrawal symptoms despite a raised blood alcohol level.',
    ],
    pathophysiology:
      'Chronic alcohol use enhances GABA-A inhibition and blocks NMDA glutamate receptors, so the brain adapts by downregulating GABA-A and upregulating NMDA receptors; when drinking stops, the unopposed excitatory and noradrenergic activity produces alcohol withdrawal.',
    presentation: [
      'Within 6-24 hours of the last drink, alcohol withdrawal causes tremor, anxiety, insomnia, sweating, tachycardia and nausea.',
      'At 12-48 hours, alcohol withdrawal can cause alcoholic hallucinosis (usually visual, with intact orientation) and generalized tonic-clonic withdrawal seizures.',
      'At 48-96 hours, alcohol withdrawal can progress to delirium tremens: disorientation, hallucinations, agitation, fever, tachycardia, hypertension and diaphoresis.',
      'Alcohol withdrawal is often accompanied by hypomagnesemia, hypophosphatemia and hypokalemia.',
    ],
    bestInitialTest:
      'The best initial assessment of alcohol withdrawal is the timing of the last drink and a severity score with the CIWA-Ar, plus glucose, electrolytes, magnesium, phosphate and blood alcohol.',
    testOfChoice:
      'Alcohol withdrawal is a clinical diagnosis; other causes of confusion such as hypoglycemia, infection, head injury and hepatic encephalopathy are excluded.',
    criteria: {
      name: 'DSM-5 criteria for alcohol withdrawal',
      items: [
        'Alcohol withdrawal requires cessation of or reduction in heavy and prolonged alcohol use.',
        'Alcohol withdrawal requires at least 2 of: autonomic hyperactivity, hand tremor, insomnia, nausea or vomiting, transient hallucinations or illusions, psychomotor agitation, anxiety, and generalized tonic-clonic seizures, developing within hours to a few days.',
        'Alcohol withdrawal causes distress or impairment and is not attributable to another medical condition or mental disorder.',
      ],
    },
    firstLine:
      'First-line treatment of alcohol withdrawal is a benzodiazepine, given symptom-triggered by CIWA-Ar score or on a fixed schedule.',
    management:
      'In alcohol withdrawal, thiamine is given before glucose, and magnesium, phosphate and potassium are replaced. Phenobarbital is an option for benzodiazepine-refractory alcohol withdrawal, and delirium tremens needs ICU care. After detoxification, patients are offered treatment for alcohol use disorder (naltrexone, acamprosate or disulfiram, plus counseling).',
    complications: [
      'Delirium tremens is the most severe complication of alcohol withdrawal and can be fatal.',
      'Wernicke encephalopathy (confusion, ophthalmoplegia, ataxia) in patients with alcohol withdrawal needs IV thiamine.',
      'Generalized tonic-clonic seizures are a complication of alcohol withdrawal, typically 12-48 hours after the last drink.',
    ],
    keyComparisons: [
      {
        with: 'psych-delirium',
        difference:
          'Delirium tremens is a specific delirium of alcohol withdrawal with marked autonomic hyperactivity (fever, tachycardia, hypertension, sweating) 48-96 hours after the last drink, whereas delirium in general has many causes such as infection, drugs and metabolic disturbances.',
      },
      {
        with: 'psych-schizophrenia',
        difference:
          'Alcoholic hallucinosis in alcohol withdrawal causes hallucinations (usually visual) with intact orientation that begin 12-48 hours after the last drink and resolve, whereas schizophrenia causes mainly auditory hallucinations with delusions and a course of at least 6 months.',
      },
    ],
    why: [
      {
        question: 'Why is thiamine given before glucose in alcohol withdrawal?',
        answer:
          'Patients with alcohol withdrawal are often thiamine deficient, and thiamine is a cofactor for pyruvate dehydrogenase, alpha-ketoglutarate dehydrogenase and transketolase in glucose metabolism. A glucose load increases demand for thiamine and can precipitate or worsen Wernicke encephalopathy.',
      },
      {
        question: 'Why are lorazepam and oxazepam preferred in liver disease?',
        answer:
          'Lorazepam and oxazepam are cleared by glucuronidation without active metabolites, so they do not accumulate when hepatic oxidation is impaired. Long-acting agents such as chlordiazepoxide and diazepam give a smoother course of alcohol withdrawal but depend on hepatic oxidation and have long-acting active metabolites.',
      },
      {
        question: 'Why does alcohol withdrawal cause seizures?',
        answer:
          'Chronic alcohol use leads to downregulated GABA-A receptors and upregulated NMDA glutamate receptors. When alcohol is stopped, inhibition is reduced and excitation is unopposed, lowering the seizure threshold.',
      },
    ],
    highYield: [
      'Long-acting benzodiazepines (chlordiazepoxide, diazepam) give a smoother course of alcohol withdrawal, while lorazepam or oxazepam are preferred in significant liver disease or older adults because they have no active metabolites.',
      'Thiamine given during alcohol withdrawal prevents Wernicke encephalopathy.',
      'Naltrexone for alcohol use disorder after withdrawal is contraindicated with opioid use and with acute hepatitis or liver failure.',
      'Acamprosate for alcohol use disorder after withdrawal is renally cleared, so it is a good choice in liver disease but not in severe kidney disease.',
      'Alcoholic hallucinosis in alcohol withdrawal occurs with intact orientation, whereas delirium tremens causes disorientation.',
    ],
    dontMiss:
      'In alcohol withdrawal, do not miss Wernicke encephalopathy (confusion, ophthalmoplegia, ataxia), which needs IV thiamine; delirium tremens can be fatal; and hypoglycemia, head trauma, sepsis and coexisting drug withdrawal must be excluded.',
    icd10: ['F10.230', 'F10.231', 'F10.930', 'F10.931'],
  },
  {
    id: 'psych-neuroleptic-malignant-syndrome',
    title: 'Neuroleptic Malignant Syndrome',
    subject: 'Psychiatry',
    kind: 'condition',
    aliases: ['NMS', 'antipsychotic reaction', 'malignant neuroleptic syndrome', 'lead-pipe rigidity'],
    definition:
      'Neuroleptic malignant syndrome is a rare, life-threatening reaction to dopamine antagonists or to abrupt withdrawal of dopaminergic drugs, causing fever, generalized rigidity, altered mental status and autonomic instability.',
    mostCommonCause:
      'The most common cause of neuroleptic malignant syndrome is a high-potency first-generation antipsychotic such as haloperidol, usually early after starting or increasing the dose.',
    causes: [
      'Neuroleptic malignant syndrome is caused by high-potency first-generation antipsychotics (e.g., haloperidol), other antipsychotics including second-generation agents, and dopamine-blocking antiemetics such as metoclopramide and prochlorperazine.',
      'Neuroleptic malignant syndrome can also follow abrupt withdrawal of dopaminergic drugs such as levodopa in Parkinson disease.',
    ],
    riskFactors: [
      'Risk factors for neuroleptic malignant syndrome include rapid dose escalation, high doses, parenteral or depot administration, dehydration, agitation and a prior episode.',
    ],
    pathophysiology:
      'Neuroleptic malignant syndrome results from sudden central dopamine D2 blockade: blockade in the hypothalamus disrupts thermoregulation, blockade in the nigrostriatal pathway causes rigidity that generates heat and muscle breakdown, and sympathetic control becomes unstable.',
    presentation: [
      'Neuroleptic malignant syndrome presents with the FEVER features: fever, encephalopathy (altered mental status), vital sign instability (autonomic), elevated CK (enzymes) and generalized lead-pipe rigidity.',
      'Neuroleptic malignant syndrome develops over 1-3 days, usually early after starting or increasing the drug.',
      'In neuroleptic malignant syndrome, reflexes are normal or reduced and clonus is absent, unlike serotonin syndrome.',
      'Neuroleptic malignant syndrome causes leukocytosis and rhabdomyolysis with myoglobinuria and acute kidney injury.',
    ],
    bestInitialTest:
      'The best initial test supporting neuroleptic malignant syndrome is a serum CK, which is markedly elevated; renal function, electrolytes and urine myoglobin are checked.',
    testOfChoice:
      'Neuroleptic malignant syndrome is a clinical diagnosis; infection such as meningitis and other causes of hyperthermia are excluded as indicated.',
    firstLine:
      'First-line treatment of neuroleptic malignant syndrome is to stop the causative drug (or restart the withdrawn dopaminergic drug) and give ICU supportive care with cooling and IV fluids, plus benzodiazepines for agitation.',
    management:
      'Dantrolene and/or bromocriptine (or amantadine) are added in moderate to severe neuroleptic malignant syndrome, and ECT is an option for refractory cases. After recovery from neuroleptic malignant syndrome, an antipsychotic is restarted only after about 2 weeks, at a low dose, preferably with a lower-potency agent.',
    complications: [
      'Complications of neuroleptic malignant syndrome include rhabdomyolysis with renal failure, arrhythmia and respiratory failure.',
    ],
    keyComparisons: [
      {
        with: 'psych-serotonin-syndrome',
        difference:
          'Neuroleptic malignant syndrome develops over days after a dopamine antagonist with lead-pipe rigidity and normal or reduced reflexes, whereas serotonin syndrome develops within 24 hours of serotonergic drugs with hyperreflexia, clonus and diarrhea.',
      },
      {
        with: 'surg-malignant-hyperthermia',
        difference:
          'Malignant hyperthermia occurs during anesthesia with volatile agents or succinylcholine and is driven by RYR1 calcium release, whereas neuroleptic malignant syndrome follows dopamine antagonists over days; both cause rigidity, hyperthermia and high CK and both can be treated with dantrolene.',
      },
      {
        with: 'em-heat-stroke',
        difference:
          'Heat stroke follows environmental heat or exertion without rigidity, whereas neuroleptic malignant syndrome follows a dopamine antagonist and features lead-pipe rigidity and a very high CK.',
      },
    ],
    why: [
      {
        question: 'Why does neuroleptic malignant syndrome cause fever and rigidity?',
        answer:
          'Dopamine blockade in the nigrostriatal pathway causes intense muscle rigidity, and the sustained contraction generates heat and breaks down muscle, raising CK. Blockade in the hypothalamus impairs heat dissipation, so temperature rises further.',
      },
      {
        question: 'Why is bromocriptine used in neuroleptic malignant syndrome?',
        answer:
          'Bromocriptine is a dopamine D2 agonist, so it restores the dopaminergic tone that the antipsychotic blocked in neuroleptic malignant syndrome.',
      },
    ],
    highYield: [
      'Dantrolene, used in neuroleptic malignant syndrome, blocks calcium release from the sarcoplasmic reticulum (ryanodine receptor) and is hepatotoxic.',
      'Bromocriptine, used in neuroleptic malignant syndrome, is a dopamine D2 agonist.',
      'Neuroleptic malignant syndrome can be caused by second-generation antipsychotics and by metoclopramide, not only by haloperidol.',
    ],
    dontMiss:
      'Mimics of neuroleptic malignant syndrome are serotonin syndrome (rapid onset, hyperreflexia, clonus, diarrhea), malignant hyperthermia (during anesthesia), anticholinergic toxicity (dry skin), CNS infection and heat stroke.',
    icd10: ['G21.0'],
  },
  {
    id: 'psych-serotonin-syndrome',
    title: 'Serotonin Syndrome',
    subject: 'Psychiatry',
    kind: 'condition',
    aliases: ['serotonin toxicity', 'serotonergic syndrome', 'SSRI overdose', 'MAOI interaction', 'clonus', 'cyproheptadine'],
    definition:
      'Serotonin syndrome is potentially fatal excess serotonergic activity, usually from combining serotonergic drugs or from overdose, causing neuromuscular hyperactivity, autonomic instability and altered mental status.',
    mostCommonCause:
      'The most common cause of serotonin syndrome is the combination of two or more serotonergic drugs, such as an SSRI combined with an MAOI, linezolid, tramadol or meperidine.',
    causes: [
      'Drugs that cause serotonin syndrome include SSRIs, SNRIs, MAOIs, linezolid, tramadol, meperidine, fentanyl, dextromethorphan, St John\'s wort and MDMA.',
      'Linezolid and methylene blue are MAO inhibitors, so giving them to a patient on an SSRI can cause serotonin syndrome.',
    ],
    pathophysiology:
      'Serotonin syndrome results from excess stimulation of central and peripheral serotonin receptors, mainly 5-HT2A and 5-HT1A, causing neuromuscular hyperactivity, autonomic overactivity and altered mental status.',
    presentation: [
      'Serotonin syndrome has a rapid onset, usually within 24 hours of starting, increasing or combining drugs.',
      'Serotonin syndrome causes neuromuscular hyperactivity: spontaneous, inducible or ocular clonus, hyperreflexia and tremor, most marked in the legs.',
      'Autonomic features of serotonin syndrome are hyperthermia, tachycardia, hypertension, diaphoresis, mydriasis, diarrhea and hyperactive bowel sounds.',
      'Serotonin syndrome causes agitation and confusion.',
    ],
    diagnosis:
      'Serotonin syndrome is a clinical diagnosis made with the Hunter criteria; no confirmatory laboratory test exists.',
    criteria: {
      name: 'Hunter criteria for serotonin syndrome',
      items: [
        'The Hunter criteria for serotonin syndrome require exposure to a serotonergic drug plus at least one of the following findings.',
        'Spontaneous clonus meets the Hunter criteria for serotonin syndrome.',
        'Inducible clonus with agitation or diaphoresis meets the Hunter criteria for serotonin syndrome.',
        'Ocular clonus with agitation or diaphoresis meets the Hunter criteria for serotonin syndrome.',
        'Tremor with hyperreflexia meets the Hunter criteria for serotonin syndrome.',
        'Hypertonia with a temperature above 38 C plus ocular or inducible clonus meets the Hunter criteria for serotonin syndrome.',
      ],
    },
    firstLine:
      'First-line treatment of serotonin syndrome is to stop all serotonergic drugs and give supportive care with benzodiazepines for agitation.',
    management:
      'Cyproheptadine is added in serotonin syndrome if symptoms persist. Severe hyperthermia in serotonin syndrome needs sedation, nondepolarizing paralysis and intubation; antipyretics do not help because the heat comes from muscle activity. Physical restraints are avoided because they worsen hyperthermia.',
    antidote:
      'The antidote for serotonin syndrome is cyproheptadine, a 5-HT2A antagonist and first-generation antihistamine that is available only orally (crushed and given by nasogastric tube if needed).',
    complications: [
      'Complications of severe serotonin syndrome include hyperthermia, rhabdomyolysis, metabolic acidosis, seizures, renal failure and DIC.',
    ],
    prevention:
      'Serotonin syndrome is prevented by avoiding combinations of serotonergic drugs and by allowing a 2-week washout when switching to or from an MAOI (5 weeks after fluoxetine because of its long half-life).',
    keyComparisons: [
      {
        with: 'psych-neuroleptic-malignant-syndrome',
        difference:
          'Serotonin syndrome begins within 24 hours with hyperreflexia, clonus, mydriasis and diarrhea, whereas neuroleptic malignant syndrome develops over days after a dopamine antagonist with lead-pipe rigidity and normal or reduced reflexes.',
      },
      {
        with: 'surg-malignant-hyperthermia',
        difference:
          'Malignant hyperthermia is triggered by volatile anesthetics or succinylcholine with rising end-tidal CO2 and rigidity, whereas serotonin syndrome follows serotonergic drugs and features clonus and hyperreflexia.',
      },
    ],
    why: [
      {
        question: 'Why don\'t antipyretics work in serotonin syndrome?',
        answer:
          'The fever in serotonin syndrome comes from heat produced by excessive muscle activity, not from a raised hypothalamic set point. Antipyretics act on the set point, so they do not lower the temperature; sedation and, if needed, paralysis are required.',
      },
      {
        question: 'Why are physical restraints avoided in serotonin syndrome?',
        answer:
          'Restrained patients with serotonin syndrome keep contracting their muscles against the restraints, which generates more heat and lactic acidosis and can worsen hyperthermia and rhabdomyolysis. Chemical sedation with benzodiazepines is used instead.',
      },
      {
        question: 'Why is a nondepolarizing paralytic used in severe serotonin syndrome?',
        answer:
          'Severe serotonin syndrome with hyperthermia may need paralysis to stop muscle heat production. Succinylcholine is avoided because it can cause dangerous hyperkalemia in patients with rhabdomyolysis, so a nondepolarizing agent is used.',
      },
    ],
    highYield: [
      'Cyproheptadine, used for serotonin syndrome, is a 5-HT2A antagonist and first-generation antihistamine available orally only.',
      'When switching to or from an MAOI, a 2-week washout prevents serotonin syndrome (5 weeks after fluoxetine).',
      'Serotonin syndrome causes clonus that is most marked in the legs.',
    ],
    dontMiss:
      'Mimics of serotonin syndrome are neuroleptic malignant syndrome (slow onset, lead-pipe rigidity, reduced reflexes), anticholinergic toxicity (dry skin, absent bowel sounds), malignant hyperthermia and sympathomimetic toxicity; physical restraints worsen hyperthermia.',
    icd10: ['G90.81'],
  },
  {
    id: 'psych-adhd',
    title: 'Attention-Deficit/Hyperactivity Disorder',
    subject: 'Psychiatry',
    kind: 'condition',
    aliases: ['ADHD', 'ADD', 'attention deficit disorder', 'hyperactivity', 'inattention', 'hyperactive child', 'stimulants', 'methylphenidate', 'Ritalin', 'Adderall'],
    definition:
      'Attention-deficit/hyperactivity disorder is a neurodevelopmental disorder of persistent inattention and/or hyperactivity-impulsivity, with several symptoms present before age 12, in at least 2 settings, for at least 6 months, impairing functioning.',
    riskFactors: [
      'Risk factors for attention-deficit/hyperactivity disorder include a family history of ADHD (it is highly heritable), male sex, prematurity and low birth weight, prenatal tobacco or alcohol exposure, and lead exposure.',
    ],
    pathophysiology:
      'Attention-deficit/hyperactivity disorder involves reduced dopamine and norepinephrine signaling in prefrontal-striatal circuits that control attention and impulses, which is why drugs that increase these catecholamines improve symptoms.',
    presentation: [
      'Inattention in attention-deficit/hyperactivity disorder causes careless mistakes, easy distraction, losing things and not finishing tasks.',
      'Hyperactivity-impulsivity in attention-deficit/hyperactivity disorder causes fidgeting, leaving the seat, excessive talking, interrupting and difficulty waiting.',
      'Common comorbidities of attention-deficit/hyperactivity disorder are learning disorders, oppositional defiant disorder, anxiety and depression.',
    ],
    bestInitialTest:
      'The best initial step in diagnosing attention-deficit/hyperactivity disorder is standardized rating scales (e.g., Vanderbilt) completed by parents and teachers, plus vision and hearing checks.',
    testOfChoice:
      'Attention-deficit/hyperactivity disorder is a clinical diagnosis made by DSM-5 criteria after other causes such as sleep disorders, absence seizures and trauma are considered.',
    criteria: {
      name: 'DSM-5 criteria for attention-deficit/hyperactivity disorder',
      items: [
        'Attention-deficit/hyperactivity disorder requires at least 6 symptoms of inattention and/or at least 6 of hyperactivity-impulsivity (5 from age 17) for at least 6 months.',
        'In attention-deficit/hyperactivity disorder, several symptoms must be present before age 12.',
        'In attention-deficit/hyperactivity disorder, several symptoms must be present in at least 2 settings, such as home and school.',
        'Attention-deficit/hyperactivity disorder requires clear interference with social, academic or occupational functioning not better explained by another mental disorder.',
      ],
    },
    firstLine:
      'First-line treatment of attention-deficit/hyperactivity disorder in preschool children (4-5 years) is parent training in behavior management, adding methylphenidate if insufficient; in school-age children and adolescents it is FDA-approved medication (stimulants first) plus behavioral therapy and school supports.',
    management:
      'Non-stimulant options for attention-deficit/hyperactivity disorder include the norepinephrine reuptake inhibitors atomoxetine and viloxazine and the alpha-2 agonists guanfacine and clonidine. Before starting a stimulant for attention-deficit/hyperactivity disorder, the clinician asks about cardiac symptoms and a family history of sudden death.',
    complications: [
      'Untreated attention-deficit/hyperactivity disorder is associated with academic failure, injuries and accidents, and later substance use disorders.',
    ],
    prognosis:
      'Attention-deficit/hyperactivity disorder often persists into adulthood, where inattention usually predominates over hyperactivity.',
    keyComparisons: [
      {
        with: 'neuro-epilepsy',
        difference:
          'Absence seizures cause brief staring spells that can be mistaken for the inattention of attention-deficit/hyperactivity disorder; hyperventilation provokes them and the EEG shows 3-Hz spike-and-wave discharges.',
      },
      {
        with: 'pulm-obstructive-sleep-apnea',
        difference:
          'Obstructive sleep apnea in children causes daytime inattention and hyperactivity that mimic attention-deficit/hyperactivity disorder, with snoring and witnessed apneas, and it improves after adenotonsillectomy.',
      },
      {
        with: 'psych-bipolar-disorder',
        difference:
          'Attention-deficit/hyperactivity disorder is chronic and present since childhood, whereas bipolar disorder causes distinct episodes of elevated mood with grandiosity and decreased need for sleep.',
      },
    ],
    why: [
      {
        question: 'Why do stimulants improve ADHD?',
        answer:
          'Stimulants such as methylphenidate and amphetamines increase synaptic dopamine and norepinephrine by blocking reuptake (and, for amphetamines, promoting release). This strengthens prefrontal control of attention and impulses, which is underactive in attention-deficit/hyperactivity disorder.',
      },
      {
        question: 'Why must guanfacine and clonidine be tapered?',
        answer:
          'Guanfacine and clonidine treat attention-deficit/hyperactivity disorder by stimulating central alpha-2 receptors, which lowers sympathetic outflow. Stopping them abruptly causes a surge of sympathetic activity with rebound hypertension, so they are tapered.',
      },
    ],
    highYield: [
      'Stimulants for attention-deficit/hyperactivity disorder (methylphenidate, amphetamines) increase synaptic dopamine and norepinephrine.',
      'Adverse effects of stimulants for attention-deficit/hyperactivity disorder are appetite loss, weight loss, insomnia, slowed growth, and raised heart rate and blood pressure.',
      'Atomoxetine for attention-deficit/hyperactivity disorder is a norepinephrine reuptake inhibitor with a boxed warning for suicidal thinking.',
      'Guanfacine and clonidine for attention-deficit/hyperactivity disorder are alpha-2 agonists that cause sedation, hypotension, and rebound hypertension if stopped abruptly.',
    ],
    dontMiss:
      'Absence seizures, hearing or vision loss, obstructive sleep apnea, abuse or trauma, thyroid disease and substance use can mimic attention-deficit/hyperactivity disorder, and stimulant misuse and diversion must be watched for in adolescents and adults.',
    icd10: ['F90.2', 'F90.0', 'F90.1', 'F90.9'],
  },
];
