import type { WrittenItem } from '../types';

export const items: readonly WrittenItem[] = [
  {
    id: 'psych-q-catatonia-lorazepam',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Catatonia',
    stem: 'A 34-year-old woman is brought to the emergency department by her husband because she has not spoken, eaten, or gotten out of bed for 3 days. For the past 6 weeks, she has had low mood, tearfulness, and poor sleep, and she has said that she is a burden to her family. She has no other medical history, takes no medications, and has never taken an antipsychotic drug. She does not drink alcohol or use illicit drugs. Temperature is 37.2°C, pulse is 96/min, respirations are 16/min, and blood pressure is 128/80 mm Hg. She lies still with her eyes open, does not answer questions, and does not follow commands. When the examiner raises her arm, it stays in the raised position for several minutes. She resists attempts to move her limbs with a force equal to that applied. There is no clonus, and deep tendon reflexes are normal. Serum sodium is 140 mEq/L, glucose is 92 mg/dL, creatine kinase is 160 U/L, and leukocyte count is 7,600/mm³. A urine toxicology screen is negative, and CT of the head is normal.',
    leadIn: 'Which of the following is the most appropriate initial pharmacotherapy?',
    options: [
      {
        text: 'Benztropine',
        why: 'Anticholinergic drugs treat acute dystonia and drug-induced parkinsonism after antipsychotic exposure; she has never taken an antipsychotic, and benztropine does not relieve catatonia.',
      },
      {
        text: 'Dantrolene',
        why: 'Dantrolene is reserved for the hyperthermia and rigidity of neuroleptic malignant syndrome or malignant hyperthermia; she is afebrile with a normal creatine kinase.',
      },
      {
        text: 'Haloperidol',
        why: 'Mutism and staring may look like psychosis, but dopamine antagonists can worsen catatonia and precipitate neuroleptic malignant syndrome; they are avoided until catatonia resolves.',
      },
      {
        text: 'Lorazepam',
        why: 'A benzodiazepine is first-line for catatonia of any cause; most patients improve within hours of an intravenous dose, and a response also supports the diagnosis.',
      },
      {
        text: 'Sertraline',
        why: 'An antidepressant will be needed for the underlying depression, but it takes weeks to work and does not treat the immediate danger of catatonic immobility and refusal of food and fluids.',
      },
    ],
    answerIndex: 3,
    rationale:
      'During a major depressive episode, she has developed stupor, mutism, negativism (no response to commands), catalepsy (a posture placed by the examiner is held against gravity) and resistance to passive movement in proportion to the force applied (gegenhalten). Three or more such signs define catatonia, which is most often associated with mood disorders. Normal temperature, creatine kinase and leukocyte count and no antipsychotic exposure argue against neuroleptic malignant syndrome. A lorazepam challenge is the first treatment; electroconvulsive therapy is used when benzodiazepines fail or when catatonia is malignant.',
    objective: 'Recognise catatonia in a mood disorder and treat it first with a benzodiazepine.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Catatonia (stupor, mutism, negativism, catalepsy, posturing) is treated first with lorazepam, then ECT; avoid antipsychotics.',
  },
  {
    id: 'psych-q-psychotic-depression-ect',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Major depressive disorder with psychotic features',
    stem: 'A 71-year-old man is brought to the emergency department by his daughter because he has refused food and most fluids for 5 days. Over the past 2 months, he has become withdrawn, sleeps poorly, and has lost 8 kg. He says that his bowels have rotted away and that he deserves to die for having ruined his family. He has hypertension treated with amlodipine. He does not drink alcohol. Temperature is 37.0°C, pulse is 104/min, respirations are 16/min, and blood pressure is 104/66 mm Hg. He has dry mucous membranes and marked psychomotor slowing. There are no focal neurologic findings. Serum sodium is 145 mEq/L, urea nitrogen is 34 mg/dL, creatinine is 1.3 mg/dL, glucose is 88 mg/dL, and TSH is 2.1 μU/mL. CT of the head shows only age-appropriate atrophy. He is admitted, and intravenous fluids are started.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Cognitive behavioral therapy',
        why: 'Psychotherapy helps mild to moderate depression, but a patient with nihilistic delusions who is refusing fluids cannot engage in it and needs rapid treatment.',
      },
      {
        text: 'Electroconvulsive therapy',
        why: 'ECT is the most rapid and effective treatment for severe depression with psychotic features, especially when refusal of food and fluids makes the illness immediately life threatening.',
      },
      {
        text: 'Haloperidol monotherapy',
        why: 'An antipsychotic alone does not treat the depressive episode; in psychotic depression, an antipsychotic is combined with an antidepressant when ECT is not needed or not chosen.',
      },
      {
        text: 'Sertraline monotherapy',
        why: 'An antidepressant alone is less effective when psychotic features are present and takes weeks to act, which is too slow for a patient who is becoming dehydrated and malnourished.',
      },
      {
        text: 'Transcranial magnetic stimulation',
        why: 'Repetitive TMS is an option for nonpsychotic depression that has not responded to medication; it works over weeks and is not appropriate for psychotic depression with refusal to eat.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Two months of depressed behavior, insomnia, weight loss and psychomotor slowing with mood-congruent nihilistic and guilty delusions is major depressive disorder with psychotic features. He is refusing food and fluids and already shows prerenal azotemia, so the illness is immediately dangerous. ECT works faster and more reliably than medication in this setting and is safe and effective in older adults; a head CT without a mass lesion is reassuring before ECT.',
    objective: 'Choose ECT for psychotic depression with refusal of food and fluids.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Severe depression with psychosis, catatonia, or refusal to eat or drink is an indication for prompt electroconvulsive therapy.',
  },
  {
    id: 'psych-q-postpartum-psychosis',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Postpartum psychosis',
    stem: 'A 27-year-old woman is brought to the emergency department by her husband because of strange behavior for 2 days. She gave birth to a healthy boy by uncomplicated vaginal delivery 8 days ago. Since then, she has slept about 2 hours nightly, talks rapidly, and moves between tearfulness and laughter. She says the baby was switched at the hospital and is possessed, and she told her husband that the baby would be better off in heaven. She had a major depressive episode 3 years ago that resolved with psychotherapy. She takes a prenatal vitamin and is breastfeeding. Temperature is 36.9°C, pulse is 92/min, and blood pressure is 122/76 mm Hg. She is distractible and intermittently disoriented to the date. The physical examination is otherwise normal. Hemoglobin is 11.8 g/dL, leukocyte count is 8,200/mm³, serum sodium is 139 mEq/L, glucose is 88 mg/dL, and TSH is 1.9 μU/mL.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Admission to an inpatient psychiatric unit',
        why: 'Postpartum psychosis is a psychiatric emergency with a risk of suicide and infanticide; she needs hospitalization, separated from unsupervised care of the infant, for antipsychotic or mood-stabilizer treatment.',
      },
      {
        text: 'Discharge with psychiatry follow-up in 1 week',
        why: 'Outpatient care would be appropriate for mild postpartum depression without psychosis, not for a patient with delusions about her infant and thoughts that he would be better off dead.',
      },
      {
        text: 'Reassurance that symptoms resolve in 2 weeks',
        why: 'Reassurance fits postpartum blues, which causes tearfulness and mood lability for up to 2 weeks without psychosis or impaired functioning.',
      },
      {
        text: 'Start sertraline and arrange home nursing visits',
        why: 'An SSRI with home support is appropriate for postpartum depression; an antidepressant alone may worsen a manic or mixed psychosis, and home visits do not protect the infant.',
      },
      {
        text: 'Stop breastfeeding and begin bromocriptine',
        why: 'Lactation suppression does not treat psychosis, and bromocriptine, a dopamine agonist, could worsen it.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Within 2 weeks of delivery, she has decreased need for sleep, rapid speech, labile mood, confusion and delusions about the infant, with normal vital signs and no laboratory evidence of infection, thyroid disease or a metabolic cause. This is postpartum psychosis, which often represents an episode of bipolar disorder. Her statement that the baby would be better off in heaven signals a risk of infanticide, so she must be hospitalized.',
    objective: 'Recognise postpartum psychosis and admit the patient for her and her infant\'s safety.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Postpartum psychosis (days to weeks after delivery, delusions about the infant, confusion) is an emergency: hospitalize and treat.',
    table: {
      caption: 'Postpartum mood disorders',
      header: ['Disorder', 'Features', 'Management'],
      rows: [
        ['Postpartum blues', 'Tearfulness, lability; resolves within 2 weeks', 'Reassurance, follow-up'],
        ['Postpartum depression', 'Major depressive episode beginning in pregnancy or after delivery', 'Psychotherapy, SSRI'],
        ['Postpartum psychosis', 'Delusions, confusion, mood symptoms within weeks of delivery', 'Hospitalization, antipsychotic or mood stabilizer'],
      ],
    },
  },
  {
    id: 'psych-q-gad-ssri',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Generalized anxiety disorder',
    stem: 'A 36-year-old woman comes to the clinic because of constant worry for 8 months. She worries most days about her job performance, her finances, and her children\'s safety, and she finds it difficult to stop. She has muscle tension, irritability, fatigue, and trouble falling asleep. She has not had sudden episodes of intense fear. She has been in sustained remission from alcohol use disorder for 4 years and now does not drink alcohol. She drinks one cup of coffee daily and takes no medications. Pulse is 84/min, and blood pressure is 118/74 mm Hg. The physical examination is normal. Serum TSH is 1.8 μU/mL. She would like to try a medication in addition to cognitive behavioral therapy.',
    leadIn: 'Which of the following is the most appropriate long-term pharmacotherapy?',
    options: [
      {
        text: 'Alprazolam',
        why: 'Benzodiazepines relieve anxiety quickly but cause tolerance and dependence; they are unsuitable for long-term treatment and especially so in a patient with a history of alcohol use disorder.',
      },
      {
        text: 'Buspirone',
        why: 'Buspirone, a serotonin 5-HT1A partial agonist, is a second-line or augmenting option for generalized anxiety; it is less effective than an SSRI or SNRI and does not treat coexisting depression or panic.',
      },
      {
        text: 'Duloxetine',
        why: 'SNRIs such as duloxetine and SSRIs such as escitalopram are first-line pharmacotherapy for generalized anxiety disorder; they are effective long term, are not habit forming, and also treat common comorbid depression.',
      },
      {
        text: 'Hydroxyzine',
        why: 'This sedating antihistamine can be used as needed for short-term relief, but it is not a recommended maintenance treatment, and it causes sedation and anticholinergic effects.',
      },
      {
        text: 'Propranolol',
        why: 'Beta blockers reduce the somatic symptoms of performance anxiety; they do not reduce the chronic, uncontrollable worry of generalized anxiety disorder.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Excessive, hard-to-control worry about several areas of life on most days for more than 6 months, with muscle tension, irritability, fatigue and insomnia, and without panic attacks or thyroid disease, meets criteria for generalized anxiety disorder. Cognitive behavioral therapy and an SSRI or SNRI are first-line treatments. Her history of alcohol use disorder is a further reason to avoid benzodiazepines.',
    objective: 'Choose an SNRI or SSRI as long-term pharmacotherapy for generalized anxiety disorder.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Generalized anxiety disorder: CBT plus an SSRI or SNRI; buspirone is second line and benzodiazepines are for short-term use only.',
  },
  {
    id: 'psych-q-specific-phobia-exposure',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Specific phobia',
    stem: 'A 30-year-old man comes to the clinic because he has been offered a promotion that requires monthly air travel. Since a flight with severe turbulence 5 years ago, he has felt intense fear at the thought of boarding an airplane. When he tried to book a flight last week, he developed palpitations and sweating and had to stop. He has driven up to 12 hours to avoid flying and has missed two family weddings. He has no fear or worry in other situations, no unexpected episodes of panic, and no nightmares or intrusive memories. He takes no medications and does not drink alcohol. Vital signs and the physical examination are normal.',
    leadIn: 'Which of the following is the most appropriate treatment?',
    options: [
      {
        text: 'As-needed alprazolam',
        why: 'A benzodiazepine before a flight may reduce acute distress, but it does not treat the phobia, can interfere with the learning that occurs during exposure, and carries a risk of dependence.',
      },
      {
        text: 'Daily buspirone',
        why: 'Buspirone is used for generalized anxiety disorder and has no role in specific phobia.',
      },
      {
        text: 'Daily sertraline',
        why: 'SSRIs are first-line for panic disorder, generalized anxiety and social anxiety disorder, but they are not effective first-line treatment for a circumscribed specific phobia.',
      },
      {
        text: 'Exposure therapy',
        why: 'Graded exposure to the feared situation, such as systematic desensitization or virtual reality exposure, extinguishes the fear response and is the treatment of choice for specific phobia.',
      },
      {
        text: 'Psychodynamic psychotherapy',
        why: 'Insight-oriented therapy explores unconscious conflict and is not an evidence-based treatment for specific phobia.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Marked, persistent fear of one situation (flying) for more than 6 months, with immediate anxiety on exposure, active avoidance and impairment of work and family life, is specific phobia of the situational type. The absence of unexpected panic attacks excludes panic disorder, and the absence of intrusive memories and nightmares argues against posttraumatic stress disorder. Exposure-based cognitive behavioral therapy is first-line.',
    objective: 'Diagnose specific phobia and choose exposure therapy as its treatment.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Specific phobia is treated with exposure therapy (systematic desensitization); medications play little role.',
  },
  {
    id: 'psych-q-insomnia-cbti',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Chronic insomnia disorder',
    stem: 'A 68-year-old woman comes to the clinic because of difficulty falling asleep and staying asleep for 9 months. On four or five nights weekly, she lies awake for 1 to 2 hours after going to bed at 9 PM and watches television in bed when she cannot sleep. She wakes at 3 AM and cannot return to sleep, and she naps for an hour each afternoon. She feels tired and irritable during the day. She tried over-the-counter diphenhydramine, which left her groggy the next morning. She does not snore, and her husband has not noticed pauses in her breathing or leg movements. She does not feel sad or anxious and has no pain. Her only medication is lisinopril for hypertension. She drinks one cup of coffee each morning and no alcohol. BMI is 23 kg/m². Pulse is 72/min, and blood pressure is 126/78 mm Hg. The physical examination is normal.',
    leadIn: 'Which of the following is the most appropriate initial treatment?',
    options: [
      {
        text: 'Cognitive behavioral therapy',
        why: 'CBT for insomnia (stimulus control, sleep restriction, sleep hygiene and cognitive restructuring) is first-line for chronic insomnia in adults and gives more durable benefit than hypnotics.',
      },
      {
        text: 'Diphenhydramine at a higher dose',
        why: 'Sedating antihistamines are anticholinergic, cause next-day sedation, confusion and falls in older adults, and are on the Beers list of drugs to avoid.',
      },
      {
        text: 'Nightly temazepam',
        why: 'Benzodiazepines increase the risk of falls, fractures, cognitive impairment and dependence in older adults; at most they are a short-term option after behavioral therapy.',
      },
      {
        text: 'Nightly trazodone',
        why: 'Trazodone is widely prescribed off-label for sleep, but evidence for primary insomnia is weak and it causes orthostatic hypotension and next-day sedation.',
      },
      {
        text: 'Nightly zolpidem',
        why: 'Nonbenzodiazepine hypnotics may be used short term when behavioral therapy is insufficient, but in older adults they cause falls, complex sleep behaviors and confusion.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Difficulty initiating and maintaining sleep at least 3 nights weekly for more than 3 months with daytime impairment, without features of sleep apnea, restless legs syndrome, depression, anxiety or pain, is chronic insomnia disorder. Her habits perpetuate it: a long time in bed, watching television in bed and daytime naps. Cognitive behavioral therapy for insomnia is the recommended initial treatment, and sedative drugs are especially hazardous at her age.',
    objective: 'Choose cognitive behavioral therapy as initial treatment of chronic insomnia, especially in older adults.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Chronic insomnia is treated first with CBT for insomnia; avoid anticholinergic and benzodiazepine hypnotics in older adults.',
  },
  {
    id: 'psych-q-bipolar-depression-quetiapine',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Bipolar I disorder: depressive episode',
    stem: 'A 29-year-old man comes to the clinic because of low mood for 4 weeks. He has lost interest in his hobbies, sleeps 11 hours nightly, feels guilty about minor matters, and has difficulty concentrating at work. He has no thoughts of suicide. Two years ago, he was hospitalized for 2 weeks after he went several days with little sleep, spent his savings on a business plan, and believed he had been chosen to lead a religious movement. He took a medication after discharge but stopped it 1 year ago. He takes no medications now and does not drink alcohol or use illicit drugs. BMI is 24 kg/m², pulse is 70/min, and blood pressure is 120/76 mm Hg. The physical examination is normal. Serum TSH is 1.4 μU/mL.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Bupropion',
        why: 'Bupropion may carry a lower switch risk than other antidepressants, but antidepressant monotherapy is not recommended in bipolar I disorder because it can precipitate mania and rapid cycling.',
      },
      {
        text: 'Haloperidol',
        why: 'Haloperidol treats acute mania and psychosis, but it has no antidepressant effect and may worsen depressive symptoms.',
      },
      {
        text: 'Quetiapine',
        why: 'Quetiapine is one of the few drugs shown to treat bipolar depression (with lurasidone, cariprazine, lumateperone and olanzapine-fluoxetine) and also protects against mania.',
      },
      {
        text: 'Sertraline',
        why: 'An SSRI would be first-line for unipolar major depression, but given alone to a patient with a past manic episode it risks inducing mania and is not effective for bipolar depression.',
      },
      {
        text: 'Venlafaxine',
        why: 'SNRIs and tricyclic antidepressants carry the highest risk of switching a patient with bipolar disorder into mania.',
      },
    ],
    answerIndex: 2,
    rationale:
      'His past episode of decreased need for sleep, reckless spending and grandiose delusions severe enough to need hospitalization was mania, so he has bipolar I disorder, and he now has a major depressive episode. Bipolar depression responds poorly to antidepressants, which can trigger mania. Drugs approved for it include quetiapine, lurasidone, cariprazine, lumateperone and olanzapine-fluoxetine; lithium and lamotrigine are also used, and long-term mood stabilization is needed.',
    objective: 'Treat bipolar depression with an approved agent such as quetiapine rather than antidepressant monotherapy.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Always ask about past mania in a depressed patient: bipolar depression is treated with quetiapine or lurasidone, not an antidepressant alone.',
  },
  {
    id: 'psych-q-akathisia-propranolol',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Antipsychotic-induced akathisia',
    stem: 'A 24-year-old man is evaluated on the inpatient psychiatric unit because of restlessness for 4 days. He was admitted 3 weeks ago with a first episode of schizophrenia, and his aripiprazole dose was increased 6 days ago. His hallucinations have lessened, but he now says he feels an unbearable urge to keep moving. He paces the hallway, cannot sit through meals, and shifts his weight from foot to foot when standing. He takes no other medications. Temperature is 36.8°C, pulse is 78/min, and blood pressure is 122/76 mm Hg. He is alert and oriented. Muscle tone is normal, and there is no tremor, abnormal posture, or involuntary movement of the face or tongue. Deep tendon reflexes are normal, and there is no clonus.',
    leadIn: 'In addition to lowering the dose of aripiprazole, which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Benztropine',
        why: 'Anticholinergic drugs treat acute dystonia and drug-induced parkinsonism; they are of little benefit for akathisia unless parkinsonism is also present.',
      },
      {
        text: 'Bromocriptine',
        why: 'This dopamine agonist is an option in neuroleptic malignant syndrome, which causes fever, rigidity and autonomic instability, and it could worsen psychosis.',
      },
      {
        text: 'Dantrolene',
        why: 'Dantrolene treats the muscle rigidity and hyperthermia of neuroleptic malignant syndrome; this patient is afebrile with normal tone.',
      },
      {
        text: 'Propranolol',
        why: 'A low dose of this lipophilic beta blocker is the best-established drug treatment for akathisia; in a patient with asthma, low-dose mirtazapine or a benzodiazepine would be chosen instead.',
      },
      {
        text: 'Valbenazine',
        why: 'VMAT2 inhibitors treat tardive dyskinesia, which develops after months of exposure and causes involuntary orofacial and choreiform movements.',
      },
    ],
    answerIndex: 3,
    rationale:
      'A subjective, distressing urge to move with pacing and shifting from foot to foot, beginning days after an antipsychotic dose increase, is akathisia. It is common with aripiprazole despite its partial agonist action. Normal tone and temperature exclude neuroleptic malignant syndrome and parkinsonism, and there are no sustained postures of acute dystonia or orofacial movements of tardive dyskinesia. Management is to lower the dose or switch drugs and to add propranolol.',
    objective: 'Recognise antipsychotic-induced akathisia and treat it with propranolol.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Akathisia (inner restlessness, pacing) after an antipsychotic: lower the dose and add propranolol.',
    table: {
      caption: 'Antipsychotic movement effects and treatment',
      header: ['Effect', 'Timing', 'Treatment'],
      rows: [
        ['Acute dystonia', 'Hours to days', 'Benztropine or diphenhydramine'],
        ['Akathisia', 'Days to weeks', 'Dose reduction, propranolol'],
        ['Parkinsonism', 'Weeks', 'Dose reduction, benztropine'],
        ['Tardive dyskinesia', 'Months to years', 'VMAT2 inhibitor'],
      ],
    },
  },
  {
    id: 'psych-q-maoi-tyramine-crisis',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'MAO inhibitor hypertensive crisis',
    stem: 'A 52-year-old woman is brought to the emergency department because of a severe, pounding occipital headache and palpitations that began 1 hour after she ate aged cheddar cheese and salami with red wine at a party. She has major depressive disorder that did not respond to trials of three other antidepressants, and she has taken phenelzine for 3 months. She takes no other medications or supplements and does not use illicit drugs. Temperature is 37.4°C, pulse is 104/min, respirations are 18/min, and blood pressure is 218/122 mm Hg. She is alert, anxious, and diaphoretic. There is no neck stiffness, no clonus, and no focal neurologic deficit. Funduscopic examination shows no papilledema.',
    leadIn: 'Which of the following best explains these findings?',
    options: [
      {
        text: 'Blockade of presynaptic alpha-2 adrenergic receptors',
        why: 'Presynaptic alpha-2 antagonism is how mirtazapine increases norepinephrine and serotonin release; it does not cause food-triggered hypertensive crises.',
      },
      {
        text: 'Excess serotonergic activity in the brainstem',
        why: 'Serotonin syndrome follows combination of an MAO inhibitor with another serotonergic drug and causes clonus, hyperreflexia, hyperthermia and diarrhea rather than isolated severe hypertension after a meal.',
      },
      {
        text: 'Inhibition of neuronal norepinephrine reuptake',
        why: 'Reuptake blockade explains the sympathomimetic effects of cocaine and tricyclic antidepressants; phenelzine does not block the norepinephrine transporter.',
      },
      {
        text: 'Release of stored norepinephrine by tyramine',
        why: 'With intestinal and hepatic MAO-A inhibited, dietary tyramine enters the circulation, is taken up into sympathetic nerve terminals and displaces large amounts of norepinephrine, which cannot be degraded.',
      },
      {
        text: 'Withdrawal of central alpha-2 adrenergic agonism',
        why: 'Abrupt cessation of clonidine causes rebound hypertension and tachycardia, but she takes no such drug, and the timing points to the meal.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Severe hypertension with occipital headache, palpitations and diaphoresis shortly after eating aged cheese, cured meat and red wine in a patient taking phenelzine is a hypertensive crisis from the tyramine reaction. Monoamine oxidase A in the gut wall and liver normally destroys dietary tyramine. When it is irreversibly inhibited, tyramine acts as an indirect sympathomimetic, releasing stored norepinephrine. Treatment is with a short-acting alpha blocker such as phentolamine or with intravenous nicardipine.',
    objective: 'Explain the tyramine reaction in a patient taking an MAO inhibitor.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'MAO inhibitors plus tyramine-rich foods (aged cheese, cured meats, tap beer, red wine) cause hypertensive crisis from norepinephrine release.',
  },
  {
    id: 'psych-q-antipsychotic-hyperprolactinemia-arcuate',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Antipsychotic-induced hyperprolactinemia',
    stem: 'A 26-year-old woman with schizophrenia comes to the clinic because she has not had a menstrual period for 3 months and has noticed a milky discharge from both nipples. Her hallucinations have resolved since she began risperidone 5 months ago. Her periods were previously regular. She is not sexually active and takes no other medications. BMI is 23 kg/m², pulse is 72/min, and blood pressure is 114/72 mm Hg. Expression of both breasts produces white fluid; there are no masses. Visual fields are full. Serum β-hCG is 2 mIU/mL and TSH is 1.7 μU/mL. Serum prolactin concentration is elevated.',
    leadIn: 'This adverse effect results from blocking the action of dopamine released by neurons whose cell bodies lie in which of the following structures?',
    options: [
      {
        text: 'Arcuate nucleus',
        why: 'Dopamine neurons of the arcuate nucleus project to the median eminence (the tuberoinfundibular pathway) and tonically inhibit lactotrophs through D2 receptors; blocking them raises prolactin.',
      },
      {
        text: 'Locus ceruleus',
        why: 'The locus ceruleus is the main source of brain norepinephrine and is involved in arousal and anxiety; it does not regulate prolactin secretion.',
      },
      {
        text: 'Substantia nigra',
        why: 'Blocking nigrostriatal dopamine neurons of the substantia nigra pars compacta causes extrapyramidal effects such as dystonia, parkinsonism and akathisia.',
      },
      {
        text: 'Supraoptic nucleus',
        why: 'Magnocellular neurons of the supraoptic nucleus release vasopressin and oxytocin from the posterior pituitary; oxytocin mediates milk ejection, not milk production.',
      },
      {
        text: 'Ventral tegmental area',
        why: 'Mesolimbic and mesocortical dopamine neurons of the ventral tegmental area mediate the antipsychotic effect and may contribute to negative and cognitive symptoms when blocked.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Amenorrhea and galactorrhea with a high prolactin concentration, after pregnancy and hypothyroidism have been excluded, in a woman taking risperidone, is antipsychotic-induced hyperprolactinemia. Risperidone raises prolactin more than most antipsychotics, in part because it acts strongly on pituitary D2 receptors, which lie outside the blood-brain barrier. Prolactin suppresses GnRH, causing amenorrhea and, over time, low bone density. Switching to aripiprazole or adding it is a common remedy.',
    objective: 'Link antipsychotic-induced hyperprolactinemia to blockade of the tuberoinfundibular dopamine pathway.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Tuberoinfundibular dopamine from the arcuate nucleus inhibits prolactin; D2 blockade there causes galactorrhea and amenorrhea.',
    table: {
      caption: 'Dopamine pathways and antipsychotic effects',
      header: ['Pathway (origin)', 'Effect of D2 blockade'],
      rows: [
        ['Mesolimbic (ventral tegmental area)', 'Reduces positive symptoms'],
        ['Mesocortical (ventral tegmental area)', 'May worsen negative and cognitive symptoms'],
        ['Nigrostriatal (substantia nigra)', 'Extrapyramidal effects'],
        ['Tuberoinfundibular (arcuate nucleus)', 'Hyperprolactinemia'],
      ],
    },
  },
  {
    id: 'psych-q-clozapine-smoking-cessation',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Clozapine toxicity after smoking cessation',
    stem: 'A 38-year-old man with treatment-resistant schizophrenia is brought to the emergency department from his group home because of excessive drowsiness for 4 days and a generalized tonic-clonic seizure 1 hour ago. His psychosis has been well controlled with the same dose of clozapine for 3 years, and his absolute neutrophil counts have been normal. He smoked two packs of cigarettes daily for 20 years until 2 weeks ago, when he moved into a smoke-free group home and started a nicotine patch. He takes no other medications and does not drink alcohol. Temperature is 37.0°C, pulse is 118/min, and blood pressure is 96/60 mm Hg. He is drowsy but arousable, is drooling, and has intermittent myoclonic jerks of the arms. There is no neck stiffness or focal deficit. Leukocyte count is 7,400/mm³, serum sodium is 139 mEq/L, and glucose is 96 mg/dL. The serum clozapine concentration is more than twice his previous steady-state value.',
    leadIn: 'Which of the following best explains the rise in his clozapine concentration?',
    options: [
      {
        text: 'Decreased renal excretion of clozapine',
        why: 'Clozapine is cleared by hepatic metabolism, and his renal function has not changed; reduced renal excretion explains rises in lithium, not clozapine.',
      },
      {
        text: 'Displacement of clozapine from albumin',
        why: 'Protein-binding displacement raises the free fraction only transiently and is clinically relevant mainly for drugs such as phenytoin; nothing in his history would displace clozapine.',
      },
      {
        text: 'Increased intestinal absorption of clozapine',
        why: 'Stopping smoking does not change the absorption of clozapine, which is already well absorbed orally.',
      },
      {
        text: 'Inhibition of CYP1A2 by transdermal nicotine',
        why: 'Nicotine itself neither induces nor inhibits CYP1A2, so nicotine replacement does not affect clozapine concentrations; fluvoxamine and ciprofloxacin are true CYP1A2 inhibitors.',
      },
      {
        text: 'Loss of CYP1A2 induction',
        why: 'Polycyclic aromatic hydrocarbons in tobacco smoke induce CYP1A2, the main enzyme that metabolizes clozapine; when smoking stops, enzyme activity falls over 1 to 2 weeks and clozapine accumulates.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Sedation, hypersalivation, tachycardia, hypotension, myoclonus and a seizure in a patient taking a stable dose of clozapine are dose-related clozapine toxicity, confirmed by the doubled serum concentration. The only change was stopping heavy smoking 2 weeks ago. When a patient taking clozapine stops smoking, the dose usually needs to be reduced, guided by serum concentrations. The same interaction affects olanzapine.',
    objective: 'Explain clozapine toxicity after smoking cessation by loss of CYP1A2 induction.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Tobacco smoke (not nicotine) induces CYP1A2; quitting smoking raises clozapine and olanzapine levels, so reduce the dose and monitor levels.',
  },
  {
    id: 'psych-q-lamotrigine-valproate-sjs',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Lamotrigine-induced Stevens-Johnson syndrome',
    stem: 'A 33-year-old woman with bipolar I disorder comes to the emergency department because of fever and a painful rash for 2 days. She has taken valproate for 2 years after lithium was stopped because of hypothyroidism, and she takes levothyroxine and a combined oral contraceptive. Because of recurrent depressive episodes, lamotrigine was added 3 weeks ago at the usual starting dose and titration schedule. Temperature is 38.6°C, pulse is 108/min, and blood pressure is 112/70 mm Hg. There are dusky, targetoid macules with central blisters on the trunk and face, with epidermal detachment over about 6% of the body surface area. There are painful erosions of the lips and buccal mucosa and bilateral conjunctival injection.',
    leadIn: 'Which of the following most increased her risk of this reaction?',
    options: [
      {
        text: 'Combined oral contraceptive use',
        why: 'Estrogen induces lamotrigine glucuronidation and roughly halves its concentration, so the contraceptive lowered rather than raised her exposure.',
      },
      {
        text: 'Concurrent valproate therapy',
        why: 'Valproate inhibits the glucuronidation of lamotrigine and about doubles its concentration; starting lamotrigine at the usual dose in a patient taking valproate is a major risk factor for serious rash.',
      },
      {
        text: 'History of recurrent depression',
        why: 'The indication for lamotrigine does not alter the risk of rash; risk depends on dose, speed of titration and interacting drugs.',
      },
      {
        text: 'Previous lithium therapy',
        why: 'Lithium can cause acne and psoriasis flares, but past lithium use does not predispose to lamotrigine hypersensitivity.',
      },
      {
        text: 'Treated hypothyroidism',
        why: 'Levothyroxine-treated hypothyroidism does not affect lamotrigine metabolism or the risk of severe cutaneous reactions.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Fever, dusky targetoid lesions with blistering, detachment of less than 10% of the body surface and involvement of two mucosal sites, beginning within 8 weeks of starting lamotrigine, is Stevens-Johnson syndrome. Serious rash is most likely with a high starting dose, rapid titration and concurrent valproate. With valproate, lamotrigine must be started at half the usual dose and titrated more slowly. Lamotrigine must be stopped at once and never restarted.',
    objective: 'Identify valproate as the drug interaction that raises the risk of lamotrigine-induced Stevens-Johnson syndrome.',
    task: 'risk-factor',
    steps: 2,
    takeHome: 'Valproate doubles lamotrigine levels: halve the lamotrigine dose and titrate slowly to avoid Stevens-Johnson syndrome.',
  },
  {
    id: 'psych-q-trazodone-priapism',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Trazodone-induced priapism',
    stem: 'A 45-year-old man comes to the emergency department because of a painful erection that has lasted 5 hours. It began on waking and is not associated with sexual desire. Two weeks ago, he began taking trazodone at bedtime for insomnia associated with major depressive disorder. He has no history of sickle cell disease or blood disorders, has not used phosphodiesterase-5 inhibitors or intracavernosal injections, and has had no trauma. Pulse is 96/min, and blood pressure is 132/84 mm Hg. The penile shaft is rigid and tender, and the glans is soft. Aspirated cavernosal blood is dark.',
    leadIn: 'This adverse effect is most likely due to blockade of which of the following receptors?',
    options: [
      {
        text: 'Alpha-1 adrenergic receptor',
        why: 'Sympathetic tone acting through alpha-1 receptors contracts cavernosal smooth muscle to end an erection; trazodone blocks these receptors, which also explains its orthostatic hypotension.',
      },
      {
        text: 'Dopamine D2 receptor',
        why: 'D2 blockade causes hyperprolactinemia and extrapyramidal effects; trazodone has little D2 affinity, and priapism from antipsychotics also reflects their alpha-1 blockade.',
      },
      {
        text: 'Histamine H1 receptor',
        why: 'H1 antagonism accounts for the sedation that makes trazodone useful for insomnia, but it does not affect penile detumescence.',
      },
      {
        text: 'Muscarinic acetylcholine receptor',
        why: 'Anticholinergic effects cause dry mouth, constipation and urinary retention; trazodone has minimal antimuscarinic activity, and blocking these receptors would not sustain an erection.',
      },
      {
        text: 'Serotonin 5-HT2A receptor',
        why: '5-HT2A antagonism contributes to the antidepressant and sleep-promoting effects of trazodone and to its low rate of sexual dysfunction, not to priapism.',
      },
    ],
    answerIndex: 0,
    rationale:
      'A painful erection lasting more than 4 hours without sexual stimulation, with rigid corpora, a soft glans and dark aspirated blood, is ischemic (low-flow) priapism. With sickle cell disease, vasoactive injections and trauma excluded, the likely cause is the recently started trazodone. Ischemic priapism is a urologic emergency treated with corporal aspiration and intracavernosal phenylephrine, an alpha-1 agonist, and trazodone should be stopped.',
    objective: 'Attribute trazodone-induced priapism to alpha-1 adrenergic blockade.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Trazodone blocks alpha-1 receptors: priapism and orthostatic hypotension; treat ischemic priapism with aspiration and phenylephrine.',
  },
  {
    id: 'psych-q-mirtazapine-elderly-depression',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Choice of antidepressant: mirtazapine',
    stem: 'A 78-year-old woman comes to the clinic with her son because of low mood. Her husband died 10 months ago. For the past 3 months, she has lost interest in her garden and her friends, has felt that she is a burden, and has had little appetite; she has lost 6 kg. She falls asleep easily but wakes at 3 AM and cannot return to sleep. She has no thoughts of suicide. Two years ago, a depressive episode was treated with sertraline, which was stopped after she was hospitalized with confusion and a serum sodium concentration of 122 mEq/L. She takes amlodipine for hypertension. BMI is 19 kg/m², pulse is 76/min, and blood pressure is 128/76 mm Hg. The Mini-Mental State Examination score is 28/30. Serum sodium is 138 mEq/L, and TSH and vitamin B12 concentrations are normal.',
    leadIn: 'Which of the following is the mechanism of action of the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Antagonism of presynaptic alpha-2 receptors',
        why: 'Mirtazapine blocks presynaptic alpha-2 autoreceptors and heteroreceptors to increase norepinephrine and serotonin release; its H1 and 5-HT2/5-HT3 blockade improves sleep and appetite, and it rarely causes hyponatremia.',
      },
      {
        text: 'Inhibition of monoamine oxidase',
        why: 'MAO inhibitors are reserved for refractory depression because of dietary restrictions, drug interactions and orthostatic hypotension, which is especially risky in older adults.',
      },
      {
        text: 'Inhibition of norepinephrine and dopamine reuptake',
        why: 'Bupropion has a low risk of hyponatremia, but it suppresses appetite and can cause insomnia, which would worsen her weight loss and early waking.',
      },
      {
        text: 'Inhibition of serotonin and norepinephrine reuptake',
        why: 'SNRIs such as venlafaxine carry a risk of SIADH similar to that of SSRIs and can reduce appetite.',
      },
      {
        text: 'Selective inhibition of serotonin reuptake',
        why: 'SSRIs are first-line antidepressants for most older adults, but this patient had severe SSRI-induced hyponatremia, so another SSRI would risk recurrence.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Three months of depressed mood with anhedonia, worthlessness, weight loss and early morning awakening is a major depressive episode, which can be diagnosed after a bereavement when full criteria are met; the normal cognitive screen and laboratory results exclude dementia, hypothyroidism and B12 deficiency. Her previous SSRI caused SIADH, and she has weight loss and insomnia. Mirtazapine has a low risk of hyponatremia and its sedating, appetite-stimulating effects are useful here.',
    objective: 'Choose mirtazapine for depression with weight loss and insomnia and know its mechanism.',
    task: 'mechanism',
    steps: 3,
    takeHome: 'Mirtazapine (alpha-2 antagonist) suits depressed patients with insomnia and weight loss; it causes sedation and weight gain.',
  },
  {
    id: 'psych-q-disulfiram-reaction',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Disulfiram-alcohol reaction',
    stem: 'A 45-year-old man is brought to the emergency department 30 minutes after he drank two beers at a party because of flushing, a throbbing headache, nausea, vomiting, and palpitations. He has alcohol use disorder and had been abstinent since completing a detoxification program 10 days ago, when he was started on a daily medication to help him remain abstinent. He takes no other medications. Temperature is 37.1°C, pulse is 118/min, respirations are 20/min, and blood pressure is 98/60 mm Hg. His face, neck, and upper chest are flushed, and he is diaphoretic. He is alert and oriented. There is no urticaria, wheezing, or angioedema.',
    leadIn: 'The medication he started most likely acts by which of the following mechanisms?',
    options: [
      {
        text: 'Antagonism at mu-opioid receptors',
        why: 'Naltrexone blunts the reward of drinking and reduces heavy drinking; it does not cause a reaction when alcohol is consumed.',
      },
      {
        text: 'Inhibition of alcohol dehydrogenase',
        why: 'Fomepizole inhibits alcohol dehydrogenase to treat methanol and ethylene glycol poisoning; blocking this step would slow acetaldehyde formation rather than cause its accumulation.',
      },
      {
        text: 'Inhibition of aldehyde dehydrogenase',
        why: 'Disulfiram irreversibly inhibits aldehyde dehydrogenase, so acetaldehyde accumulates after alcohol intake and causes flushing, headache, nausea, tachycardia and hypotension.',
      },
      {
        text: 'Modulation of NMDA glutamate receptors',
        why: 'Acamprosate is thought to restore glutamatergic balance and reduce protracted withdrawal symptoms; it does not interact with alcohol to cause symptoms.',
      },
      {
        text: 'Partial agonism at nicotinic receptors',
        why: 'Varenicline is a smoking-cessation drug; it does not cause an aversive reaction with alcohol.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Flushing, throbbing headache, vomiting, tachycardia and hypotension within minutes of a small amount of alcohol, without urticaria, wheezing or angioedema to suggest anaphylaxis, is the disulfiram-alcohol reaction. Disulfiram deters drinking by making it unpleasant and works only in motivated, supervised patients; it is avoided in severe liver or heart disease. Metronidazole and some cephalosporins can cause a similar reaction.',
    objective: 'Recognise the disulfiram-alcohol reaction and explain it by aldehyde dehydrogenase inhibition.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Disulfiram inhibits aldehyde dehydrogenase: alcohol then causes acetaldehyde-mediated flushing, vomiting, tachycardia and hypotension.',
  },
  {
    id: 'psych-q-pcp-intoxication-nmda',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Phencyclidine intoxication',
    stem: 'A 22-year-old man is brought to the emergency department by police after he was found shouting and fighting with strangers outside a nightclub. It took four officers to restrain him, and he did not seem to notice a deep laceration on his hand. Temperature is 38.0°C, pulse is 124/min, respirations are 18/min, and blood pressure is 168/100 mm Hg. He is agitated, combative, and responds to questions with disorganized speech. There is horizontal and vertical nystagmus, and his gait is ataxic. Pupils are 4 mm and reactive. The skin is moist. Bowel sounds are normal, and there is no clonus. Serum creatine kinase is 2,400 U/L.',
    leadIn: 'The substance most likely responsible acts mainly by which of the following mechanisms?',
    options: [
      {
        text: 'Agonism at cannabinoid CB1 receptors',
        why: 'Cannabis causes conjunctival injection, increased appetite, tachycardia and slowed time perception; it does not cause vertical nystagmus, and violent agitation is unusual.',
      },
      {
        text: 'Agonism at serotonin 5-HT2A receptors',
        why: 'LSD and psilocybin cause visual hallucinations and mydriasis with mild sympathetic activation; they rarely cause violence, analgesia or nystagmus.',
      },
      {
        text: 'Antagonism at muscarinic receptors',
        why: 'Anticholinergic toxicity causes delirium, hyperthermia and tachycardia, but with dry skin, large poorly reactive pupils and absent bowel sounds.',
      },
      {
        text: 'Antagonism at NMDA receptors',
        why: 'Phencyclidine is a noncompetitive NMDA receptor antagonist, which produces dissociation, analgesia, psychosis, violent agitation and nystagmus.',
      },
      {
        text: 'Inhibition of monoamine reuptake',
        why: 'Cocaine and amphetamines cause agitation, hypertension and tachycardia with dilated pupils, but not vertical nystagmus or ataxia.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Violent agitation, apparent insensitivity to pain, disorganized speech, hypertension, tachycardia and hyperthermia with vertical and horizontal nystagmus and ataxia are typical of phencyclidine intoxication. Combativeness and restraint have caused muscle injury (creatine kinase 2,400 U/L). Treatment is a quiet environment, benzodiazepines for agitation, cooling, fluids and monitoring for rhabdomyolysis.',
    objective: 'Recognise phencyclidine intoxication and name its mechanism.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Violence, analgesia and vertical nystagmus point to PCP, an NMDA receptor antagonist; treat agitation with benzodiazepines.',
  },
  {
    id: 'psych-q-narcolepsy-orexin',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Narcolepsy type 1',
    stem: 'A 19-year-old man comes to the student health clinic because of excessive daytime sleepiness for 1 year. He falls asleep during lectures and once while eating lunch; a 15-minute nap leaves him refreshed for a few hours. When he laughs hard, his knees buckle and his jaw drops for a few seconds, but he remains fully aware. He sometimes sees vivid, dreamlike images as he falls asleep and occasionally cannot move for a minute after waking. He sleeps 8 hours nightly and does not snore. He takes no medications and does not drink alcohol or use illicit drugs. BMI is 22 kg/m², and the physical and neurologic examinations are normal. Overnight polysomnography shows no sleep apnea. A multiple sleep latency test shows a mean sleep latency of 4 minutes with sleep-onset REM periods on three of five naps.',
    leadIn: 'Which of the following is the most likely underlying cause of his condition?',
    options: [
      {
        text: 'Delayed circadian melatonin secretion',
        why: 'Delayed sleep-wake phase disorder causes difficulty falling asleep and waking at conventional times; sleep is normal when taken on the patient\'s own schedule, and there is no cataplexy.',
      },
      {
        text: 'Intermittent upper airway collapse during sleep',
        why: 'Obstructive sleep apnea causes snoring, witnessed apneas and unrefreshing sleep, usually with obesity; polysomnography excluded it.',
      },
      {
        text: 'Loss of hypothalamic orexin-producing neurons',
        why: 'Narcolepsy with cataplexy results from loss of orexin (hypocretin) neurons in the lateral hypothalamus, probably autoimmune, which destabilizes wakefulness and lets REM phenomena intrude into waking.',
      },
      {
        text: 'Loss of REM atonia from pontine dysfunction',
        why: 'Failure of REM sleep atonia causes REM sleep behavior disorder, in which patients act out dreams; cataplexy is the opposite, an intrusion of REM atonia into wakefulness.',
      },
      {
        text: 'Reduced dopamine signaling from brain iron deficiency',
        why: 'This mechanism underlies restless legs syndrome, which causes an evening urge to move the legs and difficulty falling asleep rather than sleep attacks and cataplexy.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Excessive daytime sleepiness with refreshing naps, cataplexy (brief loss of muscle tone triggered by laughter with preserved consciousness), hypnagogic hallucinations and sleep paralysis, with a short sleep latency and two or more sleep-onset REM periods after a normal night of sleep, is narcolepsy type 1. Its cause is loss of orexin-producing neurons, and cerebrospinal fluid orexin is low. Treatment includes scheduled naps, modafinil or stimulants, and sodium oxybate or pitolisant, which also reduce cataplexy.',
    objective: 'Recognise narcolepsy with cataplexy and relate it to loss of hypothalamic orexin neurons.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Sleep attacks plus cataplexy mean narcolepsy type 1: loss of lateral hypothalamic orexin (hypocretin) neurons.',
  },
  {
    id: 'psych-q-sleep-terrors-n3',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Sleep terrors',
    stem: 'A 5-year-old boy is brought to the clinic by his parents because of frightening episodes at night for 2 months. About 90 minutes after falling asleep, he suddenly sits up screaming with his eyes wide open, sweating and breathing rapidly. During the episodes, he does not respond to his parents and pushes them away if they try to hold him. After 5 to 10 minutes, he falls back to sleep, and in the morning, he has no memory of the episode or of a dream. The episodes do not occur later in the night, and there are no rhythmic jerking movements, tongue biting, or incontinence. He is well during the day, and his development is normal. Physical and neurologic examinations are normal.',
    leadIn: 'An EEG recorded just before one of these episodes would most likely show which of the following?',
    options: [
      {
        text: 'Alpha waves',
        why: 'Alpha activity is seen in relaxed wakefulness with the eyes closed, not during the deep sleep from which these episodes arise.',
      },
      {
        text: 'Beta waves',
        why: 'Low-voltage, fast activity resembling waking beta is seen in alert wakefulness and in REM sleep, the stage from which nightmares arise; nightmares occur late in the night and are recalled.',
      },
      {
        text: 'Delta waves',
        why: 'High-amplitude, slow delta waves define stage N3 sleep, which predominates in the first third of the night and is the stage from which sleep terrors and sleepwalking arise.',
      },
      {
        text: 'Sleep spindles and K complexes',
        why: 'Spindles and K complexes mark stage N2 sleep, which makes up the largest share of the night but is not where sleep terrors begin.',
      },
      {
        text: 'Theta waves',
        why: 'Theta activity characterizes stage N1, the light transition into sleep, during which hypnagogic phenomena and hypnic jerks occur.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Episodes in the first hours of sleep of screaming, autonomic arousal and unresponsiveness to comfort, followed by amnesia and no dream recall, are sleep terrors, a non-REM parasomnia. They arise from partial arousal out of slow-wave (N3) sleep, which is concentrated early in the night and is most abundant in children. The absence of stereotyped movements, tongue biting and incontinence argues against nocturnal seizures. Management is reassurance, adequate sleep and safety measures; most children outgrow them.',
    objective: 'Recognise sleep terrors and place them in slow-wave (N3) sleep.',
    task: 'interpretation',
    steps: 2,
    takeHome: 'Sleep terrors and sleepwalking arise from N3 (delta-wave) sleep early in the night, without recall; nightmares arise from REM sleep and are remembered.',
    table: {
      caption: 'Sleep stages and their EEG',
      header: ['Stage', 'EEG', 'Associated event'],
      rows: [
        ['N1', 'Theta waves', 'Hypnic jerks'],
        ['N2', 'Sleep spindles, K complexes', 'Bruxism'],
        ['N3', 'Delta waves', 'Sleep terrors, sleepwalking, enuresis'],
        ['REM', 'Beta-like, sawtooth waves', 'Nightmares, dreaming'],
      ],
    },
  },
  {
    id: 'psych-q-anorexia-amenorrhea-gnrh',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Anorexia nervosa: amenorrhea',
    stem: 'A 17-year-old girl is brought to the clinic by her mother because she has not had a menstrual period for 5 months. Menarche was at age 12 years, and her periods were regular until this year. Over the past 8 months, she has limited her intake to about 600 kcal daily and runs 10 km each day. She says she is still too heavy and is terrified of gaining weight. She takes no medications and is not sexually active. BMI is 15.6 kg/m². Temperature is 36.0°C, pulse is 48/min, and blood pressure is 90/58 mm Hg. She has fine, downy hair on her arms and back and cold hands and feet. There is no hirsutism, acne, or galactorrhea. Serum β-hCG is 1 mIU/mL, TSH is 2.0 μU/mL, and prolactin concentration is normal.',
    leadIn: 'Which of the following best explains her amenorrhea?',
    options: [
      {
        text: 'Decreased pulsatile hypothalamic GnRH release',
        why: 'Energy deficit and low leptin suppress GnRH pulses, so LH, FSH and estradiol are all low; this functional hypothalamic amenorrhea reverses with weight restoration.',
      },
      {
        text: 'Excess ovarian androgen production',
        why: 'Hyperandrogenism with anovulation is polycystic ovary syndrome, which causes hirsutism, acne and irregular cycles, often with normal or increased weight.',
      },
      {
        text: 'Hyperprolactinemic suppression of gonadotropins',
        why: 'A prolactinoma or dopamine-blocking drug can suppress GnRH and cause galactorrhea, but her prolactin is normal.',
      },
      {
        text: 'Intrauterine adhesions after instrumentation',
        why: 'Asherman syndrome follows uterine curettage or infection and causes amenorrhea with normal hormone concentrations; she has had no such procedure.',
      },
      {
        text: 'Premature depletion of ovarian follicles',
        why: 'Primary ovarian insufficiency causes amenorrhea with high FSH and low estradiol; it is not explained by starvation and does not reverse with weight gain.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Restriction of intake leading to a BMI of 15.6 kg/m², intense fear of weight gain and a distorted view of her body meet the criteria for anorexia nervosa, and bradycardia, hypotension, hypothermia and lanugo show its physiologic effects. Pregnancy, thyroid disease and hyperprolactinemia are excluded. Her amenorrhea is hypothalamic: starvation lowers leptin and raises cortisol, which suppress GnRH pulsatility. The resulting hypoestrogenism causes bone loss, and weight restoration, not estrogen replacement, is the treatment.',
    objective: 'Explain amenorrhea in anorexia nervosa as functional hypothalamic hypogonadism.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Amenorrhea in anorexia nervosa is hypothalamic: low GnRH, LH, FSH and estradiol, reversed by weight restoration.',
  },
  {
    id: 'psych-q-bulimia-metabolic-alkalosis',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Bulimia nervosa: electrolyte abnormalities',
    stem: 'A 20-year-old woman comes to the student health clinic because of fatigue and occasional palpitations for 2 months. For the past year, she has had episodes three or four times weekly in which she eats a large amount of food rapidly and feels unable to stop, followed by self-induced vomiting. She is very concerned about her body shape. She does not use laxatives or diuretics. BMI is 21.5 kg/m². Pulse is 88/min, and blood pressure is 108/68 mm Hg. There is painless bilateral enlargement of the parotid glands, erosion of the enamel on the inner surfaces of the upper incisors, and calluses over the knuckles of the right hand.',
    leadIn: 'Which of the following sets of serum findings is most likely?',
    options: [
      {
        text: 'Hyperkalemia and anion gap metabolic acidosis',
        why: 'This pattern suggests renal failure, ketoacidosis or a toxic ingestion; vomiting causes potassium loss, not retention.',
      },
      {
        text: 'Hyperkalemia and hyperchloremic metabolic acidosis',
        why: 'This combination occurs with hypoaldosteronism (type 4 renal tubular acidosis), not with loss of gastric contents.',
      },
      {
        text: 'Hypokalemia and hyperchloremic metabolic acidosis',
        why: 'Laxative misuse causes loss of bicarbonate and potassium in stool, producing a normal anion gap acidosis with hypokalemia; she vomits but does not use laxatives.',
      },
      {
        text: 'Hypokalemia and hypochloremic metabolic alkalosis',
        why: 'Vomiting removes hydrochloric acid, and the resulting volume depletion and aldosterone release maintain the alkalosis and increase renal potassium loss.',
      },
      {
        text: 'Normokalemia and respiratory alkalosis',
        why: 'Hyperventilation during anxiety or panic lowers PCO₂; it does not explain the metabolic effects of repeated vomiting.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Recurrent binge eating with loss of control and self-induced vomiting at least weekly for more than 3 months, with self-evaluation dominated by body shape and a normal BMI, is bulimia nervosa. Parotid enlargement, erosion of lingual enamel and knuckle calluses (Russell sign) are signs of vomiting. Loss of gastric acid produces hypochloremic metabolic alkalosis, and volume depletion with secondary hyperaldosteronism drives renal potassium wasting, which can cause arrhythmias. First-line treatment is cognitive behavioral therapy, with fluoxetine as the approved drug.',
    objective: 'Predict the electrolyte pattern of self-induced vomiting in bulimia nervosa.',
    task: 'interpretation',
    steps: 2,
    takeHome: 'Purging by vomiting causes hypokalemic, hypochloremic metabolic alkalosis; laxative misuse causes hypokalemic normal anion gap acidosis.',
    table: {
      caption: 'Acid-base clues to the method of purging',
      header: ['Method', 'Serum pattern', 'Urine chloride'],
      rows: [
        ['Vomiting', 'Hypokalemic metabolic alkalosis', 'Low'],
        ['Diuretic misuse', 'Hypokalemic metabolic alkalosis', 'High'],
        ['Laxative misuse', 'Hypokalemic normal anion gap acidosis', 'Variable'],
      ],
    },
  },
  {
    id: 'psych-q-fragile-x-cgg',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Fragile X syndrome',
    stem: 'A 4-year-old boy is brought to the clinic for evaluation of delayed speech. He says only a few single words, avoids eye contact, flaps his hands when excited, lines up his toy cars for long periods, and has tantrums when his routine changes. He is also very active and impulsive. He was born at term after an uncomplicated pregnancy. His mother\'s brother has intellectual disability and lives in a group home. Hearing testing is normal. Head circumference is at the 90th percentile. He has a long, narrow face with a prominent forehead and jaw, large protruding ears, hyperextensible finger joints, and flat feet. The rest of the examination is normal.',
    leadIn: 'Which of the following is the most likely underlying genetic abnormality?',
    options: [
      {
        text: 'CAG repeat expansion in the huntingtin gene',
        why: 'This expansion causes Huntington disease, an autosomal dominant disorder of chorea, psychiatric symptoms and dementia beginning in adulthood.',
      },
      {
        text: 'CGG repeat expansion in the FMR1 gene',
        why: 'A full mutation (more than 200 CGG repeats) causes hypermethylation and silencing of FMR1; it is X-linked, so boys are more severely affected and the disorder can pass through carrier mothers.',
      },
      {
        text: 'Deletion of paternal chromosome 15q11-q13',
        why: 'Loss of paternal 15q11-q13 causes Prader-Willi syndrome, with neonatal hypotonia, later hyperphagia and obesity, short stature and small hands and feet.',
      },
      {
        text: 'Loss-of-function mutation in MECP2',
        why: 'MECP2 mutations cause Rett syndrome, which affects girls with normal early development followed by regression, loss of purposeful hand use, stereotyped hand-wringing and slowing of head growth.',
      },
      {
        text: 'Nondisjunction of chromosome 21',
        why: 'Trisomy 21 causes intellectual disability with upslanting palpebral fissures, a flat facial profile, a single palmar crease and hypotonia, not a long face with large ears.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Language delay, poor eye contact, hand flapping, restricted play and insistence on sameness indicate autism spectrum disorder, and hyperactivity is common with it. A long face, prominent jaw, large ears, joint hyperlaxity and a maternal uncle with intellectual disability point to fragile X syndrome, the most common inherited cause of intellectual disability and a leading single-gene cause of autism. Macroorchidism appears after puberty. Children with autism spectrum disorder should have chromosomal microarray and fragile X testing.',
    objective: 'Recognise fragile X syndrome in a boy with autism features and name its genetic mechanism.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Fragile X: X-linked CGG repeat expansion silencing FMR1; long face, large ears, autism features, postpubertal macroorchidism.',
  },
  {
    id: 'psych-q-adhd-atomoxetine-diversion',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'ADHD: nonstimulant treatment',
    stem: 'A 16-year-old boy with attention-deficit/hyperactivity disorder comes to the clinic with his parents because his grades have fallen this semester. He was diagnosed at age 8 and did well on methylphenidate until 4 months ago, when his parents learned he had been selling his tablets to classmates; the medication was stopped. Since then, he cannot focus in class, does not finish assignments, and acts impulsively. He and his parents want a medication that has no potential for misuse. He has no tics, seizures, or heart disease, and he does not use alcohol or drugs. Pulse is 74/min, and blood pressure is 116/72 mm Hg. The physical examination, including cardiac examination, is normal.',
    leadIn: 'Which of the following is the mechanism of action of the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Antagonism of dopamine D2 receptors',
        why: 'Antipsychotics do not treat inattention and are reserved for severe aggression or irritability, such as in autism spectrum disorder.',
      },
      {
        text: 'Inhibition of dopamine and norepinephrine reuptake',
        why: 'This is the mechanism of methylphenidate, a Schedule II stimulant that he has already diverted; another stimulant does not meet the family\'s request.',
      },
      {
        text: 'Release of stored dopamine and norepinephrine',
        why: 'Amphetamines, including the prodrug lisdexamfetamine, are effective but are also Schedule II stimulants with potential for misuse and diversion.',
      },
      {
        text: 'Selective inhibition of norepinephrine reuptake',
        why: 'Atomoxetine is a nonstimulant that is not a controlled substance and has no misuse potential; it takes several weeks to work and carries warnings about suicidal thinking and, rarely, liver injury.',
      },
      {
        text: 'Selective inhibition of serotonin reuptake',
        why: 'SSRIs treat depression and anxiety but do not improve the core symptoms of ADHD.',
      },
    ],
    answerIndex: 3,
    rationale:
      'His inattention and impulsivity returned after the stimulant was stopped because he was diverting it. When misuse or diversion is a concern, a nonstimulant is preferred; atomoxetine, a selective norepinephrine reuptake inhibitor, is the classic choice, and viloxazine and extended-release alpha-2 agonists such as guanfacine are other options. He has no cardiac contraindication, and he and his parents should be told to watch for new suicidal thoughts.',
    objective: 'Choose a nonstimulant such as atomoxetine for ADHD when stimulant diversion is a concern and know its mechanism.',
    task: 'mechanism',
    steps: 3,
    takeHome: 'When stimulant misuse or diversion is a concern in ADHD, use a nonstimulant such as atomoxetine, a norepinephrine reuptake inhibitor.',
  },
  {
    id: 'psych-q-ssri-bleeding-platelet',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'SSRI-associated bleeding',
    stem: 'A 72-year-old man comes to the emergency department because of black, tarry stools for 2 days. He has major depressive disorder, which has responded well to sertraline taken for 6 months. One month ago, he began taking naproxen for knee osteoarthritis. He takes no anticoagulant or antiplatelet drugs and does not drink alcohol. Pulse is 96/min, and blood pressure is 118/72 mm Hg without orthostatic change. There is mild epigastric tenderness, and rectal examination shows black stool. Hemoglobin is 10.4 g/dL, platelet count is 236,000/mm³, and INR is 1.0. Upper endoscopy shows a clean-based duodenal ulcer.',
    leadIn: 'The antidepressant contributed to this bleeding by which of the following mechanisms?',
    options: [
      {
        text: 'Blockade of platelet P2Y12 receptors',
        why: 'P2Y12 blockade is the mechanism of clopidogrel, prasugrel and ticagrelor, not of antidepressants.',
      },
      {
        text: 'Depletion of platelet serotonin stores',
        why: 'Platelets cannot make serotonin and take it up through the serotonin transporter; SSRIs block this uptake, so platelets release less serotonin to amplify aggregation.',
      },
      {
        text: 'Immune-mediated platelet destruction',
        why: 'Drug-induced immune thrombocytopenia would lower the platelet count, which is normal here.',
      },
      {
        text: 'Inhibition of platelet cyclooxygenase-1',
        why: 'COX-1 inhibition by naproxen impairs thromboxane synthesis and gastric mucosal protection and caused the ulcer, but it is not the antidepressant\'s mechanism.',
      },
      {
        text: 'Inhibition of vitamin K epoxide reductase',
        why: 'This is the mechanism of warfarin, which would prolong the INR; his INR is normal.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Melena from a duodenal ulcer developed after naproxen was added to sertraline. The NSAID injured the mucosa and impaired thromboxane-dependent aggregation, and the SSRI further impaired platelet function with a normal platelet count and INR. The combination raises the risk of upper gastrointestinal bleeding several-fold over either drug alone. When an SSRI and an NSAID must be combined in an older adult, a proton pump inhibitor is advised; here the NSAID should be stopped.',
    objective: 'Explain how SSRIs impair platelet function and why they add to NSAID bleeding risk.',
    task: 'adverse-effect',
    steps: 2,
    takeHome: 'SSRIs deplete platelet serotonin and impair aggregation; combined with an NSAID they markedly increase GI bleeding risk.',
  },
  {
    id: 'psych-q-lithium-pregnancy-ebstein',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Lithium in pregnancy',
    stem: 'A 28-year-old woman with bipolar I disorder comes to the clinic because a home pregnancy test was positive. Her last menstrual period was 6 weeks ago. She has had two manic episodes with psychotic features that required hospitalization, and she has been stable on lithium for 5 years. She takes a prenatal vitamin and no other medications. She does not drink alcohol or smoke. Vital signs and the physical examination are normal. Serum β-hCG is 24,000 mIU/mL. After discussion of the high risk of relapse if lithium is stopped, she decides to continue it with close monitoring of serum concentrations.',
    leadIn: 'If lithium is continued through the first trimester, the fetus is at increased risk for which of the following?',
    options: [
      {
        text: 'Cleft lip and palate',
        why: 'Orofacial clefts are associated with first-trimester exposure to topiramate and phenytoin and, less consistently, benzodiazepines.',
      },
      {
        text: 'Ebstein anomaly',
        why: 'Lithium exposure during cardiac development is associated with cardiac malformations, classically apical displacement of the tricuspid valve; the absolute risk is low, so fetal echocardiography is offered.',
      },
      {
        text: 'Limb reduction defect',
        why: 'Limb reduction defects are classically caused by thalidomide and are not associated with lithium.',
      },
      {
        text: 'Neural tube defect',
        why: 'Neural tube defects are linked to valproate and carbamazepine, which is why valproate is avoided in women who may become pregnant.',
      },
      {
        text: 'Renal tubular dysgenesis',
        why: 'Fetal renal damage and oligohydramnios follow second- and third-trimester exposure to ACE inhibitors or angiotensin receptor blockers.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Lithium taken during cardiogenesis in the first trimester is associated with a small absolute increase in cardiac malformations, most notably Ebstein anomaly. For a woman with severe, psychotic manic episodes, the risk of relapse after stopping lithium often outweighs this risk. Continuing it with fetal echocardiography at 18 to 22 weeks and frequent serum monitoring (clearance rises in pregnancy and falls abruptly after delivery) is reasonable. Neonatal lithium exposure can also cause hypotonia, hypothyroidism and nephrogenic diabetes insipidus.',
    objective: 'Know the teratogenic risk of lithium and how it is monitored in pregnancy.',
    task: 'adverse-effect',
    steps: 1,
    takeHome: 'First-trimester lithium is linked to Ebstein anomaly (low absolute risk); valproate to neural tube defects.',
  },
  {
    id: 'psych-q-aud-acamprosate-cirrhosis',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Alcohol use disorder: relapse prevention',
    stem: 'A 54-year-old man comes to the clinic for follow-up after completing inpatient alcohol withdrawal management 5 days ago. He has alcohol use disorder and cirrhosis with ascites. He wants a medication to help him stay abstinent. He has had opioid use disorder in remission for 3 years and takes daily sublingual buprenorphine-naloxone, as well as spironolactone and furosemide. Temperature is 36.8°C, pulse is 78/min, and blood pressure is 112/70 mm Hg. He has no tremor. There are spider angiomata on the chest and mild abdominal distention with shifting dullness. Serum AST is 88 U/L, ALT is 42 U/L, total bilirubin is 2.4 mg/dL, albumin is 2.9 g/dL, and creatinine is 0.9 mg/dL. INR is 1.6, and platelet count is 92,000/mm³.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy to help him maintain abstinence?',
    options: [
      {
        text: 'Acamprosate',
        why: 'Acamprosate reduces relapse after withdrawal, is excreted unchanged by the kidneys without hepatic metabolism, and does not interact with opioids; his normal creatinine allows the standard dose.',
      },
      {
        text: 'Chlordiazepoxide',
        why: 'Long-acting benzodiazepines treat acute withdrawal, which he has completed; they are not used to maintain abstinence and accumulate in cirrhosis.',
      },
      {
        text: 'Disulfiram',
        why: 'Disulfiram is hepatotoxic and can cause a dangerous reaction with alcohol; it is avoided in patients with cirrhosis.',
      },
      {
        text: 'Naltrexone',
        why: 'Naltrexone is first-line for many patients, but as an opioid antagonist it would block buprenorphine and precipitate withdrawal; it is also best avoided in decompensated liver disease.',
      },
      {
        text: 'Phenobarbital',
        why: 'Phenobarbital is an alternative to benzodiazepines for treating acute alcohol withdrawal, not a medication for relapse prevention.',
      },
    ],
    answerIndex: 0,
    rationale:
      'He has finished withdrawal and needs relapse-prevention therapy. Two features shape the choice: decompensated cirrhosis (ascites, raised bilirubin and INR, low albumin and platelets), which rules out disulfiram and makes naltrexone undesirable, and maintenance buprenorphine, with which naltrexone cannot be combined. Acamprosate is renally cleared and suits patients with liver disease and those taking opioids, provided kidney function is adequate.',
    objective: 'Choose acamprosate for alcohol relapse prevention in a patient with cirrhosis who takes an opioid agonist.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Alcohol relapse prevention: naltrexone unless opioids or liver failure; acamprosate in liver disease (avoid in renal failure); no disulfiram in cirrhosis.',
    table: {
      caption: 'Medications for alcohol use disorder',
      header: ['Drug', 'Mechanism', 'Avoid in'],
      rows: [
        ['Naltrexone', 'Mu-opioid antagonist', 'Opioid use, acute hepatitis, liver failure'],
        ['Acamprosate', 'Glutamate (NMDA) modulation', 'Severe renal impairment'],
        ['Disulfiram', 'Aldehyde dehydrogenase inhibitor', 'Liver or heart disease, poor adherence'],
      ],
    },
  },
  {
    id: 'psych-q-oud-pregnancy-buprenorphine',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Opioid use disorder in pregnancy',
    stem: 'A 24-year-old woman at 10 weeks\' gestation comes to the prenatal clinic asking for help to stop using heroin. She has injected heroin daily for 2 years and has tried to stop several times without success. Her last use was 16 hours ago. She feels anxious and has abdominal cramps. She takes a prenatal vitamin. Temperature is 37.0°C, pulse is 98/min, and blood pressure is 118/74 mm Hg. She is yawning and has rhinorrhea, piloerection, and pupils of 6 mm. Her Clinical Opiate Withdrawal Scale score is 13. There are healed needle marks on both forearms. Fetal heart tones are present.',
    leadIn: 'Which of the following is the most appropriate treatment for her opioid use disorder?',
    options: [
      {
        text: 'Abstinence-based counseling alone',
        why: 'Psychosocial support helps, but without medication most patients relapse, and relapse in pregnancy exposes mother and fetus to overdose and repeated withdrawal.',
      },
      {
        text: 'Buprenorphine maintenance',
        why: 'Opioid agonist treatment with buprenorphine (or methadone) is recommended in pregnancy; it reduces relapse, overdose and obstetric complications, and she is in moderate withdrawal, so induction is unlikely to precipitate withdrawal.',
      },
      {
        text: 'Clonidine-assisted withdrawal',
        why: 'Clonidine eases autonomic withdrawal symptoms during medically supervised withdrawal, but withdrawal without maintenance treatment in pregnancy has high relapse rates and is not recommended.',
      },
      {
        text: 'Lofexidine-assisted withdrawal',
        why: 'This alpha-2 agonist is approved to relieve withdrawal symptoms during discontinuation, not to treat opioid use disorder, and there are few data on its use in pregnancy.',
      },
      {
        text: 'Naltrexone maintenance',
        why: 'Naltrexone requires 7 to 10 days of abstinence before it can be started, would precipitate withdrawal now, and is not recommended for starting treatment during pregnancy.',
      },
    ],
    answerIndex: 1,
    rationale:
      'She has opioid use disorder with repeated failed attempts to stop and is now in objective, moderate withdrawal. In pregnancy, repeated withdrawal and relapse expose the fetus to episodes of hypoxia and the mother to overdose, so opioid agonist treatment with buprenorphine or methadone is the standard of care rather than medically supervised withdrawal. The newborn will need monitoring for neonatal opioid withdrawal syndrome, which is milder with buprenorphine.',
    objective: 'Treat opioid use disorder in pregnancy with opioid agonist therapy rather than withdrawal.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Pregnant patients with opioid use disorder should receive buprenorphine or methadone maintenance, not detoxification.',
  },
  {
    id: 'psych-q-opioid-overdose-naloxone-kit',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Prevention of opioid overdose death',
    stem: 'A 29-year-old man is brought to the emergency department after a friend found him unresponsive with slow breathing; emergency medical services reversed the overdose, and he awoke. He has used heroin daily for 3 years, injecting or snorting it. After 4 hours of observation, he is alert and oriented. Temperature is 36.8°C, pulse is 82/min, respirations are 14/min, blood pressure is 124/78 mm Hg, and oxygen saturation is 98% on room air. There are needle marks on both forearms and no heart murmur. He is counseled about buprenorphine and methadone but declines to start either today; he agrees to return to the clinic next week.',
    leadIn: 'Before discharge, which of the following is most likely to reduce his risk of death from opioid overdose?',
    options: [
      {
        text: 'Clonidine for withdrawal symptoms',
        why: 'Clonidine relieves autonomic withdrawal symptoms but does not treat opioid use disorder or reverse overdose; reduced tolerance after withdrawal can even raise overdose risk.',
      },
      {
        text: 'Hepatitis C antibody testing',
        why: 'Testing people who inject drugs for hepatitis C and HIV is recommended, but it does not prevent overdose death.',
      },
      {
        text: 'Intranasal naloxone kit',
        why: 'Giving naloxone to people at risk of overdose, and training their companions to use it, reduces deaths; everyone treated for an opioid overdose should leave with it.',
      },
      {
        text: 'Oral naltrexone starting today',
        why: 'Naltrexone cannot be started until he has been free of opioids for 7 to 10 days; giving it now would precipitate withdrawal, and loss of tolerance after stopping it raises overdose risk.',
      },
      {
        text: 'Referral to a 12-step program',
        why: 'Mutual-help groups can support recovery, but without medication they do not lower overdose mortality as much as naloxone distribution or opioid agonist treatment.',
      },
    ],
    answerIndex: 2,
    rationale:
      'A nonfatal overdose is one of the strongest predictors of a future fatal one. Opioid agonist treatment is the most effective way to lower mortality, and it should be offered again at every contact, but he has declined it today. Of the remaining choices, only a take-home naloxone kit, with instruction for him and his companions, directly prevents death from the next overdose. Counseling on never using alone and on fentanyl contamination adds to its benefit.',
    objective: 'Provide take-home naloxone to every patient at risk of opioid overdose.',
    task: 'prevention',
    steps: 2,
    takeHome: 'After any opioid overdose, discharge with a naloxone kit and keep offering buprenorphine or methadone.',
  },
  {
    id: 'psych-q-somatic-symptom-scheduled-visits',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Somatic symptom disorder',
    stem: 'A 42-year-old woman comes to the clinic because of abdominal pain, back pain, fatigue, and dizziness. Over the past 3 years, she has gone to the emergency department 14 times and has consulted five specialists for these symptoms. Upper endoscopy, colonoscopy, CT of the abdomen and pelvis, MRI of the lumbar spine, and extensive blood tests have shown no abnormalities. She spends several hours each day reading about her symptoms online, is convinced that a serious disease has been missed, and has stopped working because of her worry and pain. She takes acetaminophen as needed. Vital signs are normal. The physical examination shows mild diffuse abdominal tenderness without guarding and no other abnormalities.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Diagnostic laparoscopy',
        why: 'Invasive testing without objective findings exposes her to surgical risk and reinforces the belief that a hidden disease exists.',
      },
      {
        text: 'Long-term opioid analgesia',
        why: 'Opioids are ineffective for this chronic, functional pain pattern and add risks of dependence and hyperalgesia.',
      },
      {
        text: 'Reassurance that the symptoms are imagined',
        why: 'Her symptoms are real and distressing; dismissing them damages the therapeutic relationship and increases doctor shopping.',
      },
      {
        text: 'Referral for a second specialist opinion',
        why: 'Further specialist referrals lead to more testing and fragmented care; she has already seen five specialists.',
      },
      {
        text: 'Scheduled regular primary care visits',
        why: 'Brief, regularly scheduled visits with a single physician, independent of new symptoms, with a focus on function and limited testing, reduce health care use and distress; cognitive behavioral therapy is added.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Multiple distressing physical symptoms for more than 6 months with excessive time, worry and energy devoted to them, and a normal extensive evaluation, meet criteria for somatic symptom disorder. Illness anxiety disorder would involve few or no symptoms, and she is not deliberately producing symptoms as in factitious disorder or malingering. Management is a consistent relationship with one physician who validates the symptoms, schedules regular visits and avoids unnecessary tests, together with cognitive behavioral therapy.',
    objective: 'Manage somatic symptom disorder with regularly scheduled visits to one physician.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Somatic symptom disorder: one physician, regular scheduled visits, limited testing, focus on function, and CBT.',
  },
  {
    id: 'psych-q-factitious-disorder-imposed-on-another',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Factitious disorder imposed on another',
    stem: 'A 2-year-old boy is admitted to the hospital for the fourth time in 6 months because of profuse watery diarrhea. His mother, a medical assistant, stays at his bedside, is very knowledgeable about his condition, and asks for more tests. In each admission, the diarrhea stops within 2 days while he receives intravenous fluids and recurs soon after discharge. During this admission, the diarrhea stopped when his mother was away for 2 days and restarted the evening she returned. Stool cultures, ova and parasite tests, celiac serology, and sweat chloride testing have been normal. He is at the 25th percentile for weight. Serum potassium is 3.2 mEq/L and bicarbonate is 18 mEq/L. A stool specimen collected on the night of her return tests positive for a stimulant laxative. His mother denies giving him any medication.',
    leadIn: 'Which of the following is the most appropriate next step?',
    options: [
      {
        text: 'Colonoscopy with biopsies',
        why: 'Further invasive testing is unnecessary when a cause has been found, and it subjects the child to more harm.',
      },
      {
        text: 'Discharge with outpatient follow-up',
        why: 'Discharging the child to the suspected perpetrator without notifying authorities leaves him at risk of continued and potentially fatal harm.',
      },
      {
        text: 'Psychiatric evaluation of the mother first',
        why: 'The mother may need psychiatric care, but evaluating her must not delay protecting the child, and the physician\'s first duty is to the patient.',
      },
      {
        text: 'Report to child protective services',
        why: 'Physicians are mandated reporters; reasonable suspicion of child abuse, including medical child abuse, must be reported so that the child can be protected, without first obtaining the parent\'s permission.',
      },
      {
        text: 'Trial of a lactose-free diet',
        why: 'A dietary change would be reasonable for suspected carbohydrate malabsorption, not for diarrhea explained by laxative in the stool.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Recurrent illness that resolves when the mother is absent and returns with her, normal results of an extensive evaluation, and laxative detected in the stool indicate that the mother is inducing the diarrhea. This is factitious disorder imposed on another (medical child abuse), a form of child abuse with substantial mortality. The physician must report the suspicion to child protective services and keep the child safe in the hospital; a diagnosis in the parent is not required before reporting.',
    objective: 'Report suspected factitious disorder imposed on another to child protective services.',
    task: 'ethics',
    steps: 2,
    takeHome: 'Suspected factitious disorder imposed on another is child abuse: report to child protective services and protect the child.',
  },
  {
    id: 'psych-q-duty-to-protect-tarasoff',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Duty to protect third parties',
    stem: 'A 34-year-old man is seen by his psychiatrist for a scheduled psychotherapy session. He is angry that his former business partner has taken over their company. He says calmly that he has bought a handgun, knows where the partner lives, and intends to shoot him this weekend. He names the partner. He does not drink alcohol or use illicit drugs, and there are no psychotic symptoms. When the psychiatrist begins to discuss his statement and the need for further evaluation, he walks out of the office and does not answer his telephone.',
    leadIn: 'Which of the following is the most appropriate action by the psychiatrist?',
    options: [
      {
        text: 'Ask the patient\'s consent before any disclosure',
        why: 'Consent is not needed when a patient poses a serious threat of violence to an identifiable person, and waiting for it would delay protection.',
      },
      {
        text: 'Document the threat and review it at the next visit',
        why: 'Documentation is necessary but not sufficient; the threat is specific and imminent, so waiting until the next visit leaves the partner unprotected.',
      },
      {
        text: 'Maintain confidentiality as no crime has occurred',
        why: 'Confidentiality is not absolute; the duty to protect an identifiable person from a credible threat of serious harm overrides it.',
      },
      {
        text: 'Notify the intended victim and the police',
        why: 'A credible, specific threat against an identifiable person creates a duty to take reasonable steps to protect that person, such as warning the victim and notifying law enforcement.',
      },
      {
        text: 'Terminate the therapeutic relationship by letter',
        why: 'Ending care does not protect the intended victim and would abandon a patient who may need urgent evaluation.',
      },
    ],
    answerIndex: 3,
    rationale:
      'The patient has made a serious, specific threat of violence against a named person, has the means (a handgun) and a time frame, and has left before the psychiatrist could arrange evaluation or hospitalization. Under the principle established by the Tarasoff decisions, the duty to protect an identifiable third party outweighs confidentiality. The psychiatrist should warn the intended victim and notify the police, disclosing only the information needed, and document the actions taken.',
    objective: 'Apply the duty to protect an identifiable third party from a credible threat of violence.',
    task: 'ethics',
    steps: 1,
    takeHome: 'A credible threat against an identifiable person overrides confidentiality: warn the person and notify the police.',
  },
  {
    id: 'psych-q-suicide-risk-involuntary-admission',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Acute suicide risk',
    stem: 'A 47-year-old man is brought to the emergency department by his sister after she found a note in which he said goodbye to his children. He has had low mood, insomnia, and hopelessness for 2 months since his divorce and the loss of his job. He says that he plans to shoot himself with the rifle he keeps at home and will do so as soon as he leaves. He refuses admission and asks to go home. He does not use alcohol or illicit drugs. Temperature is 36.9°C, pulse is 84/min, and blood pressure is 132/82 mm Hg. He is alert, oriented, and not intoxicated. His speech is slow and his affect is flat. He is not psychotic. Blood alcohol is undetectable, and a urine toxicology screen is negative.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Discharge after a no-suicide contract',
        why: 'No-suicide contracts have not been shown to prevent suicide and are not a substitute for a risk assessment and an appropriate level of care.',
      },
      {
        text: 'Discharge once firearms are removed',
        why: 'Restricting access to lethal means is important for every suicidal patient, but a patient with current intent and a plan is at imminent risk and could use another method.',
      },
      {
        text: 'Involuntary psychiatric hospitalization',
        why: 'A patient with a mental illness who poses an imminent danger to himself and refuses voluntary admission may be held involuntarily under state law for evaluation and treatment.',
      },
      {
        text: 'Start sertraline and arrange follow-up',
        why: 'An antidepressant will be part of treatment, but it takes weeks to work and does not address the immediate danger.',
      },
      {
        text: 'Urgent outpatient psychiatry appointment',
        why: 'Outpatient care suits patients with passive ideation and no plan or intent; he has a plan, a means and an intention to act immediately.',
      },
    ],
    answerIndex: 2,
    rationale:
      'He has a major depressive episode with hopelessness, a farewell note, a specific plan, access to a firearm and the stated intention to act on leaving, along with risk factors of male sex, recent divorce and job loss. This is imminent suicide risk. Because he refuses voluntary admission, he should be held involuntarily. Involuntary admission does not require a finding that he lacks decision-making capacity; the legal standard is danger to self or others due to mental illness.',
    objective: 'Hospitalize a patient at imminent risk of suicide involuntarily when he refuses admission.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Suicidal intent with a plan and access to means is imminent risk: admit, involuntarily if he refuses.',
  },
  {
    id: 'psych-q-antipsychotic-dementia-mortality',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Antipsychotics in dementia',
    stem: 'An 84-year-old woman with Alzheimer disease is evaluated in her nursing home because of agitation for 2 months. In the evenings, she yells, strikes at staff during bathing, and believes that a resident is stealing her clothes. Urinary tract infection, constipation, pain, and medication effects have been excluded, and a structured program of music, daytime activity, a consistent bathing routine, and reduced evening noise has helped only partly. She takes donepezil and amlodipine. Vital signs are normal. She is oriented to person only. Her physician considers a short course of low-dose risperidone because she has injured a nurse, and meets with her daughter, who is her health care proxy.',
    leadIn: 'The daughter should be told that this treatment increases the risk of which of the following?',
    options: [
      {
        text: 'Acute pancreatitis',
        why: 'Pancreatitis is a rare adverse effect of valproate and some second-generation antipsychotics, but it is not the main risk of antipsychotic use in dementia.',
      },
      {
        text: 'Agranulocytosis',
        why: 'Agranulocytosis is the hematologic risk of clozapine, which requires neutrophil monitoring; it is rare with risperidone.',
      },
      {
        text: 'Death from any cause',
        why: 'Both first- and second-generation antipsychotics carry a boxed warning for increased mortality, mostly cardiovascular (including stroke) and infectious deaths, in older adults with dementia.',
      },
      {
        text: 'Fulminant hepatic failure',
        why: 'Severe hepatotoxicity is associated with drugs such as valproate, nefazodone and tacrine, not with risperidone.',
      },
      {
        text: 'Severe hyponatremia',
        why: 'SSRIs, SNRIs and carbamazepine are the psychotropic drugs classically linked to SIADH in older adults; risperidone rarely causes it.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Agitation and delusions are common in Alzheimer disease. After medical causes are excluded and nonpharmacologic measures fail, an antipsychotic may be used briefly when the patient is dangerous or severely distressed. The daughter must be told that in older adults with dementia, antipsychotics increase mortality about 1.6- to 1.7-fold, mainly from cardiovascular events, stroke and pneumonia. Use the lowest dose for the shortest time and reassess regularly with a plan to taper.',
    objective: 'Counsel about increased mortality when antipsychotics are used for behavioral symptoms of dementia.',
    task: 'adverse-effect',
    steps: 1,
    takeHome: 'Antipsychotics increase mortality (stroke, cardiac events, infections) in older adults with dementia: nonpharmacologic care first.',
  },
  {
    id: 'psych-q-hyperthyroidism-anxiety-tsh',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Hyperthyroidism presenting as anxiety',
    stem: 'A 31-year-old woman comes to the clinic because of nervousness, irritability, and difficulty sleeping for 2 months. She feels on edge most of the day and has had episodes of a racing heart. She has lost 4 kg despite eating more than usual and has more frequent bowel movements. She has no history of psychiatric illness. She drinks one cup of coffee daily and does not use alcohol, illicit drugs, or over-the-counter supplements. She takes no medications. Temperature is 37.3°C, pulse is 108/min and regular, and blood pressure is 136/64 mm Hg. Her skin is warm and moist, and there is a fine tremor of the outstretched hands. The thyroid gland is diffusely enlarged and nontender. The remainder of the examination is normal.',
    leadIn: 'Which of the following is the most appropriate next step in evaluation?',
    options: [
      {
        text: 'Electroencephalography',
        why: 'An EEG evaluates seizures or encephalopathy; she has no alteration of consciousness, and her findings point to a hypermetabolic state.',
      },
      {
        text: 'Plasma free metanephrines',
        why: 'Pheochromocytoma causes paroxysms of headache, sweating and palpitations with hypertension; it does not cause a goiter, weight loss with increased appetite or hyperdefecation.',
      },
      {
        text: 'Polysomnography',
        why: 'A sleep study is used for suspected sleep apnea or other primary sleep disorders; her insomnia is part of a systemic illness.',
      },
      {
        text: 'Radioactive iodine uptake scan',
        why: 'An uptake scan distinguishes Graves disease from thyroiditis once thyrotoxicosis has been confirmed biochemically; it is not the first test.',
      },
      {
        text: 'Serum TSH concentration',
        why: 'TSH is the most sensitive initial test for thyroid dysfunction; a suppressed TSH with a raised free T4 or T3 confirms thyrotoxicosis.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Anxiety, irritability and insomnia can be the presenting complaints of thyrotoxicosis, and this patient also has weight loss despite increased appetite, frequent stools, tachycardia, a widened pulse pressure, warm moist skin, tremor and a diffuse goiter. Before an anxiety disorder is diagnosed, medical causes and substances must be excluded. Serum TSH is the first test; an SSRI or psychotherapy would not treat the cause, whereas a beta blocker relieves symptoms while the cause is treated.',
    objective: 'Exclude hyperthyroidism with a serum TSH before diagnosing an anxiety disorder.',
    task: 'investigation',
    steps: 2,
    takeHome: 'New anxiety with weight loss, tachycardia, tremor or goiter: measure TSH before diagnosing an anxiety disorder.',
  },
  {
    id: 'psych-q-anti-nmda-encephalitis-teratoma',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Anti-NMDA receptor encephalitis',
    stem: 'A 23-year-old woman is brought to the emergency department by her roommate because of increasingly strange behavior for 10 days. Two weeks before that, she had headache and a low-grade fever. She then became anxious and unable to sleep, accused her neighbors of spying on her, and said she heard voices through the walls. Over the past 2 days, she has become less responsive and had a generalized tonic-clonic seizure. She has no psychiatric history and does not use alcohol or illicit drugs. Temperature is 37.9°C, pulse is 128/min, and blood pressure is 152/94 mm Hg; 1 hour later, blood pressure is 98/60 mm Hg. She is intermittently mute and does not follow commands. There are continuous lip-smacking and chewing movements and intermittent dystonic posturing of the arms. There is no neck stiffness. A urine toxicology screen is negative, and MRI of the brain is normal. Cerebrospinal fluid shows a leukocyte count of 32/mm³ (90% lymphocytes), protein of 52 mg/dL, and glucose of 60 mg/dL; PCR for herpes simplex virus is negative.',
    leadIn: 'Which of the following is the most appropriate study to search for an underlying cause of her condition?',
    options: [
      {
        text: 'CT of the chest',
        why: 'Chest imaging looks for small cell lung cancer, the usual source of paraneoplastic limbic encephalitis with anti-Hu antibodies in older smokers.',
      },
      {
        text: 'Mammography',
        why: 'Breast and ovarian cancers are associated with anti-Yo paraneoplastic cerebellar degeneration in older women, which causes ataxia rather than psychosis and dyskinesias.',
      },
      {
        text: 'MRI of the spine',
        why: 'Spinal imaging evaluates myelopathy; she has no signs of spinal cord disease.',
      },
      {
        text: 'Pelvic ultrasonography',
        why: 'Anti-NMDA receptor encephalitis in young women is often associated with an ovarian teratoma containing neural tissue; pelvic ultrasonography or MRI should be done, and removing the tumor speeds recovery.',
      },
      {
        text: 'Thyroid ultrasonography',
        why: 'Thyroid imaging does not identify the cause of autoimmune encephalitis; steroid-responsive encephalopathy with thyroid antibodies is diagnosed by serology and exclusion.',
      },
    ],
    answerIndex: 3,
    rationale:
      'A viral-like prodrome followed by psychiatric symptoms, then decreased responsiveness, seizures, orofacial dyskinesias, dystonia and autonomic instability in a young woman, with lymphocytic pleocytosis and a negative HSV PCR, is the typical course of anti-NMDA receptor encephalitis. Antibodies to the GluN1 subunit in cerebrospinal fluid confirm it. The search for an underlying ovarian teratoma is the key next investigation. Treatment is immunotherapy (glucocorticoids, IVIG or plasma exchange) and tumor removal; antipsychotics are poorly tolerated.',
    objective: 'Recognise anti-NMDA receptor encephalitis presenting as psychosis and look for an ovarian teratoma.',
    task: 'investigation',
    steps: 3,
    takeHome: 'New psychosis with seizures, dyskinesias and autonomic instability in a young woman: anti-NMDA receptor encephalitis; image the pelvis for a teratoma.',
  },
  {
    id: 'psych-q-delirium-anticholinergic-diphenhydramine',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Medication-induced delirium',
    stem: 'An 81-year-old man becomes acutely confused on the second night after surgical repair of a hip fracture. He is pulling at his intravenous line and says there are people in the room; by morning, he is drowsy but can be roused. Before the fracture, he lived independently and managed his own medications. His medications are scheduled acetaminophen, subcutaneous enoxaparin, polyethylene glycol, pantoprazole, and diphenhydramine at bedtime for sleep, which was started on admission. Temperature is 37.2°C, pulse is 102/min, respirations are 16/min, blood pressure is 138/82 mm Hg, and oxygen saturation is 96% on room air. He is inattentive and disoriented to place and time. His mouth is dry, and the pupils are 5 mm and sluggishly reactive. A bladder scan shows 700 mL of urine. The surgical wound is clean. Hemoglobin is 11.8 g/dL, leukocyte count is 9,800/mm³, serum sodium is 138 mEq/L, and glucose is 110 mg/dL. Urinalysis is normal.',
    leadIn: 'Which of his medications most likely contributed to his confusion?',
    options: [
      {
        text: 'Acetaminophen',
        why: 'Scheduled acetaminophen is the preferred analgesic for older adults and reduces delirium by controlling pain and sparing opioids.',
      },
      {
        text: 'Diphenhydramine',
        why: 'This first-generation antihistamine is strongly anticholinergic; in older adults it causes delirium, dry mouth, mydriasis and urinary retention and is on the Beers list of drugs to avoid.',
      },
      {
        text: 'Enoxaparin',
        why: 'Enoxaparin prevents venous thromboembolism after hip surgery; it would matter only if it caused bleeding, such as an intracranial hemorrhage with focal signs.',
      },
      {
        text: 'Pantoprazole',
        why: 'Proton pump inhibitors are rarely linked to confusion, mainly through hypomagnesemia or B12 deficiency with long-term use; they do not explain anticholinergic signs.',
      },
      {
        text: 'Polyethylene glycol',
        why: 'This osmotic laxative, used to prevent postoperative constipation, is minimally absorbed and has no central nervous system effects.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Acute, fluctuating confusion with inattention, hallucinations and altered arousal after surgery is delirium. Age, hip fracture and surgery predispose him, and the dry mouth, dilated sluggish pupils, tachycardia and urinary retention point to an anticholinergic precipitant. Diphenhydramine, started on admission, should be stopped; urinary retention itself can worsen delirium and needs catheter drainage. Nonpharmacologic measures such as reorientation, sleep protection, glasses and hearing aids, and early mobilization help prevent and treat delirium.',
    objective: 'Identify anticholinergic drugs such as diphenhydramine as precipitants of delirium in older adults.',
    task: 'risk-factor',
    steps: 2,
    takeHome: 'In older inpatients, stop anticholinergic drugs such as diphenhydramine: they precipitate delirium and urinary retention.',
  },
  {
    id: 'psych-q-conduct-disorder-prognosis',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Conduct disorder',
    stem: 'A 14-year-old boy is brought for psychiatric evaluation by his probation officer. Over the past 2 years, he has stolen two cars, set fire to a neighbor\'s shed, threatened classmates with a knife to take their money, and killed a neighbor\'s cat. He often stays out all night without permission and has been suspended from school repeatedly for truancy and fighting. His problems began at age 9 years with frequent fights and lying. He shows no guilt and says that the people he hurt deserved it. He has no history of psychosis or mood episodes. He smokes cannabis on weekends. Vital signs and the physical examination are normal.',
    leadIn: 'As an adult, this patient is at greatest risk for which of the following personality disorders?',
    options: [
      {
        text: 'Antisocial personality disorder',
        why: 'A pervasive disregard for the rights of others beginning before age 15 as conduct disorder, continuing after age 18, defines antisocial personality disorder; early onset and lack of remorse make this progression more likely.',
      },
      {
        text: 'Avoidant personality disorder',
        why: 'Avoidant personality disorder involves social inhibition and fear of rejection; it is associated with childhood anxiety and shyness, not aggression.',
      },
      {
        text: 'Borderline personality disorder',
        why: 'Borderline personality disorder involves unstable relationships, fear of abandonment, self-harm and affective instability; impulsivity overlaps, but cruelty and lack of remorse do not.',
      },
      {
        text: 'Paranoid personality disorder',
        why: 'Paranoid personality disorder is pervasive distrust and suspiciousness of others, not a pattern of rule breaking and cruelty.',
      },
      {
        text: 'Schizotypal personality disorder',
        why: 'Schizotypal personality disorder involves odd beliefs, eccentric behavior and social anxiety; it is related to the schizophrenia spectrum rather than to conduct problems.',
      },
    ],
    answerIndex: 0,
    rationale:
      'A repetitive, persistent pattern of aggression toward people and animals, destruction of property by fire setting, theft and serious violations of rules in an adolescent is conduct disorder, childhood-onset type because symptoms began before age 10, with limited prosocial emotions (no remorse). Childhood onset and callous, unemotional traits carry the worst prognosis. Many such patients meet criteria for antisocial personality disorder in adulthood, which can be diagnosed only at age 18 or older and requires evidence of conduct disorder before 15.',
    objective: 'Know that conduct disorder, especially with childhood onset, predicts antisocial personality disorder.',
    task: 'prognosis',
    steps: 2,
    takeHome: 'Conduct disorder (before 18) can become antisocial personality disorder (at 18 or older, with conduct disorder before 15).',
  },
  {
    id: 'psych-q-normal-bereavement',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Normal bereavement',
    stem: 'A 68-year-old woman comes to the clinic with her daughter 6 weeks after her husband died suddenly of a myocardial infarction. She has waves of intense sadness and tearfulness, especially when she sees his belongings, and she thinks about him often. Twice, while falling asleep, she briefly heard him call her name. She sleeps about 6 hours nightly and eats less, but her weight is stable. She still sees her friends, attends church, and manages the household. She does not feel worthless or guilty and has no thoughts of suicide. She can enjoy visits from her grandchildren. Her daughter is worried that she is "losing her mind." Vital signs and the physical examination are normal.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Low-dose olanzapine at bedtime',
        why: 'Brief perceptions of the deceased person\'s voice are common in grief and are not psychosis; an antipsychotic is not indicated.',
      },
      {
        text: 'Nightly zolpidem for sleep',
        why: 'Her sleep is only mildly reduced; hypnotics add risks of falls and confusion at her age and do not help grief.',
      },
      {
        text: 'Referral for inpatient psychiatric care',
        why: 'Hospitalization is for patients at imminent risk of harm or unable to care for themselves; she functions well and has no suicidal thoughts.',
      },
      {
        text: 'Sertraline and follow-up in 4 weeks',
        why: 'An antidepressant would be appropriate if she met criteria for a major depressive episode, with pervasive depressed mood, worthlessness or functional decline; she does not.',
      },
      {
        text: 'Supportive reassurance and follow-up',
        why: 'Normal grief is managed with support, explanation to the family that these experiences are expected, and follow-up to watch for depression or prolonged grief.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Six weeks after a sudden loss, she has sadness that comes in waves linked to reminders, preoccupation with the deceased and brief hypnagogic perceptions of his voice, but preserved self-esteem, enjoyment, social activity and function, and no suicidal thoughts. This is normal bereavement. Major depression is suggested by pervasive low mood, worthlessness, guilt unrelated to the deceased, psychomotor slowing or suicidal thoughts. Prolonged grief disorder requires intense yearning and impairment persisting for at least 12 months after the death.',
    objective: 'Distinguish normal grief from major depression and prolonged grief disorder.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Grief comes in waves with preserved self-esteem; brief perceptions of the deceased are normal. Reassure and follow up.',
    table: {
      caption: 'Grief versus depression',
      header: ['Feature', 'Normal grief', 'Major depression'],
      rows: [
        ['Mood', 'Waves of sadness tied to reminders', 'Pervasive low mood and anhedonia'],
        ['Self-esteem', 'Preserved', 'Worthlessness, guilt'],
        ['Perceptions', 'Brief sensing of the deceased', 'Mood-congruent delusions if psychotic'],
        ['Function', 'Largely preserved', 'Impaired'],
      ],
    },
  },
  {
    id: 'psych-q-rem-sleep-behavior-prognosis',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'REM sleep behavior disorder',
    stem: 'A 66-year-old man comes to the clinic with his wife because he has been shouting, punching, and kicking in his sleep for 2 years. Last month, he fell out of bed and bruised his face. The episodes occur mostly in the early morning hours, and when woken he describes vivid dreams of being chased or attacked. He has had constipation for several years and has noticed that he can no longer smell coffee. He takes no medications and does not drink alcohol. Vital signs are normal. Neurologic examination shows no tremor, rigidity, or bradykinesia, and his gait is normal. The Montreal Cognitive Assessment score is 28/30. Polysomnography shows loss of normal muscle atonia during REM sleep, with no seizure activity or apnea.',
    leadIn: 'This patient is at greatest risk of developing which of the following conditions?',
    options: [
      {
        text: 'Alzheimer disease',
        why: 'Alzheimer disease is a tauopathy and amyloid disorder beginning with memory loss; dream enactment is not a recognized prodrome.',
      },
      {
        text: 'Frontotemporal dementia',
        why: 'Frontotemporal dementia presents with behavioral change or language decline and is not preceded by dream enactment or loss of smell.',
      },
      {
        text: 'Huntington disease',
        why: 'Huntington disease is an autosomal dominant CAG repeat disorder with chorea and psychiatric symptoms, usually beginning in midlife with a family history.',
      },
      {
        text: 'Parkinson disease',
        why: 'Isolated REM sleep behavior disorder is a prodrome of alpha-synucleinopathies; most patients develop Parkinson disease, dementia with Lewy bodies or multiple system atrophy within 10 to 15 years.',
      },
      {
        text: 'Progressive supranuclear palsy',
        why: 'Progressive supranuclear palsy is a tauopathy with vertical gaze palsy, axial rigidity and early falls; REM sleep behavior disorder is uncommon in it.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Dream enactment with injury, vivid threatening dreams, and REM sleep without atonia on polysomnography define REM sleep behavior disorder. In an older man without a neurologic disease or an antidepressant to explain it, it is usually the earliest sign of an alpha-synucleinopathy, as are his constipation and loss of smell. He should be counseled about this risk and followed for parkinsonism and cognitive change. Bedroom safety measures and melatonin or clonazepam treat the episodes.',
    objective: 'Recognise REM sleep behavior disorder as a prodrome of alpha-synucleinopathies such as Parkinson disease.',
    task: 'prognosis',
    steps: 2,
    takeHome: 'Isolated REM sleep behavior disorder often precedes Parkinson disease, Lewy body dementia or multiple system atrophy.',
  },
  {
    id: 'psych-q-pmdd-ssri',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Premenstrual dysphoric disorder',
    stem: 'A 29-year-old woman comes to the clinic because of mood symptoms that have affected her work and relationship for 1 year. About a week before each menstrual period, she becomes irritable, tearful, and anxious, argues with her partner, has difficulty concentrating, and craves sweets; she also has bloating and breast tenderness. The symptoms ease within a few days after her period starts, and she feels well for the rest of the cycle. Daily symptom ratings that she recorded over the past two cycles confirm this pattern. She has no history of depression or other psychiatric illness. She uses condoms for contraception and takes no medications. Vital signs and the physical examination are normal. Serum TSH is 1.5 μU/mL.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Alprazolam',
        why: 'Benzodiazepines have limited benefit in premenstrual dysphoric disorder and carry risks of dependence; they are not first-line.',
      },
      {
        text: 'Fluoxetine',
        why: 'SSRIs are first-line for premenstrual dysphoric disorder; they work within days in this condition, so they can be taken continuously or only during the luteal phase.',
      },
      {
        text: 'Leuprolide',
        why: 'A GnRH agonist suppresses ovulation and is effective, but menopausal symptoms and bone loss limit it to severe, refractory cases.',
      },
      {
        text: 'Progesterone',
        why: 'Progesterone supplementation has not been shown to be effective for premenstrual symptoms.',
      },
      {
        text: 'Pyridoxine',
        why: 'Vitamin B6 may modestly help mild premenstrual symptoms but is not effective for the marked mood symptoms of premenstrual dysphoric disorder.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Marked irritability, depressed mood and anxiety with physical symptoms confined to the week before menses, resolving after menses begin, confirmed by prospective daily ratings over two cycles and impairing her relationship and work, is premenstrual dysphoric disorder. Normal TSH and the absence of symptoms in the follicular phase exclude thyroid disease and premenstrual exacerbation of another mood disorder. An SSRI is first-line; a drospirenone-containing combined oral contraceptive is an alternative, and GnRH agonists are reserved for refractory cases.',
    objective: 'Diagnose premenstrual dysphoric disorder and treat it with an SSRI.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Premenstrual dysphoric disorder: confirm with prospective ratings; treat with an SSRI, continuously or in the luteal phase.',
  },
  {
    id: 'psych-q-alzheimer-donepezil-mechanism',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Alzheimer disease: initial pharmacotherapy',
    stem: 'A 76-year-old woman is brought to the clinic by her husband because of increasing forgetfulness for 2 years. She repeats questions, misplaces items, and recently got lost driving home from the grocery store. Over the past 6 months, he has taken over paying the bills because she made errors. She has no hallucinations, falls, or urinary incontinence, and her decline has been gradual. She has hypertension treated with lisinopril. Pulse is 74/min, and blood pressure is 132/80 mm Hg. She is pleasant and attentive. The Montreal Cognitive Assessment score is 18/30, with marked impairment in delayed recall. There is no tremor, rigidity, or focal deficit, and gait is normal. Serum TSH and vitamin B12 concentrations are normal. MRI of the brain shows atrophy that is most prominent in both medial temporal lobes, with minimal white matter change.',
    leadIn: 'Which of the following is the mechanism of action of the most appropriate initial pharmacotherapy?',
    options: [
      {
        text: 'Agonism at dopamine D2 receptors',
        why: 'Dopamine agonists treat Parkinson disease and restless legs syndrome; they can cause confusion and hallucinations in older patients with dementia.',
      },
      {
        text: 'Antagonism at muscarinic receptors',
        why: 'Anticholinergic drugs worsen memory and can precipitate delirium in patients with dementia; they should be avoided.',
      },
      {
        text: 'Antagonism at NMDA receptors',
        why: 'Memantine is used for moderate to severe Alzheimer disease, alone or added to a cholinesterase inhibitor, rather than as the usual initial drug.',
      },
      {
        text: 'Inhibition of cholinesterase',
        why: 'Donepezil, rivastigmine and galantamine increase synaptic acetylcholine, compensating for loss of cholinergic neurons; they are first-line for mild to moderate Alzheimer disease.',
      },
      {
        text: 'Inhibition of monoamine oxidase B',
        why: 'Selegiline and rasagiline inhibit dopamine breakdown and are used in Parkinson disease; they are not effective for Alzheimer disease.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Gradual, progressive decline over 2 years beginning with episodic memory loss and now impairing instrumental activities such as finances and driving, with normal attention, no parkinsonism or hallucinations, normal B12 and TSH, and medial temporal atrophy on MRI, is Alzheimer dementia. Degeneration of cholinergic neurons of the nucleus basalis of Meynert reduces cortical acetylcholine, so a cholinesterase inhibitor is the usual initial drug. Its adverse effects include nausea, diarrhea, vivid dreams and bradycardia with syncope.',
    objective: 'Diagnose Alzheimer disease and know the mechanism of cholinesterase inhibitors.',
    task: 'mechanism',
    steps: 3,
    takeHome: 'Mild to moderate Alzheimer disease: start a cholinesterase inhibitor (donepezil); add memantine for moderate to severe disease.',
  },
  {
    id: 'psych-q-defense-mechanism-regression',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Defense mechanisms: regression',
    stem: 'A 35-year-old man is evaluated on the orthopedic ward 4 days after surgical fixation of a femur fracture sustained in a motorcycle crash. Before the injury, he lived alone and worked as an engineer. The nurses report that he refuses to feed himself although his arms are uninjured, insists that his mother stay overnight, sulks and whines when staff leave the room, and now sleeps holding a stuffed animal that his mother brought from his childhood home. He has no history of psychiatric illness and does not use alcohol or illicit drugs. Vital signs are normal. He is alert, oriented, and attentive, and his speech is clear and logical. His pain is well controlled.',
    leadIn: 'Which of the following defense mechanisms best describes his behavior?',
    options: [
      {
        text: 'Denial',
        why: 'Denial is refusal to accept a painful reality, such as insisting that a fracture is minor or planning to ride the motorcycle tomorrow; nothing suggests that he minimizes his injury.',
      },
      {
        text: 'Displacement',
        why: 'Displacement redirects feelings from their true source to a safer target, such as shouting at the nurses when angry at the driver who hit him.',
      },
      {
        text: 'Projection',
        why: 'Projection attributes one\'s own unacceptable feelings to others, such as accusing the staff of hostility he himself feels.',
      },
      {
        text: 'Regression',
        why: 'Regression is a return to behavior typical of an earlier developmental stage under stress; it is common in hospitalized patients who become dependent on others.',
      },
      {
        text: 'Splitting',
        why: 'Splitting divides people into all good or all bad, for example idealizing one nurse while devaluing another; it is typical of borderline personality disorder.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Under the stress of injury and hospitalization, this previously independent adult has begun to behave like a young child: asking to be fed, clinging to his mother, whining when left alone and seeking comfort from a childhood toy. He is alert and attentive with logical speech, so delirium is unlikely. Returning to an earlier developmental level is regression, an immature defense. Staff can respond with consistent, supportive care that encourages him to do what he can for himself.',
    objective: 'Identify regression as a defense mechanism in a hospitalized patient.',
    task: 'interpretation',
    steps: 1,
    takeHome: 'Regression: reverting to childlike behavior under stress, common in hospitalized or ill patients.',
  },
  {
    id: 'psych-q-operant-negative-reinforcement',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Operant conditioning: negative reinforcement',
    stem: 'A 4-year-old boy is brought to the clinic by his mother because of temper tantrums for 6 months. At the grocery store checkout, he screams and throws himself on the floor when she refuses to buy him candy. To stop the screaming, she gives him the candy, and he quiets at once. She now hands him candy as soon as they reach the checkout, and his tantrums have become more frequent in other settings as well. He is otherwise developing normally, and the physical examination is normal.',
    leadIn: 'The mother\'s behavior of giving candy is being strengthened by which of the following?',
    options: [
      {
        text: 'Classical conditioning',
        why: 'Classical conditioning pairs a neutral stimulus with one that produces an involuntary response, as in Pavlov\'s dogs; her giving candy is a voluntary behavior shaped by its consequences.',
      },
      {
        text: 'Extinction',
        why: 'Extinction is the fading of a behavior when it is no longer reinforced; it is what would happen to the tantrums if she stopped giving candy and ignored them.',
      },
      {
        text: 'Negative reinforcement',
        why: 'Her behavior increases because it removes an unpleasant stimulus, the screaming; removing something aversive to increase a behavior is negative reinforcement.',
      },
      {
        text: 'Positive punishment',
        why: 'Positive punishment adds an unpleasant consequence to decrease a behavior, such as a reprimand; her behavior is increasing, not decreasing.',
      },
      {
        text: 'Positive reinforcement',
        why: 'The child\'s tantrums are positively reinforced by receiving candy, but the question asks about the mother, whose behavior is reinforced by the removal of the screaming.',
      },
    ],
    answerIndex: 2,
    rationale:
      'This is operant conditioning acting on two people at once. The child\'s tantrums are followed by something pleasant (candy), so they increase through positive reinforcement. The mother\'s giving of candy is followed by the end of something unpleasant (the screaming), so it increases through negative reinforcement. Advice for the family is to stop rewarding tantrums, expect a brief extinction burst, and praise calm behavior.',
    objective: 'Distinguish negative reinforcement from positive reinforcement and punishment in a clinical example.',
    task: 'interpretation',
    steps: 2,
    takeHome: 'Reinforcement increases a behavior: positive adds a reward, negative removes something aversive; punishment decreases a behavior.',
    table: {
      caption: 'Operant conditioning',
      header: ['Process', 'Consequence', 'Effect on behavior'],
      rows: [
        ['Positive reinforcement', 'Pleasant stimulus added', 'Increases'],
        ['Negative reinforcement', 'Aversive stimulus removed', 'Increases'],
        ['Positive punishment', 'Aversive stimulus added', 'Decreases'],
        ['Negative punishment', 'Pleasant stimulus removed', 'Decreases'],
        ['Extinction', 'Reinforcement withheld', 'Decreases'],
      ],
    },
  },
  {
    id: 'psych-q-methadone-qt-prolongation',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Methadone-induced QT prolongation',
    stem: 'A 44-year-old man is brought to the emergency department after he fainted while watching television; it was his second episode this week. Each episode lasted less than a minute, without tongue biting or confusion afterward. He has opioid use disorder and has been in a methadone maintenance program for 4 years; because of persistent cravings, his dose was increased from 90 to 140 mg daily 1 month ago. He takes no other medications and has not used other drugs. Pulse is 64/min, and blood pressure is 124/78 mm Hg. Examination is normal. Cardiac monitoring shows self-terminating runs of polymorphic ventricular tachycardia with a twisting QRS axis. The baseline ECG shows sinus rhythm, a QRS duration of 90 msec, and a corrected QT interval of 580 msec. Serum potassium is 4.1 mEq/L, magnesium is 1.9 mEq/L, and calcium is 9.2 mg/dL.',
    leadIn: 'This adverse effect is caused mainly by blockade of which of the following?',
    options: [
      {
        text: 'Beta-1 adrenergic receptors',
        why: 'Beta-1 blockade slows the heart and atrioventricular conduction; it does not prolong ventricular repolarization and is not a property of methadone.',
      },
      {
        text: 'Delayed rectifier potassium channels',
        why: 'Methadone blocks the rapid delayed rectifier potassium current (IKr, encoded by hERG), prolonging phase 3 repolarization and the QT interval and predisposing to torsades de pointes in a dose-dependent way.',
      },
      {
        text: 'Fast voltage-gated cardiac sodium channels',
        why: 'Sodium channel blockade by tricyclic antidepressants and class I antiarrhythmics widens the QRS complex; his QRS duration is normal.',
      },
      {
        text: 'HCN funny current channels',
        why: 'Blocking the funny current with ivabradine slows the sinus node without prolonging repolarization.',
      },
      {
        text: 'L-type calcium channels',
        why: 'L-type calcium channel blockers such as verapamil cause bradycardia and atrioventricular block, not QT prolongation with torsades.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Recurrent syncope with polymorphic ventricular tachycardia and a QTc of 580 msec, with normal electrolytes, after a methadone dose increase is drug-induced long QT syndrome with torsades de pointes. Methadone prolongs the QT interval in a dose-related manner, so ECG monitoring is recommended at baseline and after dose increases. Treatment is intravenous magnesium, correction of electrolytes, avoiding other QT-prolonging drugs, and reducing the dose or switching to buprenorphine, which has little effect on the QT interval.',
    objective: 'Recognise methadone-induced QT prolongation and relate it to potassium channel blockade.',
    task: 'adverse-effect',
    steps: 2,
    takeHome: 'Methadone blocks hERG potassium channels: monitor the QTc, and consider buprenorphine if it is prolonged.',
  },
  {
    id: 'psych-q-primary-polydipsia-schizophrenia',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Primary polydipsia in schizophrenia',
    stem: 'A 36-year-old man with schizophrenia is brought to the emergency department from his group home after a generalized tonic-clonic seizure. Staff members say that over the past month he has carried a large water bottle, refilled it constantly from the bathroom taps, and urinated frequently. He eats regular meals at the home and does not drink alcohol. His only medication is risperidone, which he has taken at the same dose for 3 years. Temperature is 36.9°C, pulse is 88/min, and blood pressure is 128/78 mm Hg. He is drowsy but arousable. Mucous membranes are moist, and there is no edema. Serum sodium is 118 mEq/L, potassium is 3.8 mEq/L, urea nitrogen is 5 mg/dL, creatinine is 0.7 mg/dL, glucose is 90 mg/dL, and osmolality is 248 mOsm/kg H₂O. TSH is 2.2 μU/mL, and morning serum cortisol is 16 μg/dL. Urine osmolality is 70 mOsm/kg H₂O, and urine specific gravity is 1.002.',
    leadIn: 'Which of the following is the most likely cause of his hyponatremia?',
    options: [
      {
        text: 'Adrenal insufficiency',
        why: 'Cortisol deficiency impairs free water excretion and causes hyponatremia with concentrated urine; his morning cortisol is normal and his urine is maximally dilute.',
      },
      {
        text: 'Beer potomania',
        why: 'Low solute intake with heavy beer drinking also produces very dilute urine, but he does not drink alcohol and eats regular meals.',
      },
      {
        text: 'Hypothyroidism',
        why: 'Only severe hypothyroidism causes hyponatremia, and it does so with inappropriately concentrated urine; his TSH is normal.',
      },
      {
        text: 'Primary polydipsia',
        why: 'Drinking water faster than the kidneys can excrete it (about 10 to 15 L daily with normal solute intake) causes hyponatremia with appropriately suppressed ADH and maximally dilute urine.',
      },
      {
        text: 'Syndrome of inappropriate ADH secretion',
        why: 'SIADH, which risperidone and many psychotropic drugs can cause, produces hyponatremia with inappropriately concentrated urine, usually above 100 mOsm/kg H₂O; his urine is dilute.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Hypotonic hyponatremia with a urine osmolality of 70 mOsm/kg H₂O shows that ADH is suppressed and the kidneys are excreting free water as fast as they can. In a patient with schizophrenia who drinks water compulsively, eats normally and has normal thyroid and adrenal function, this is primary (psychogenic) polydipsia. Symptomatic hyponatremia is treated with hypertonic saline; once intake stops, a brisk water diuresis can raise sodium too quickly, so correction must be monitored to avoid osmotic demyelination. Clozapine may reduce polydipsia.',
    objective: 'Diagnose primary polydipsia from dilute urine in hyponatremia and distinguish it from SIADH.',
    task: 'diagnosis',
    steps: 2,
    takeHome: 'Hyponatremia with urine osmolality under 100 mOsm/kg H₂O means suppressed ADH: primary polydipsia or low solute intake, not SIADH.',
  },
  {
    id: 'psych-q-delusional-disorder',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Delusional disorder',
    stem: 'A 58-year-old woman comes to the clinic at her sister\'s urging. For 10 months, she has been convinced that her neighbor is poisoning the plants in her garden and listening to her telephone calls in order to force her to sell her house. She has installed security cameras, called the police several times, and hired a lawyer, and she cannot be persuaded otherwise. She continues to work full time as an accountant, pays her bills, and sees friends. She has not heard voices or seen things others cannot. Her mood is normal, and she has no history of mood episodes. She does not drink alcohol or use illicit drugs. Vital signs and the physical and neurologic examinations are normal. Her speech is organized and her affect is appropriate. The Mini-Mental State Examination score is 30/30.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Brief psychotic disorder',
        why: 'Brief psychotic disorder lasts from 1 day to less than 1 month with full return to function; her belief has lasted 10 months.',
      },
      {
        text: 'Delusional disorder',
        why: 'One or more fixed, false beliefs lasting at least 1 month, without other psychotic symptoms, with otherwise preserved functioning and no better explanation by a mood or substance-related disorder, define delusional disorder.',
      },
      {
        text: 'Paranoid personality disorder',
        why: 'Paranoid personality disorder is a lifelong, pervasive pattern of distrust of many people, not a fixed false belief about one specific situation arising in later life.',
      },
      {
        text: 'Schizophrenia',
        why: 'Schizophrenia requires two or more psychotic symptoms, such as hallucinations or disorganization, with a decline in functioning, for at least 6 months; she has only a delusion and functions well.',
      },
      {
        text: 'Schizophreniform disorder',
        why: 'Schizophreniform disorder has the same symptoms as schizophrenia but lasts 1 to 6 months; she lacks hallucinations, disorganization and negative symptoms.',
      },
    ],
    answerIndex: 1,
    rationale:
      'For 10 months she has held a fixed, plausible but false persecutory belief that does not yield to evidence. She has no hallucinations, disorganized speech or negative symptoms, her mood is normal, she does not use substances and cognition is intact. Apart from the effects of the delusion, she works and functions well. This is delusional disorder, persecutory type. Treatment is a trusting therapeutic relationship, psychotherapy and an antipsychotic, although insight is usually poor.',
    objective: 'Diagnose delusional disorder and distinguish it from schizophrenia and paranoid personality disorder.',
    task: 'diagnosis',
    steps: 1,
    takeHome: 'Delusional disorder: fixed false belief for 1 month or more, no other psychotic symptoms, functioning otherwise preserved.',
  },
  {
    id: 'psych-q-conversion-disorder',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Conversion disorder (functional neurological symptom disorder)',
    stem: 'A 26-year-old woman is brought to the emergency department because she has been unable to move her right leg for 6 hours. The weakness began suddenly an hour after her husband told her that he was leaving her. She has no headache, numbness of the face, or difficulty speaking, and she has no history of neurologic disease. She has no pending legal claim, does not want time off work, and is distressed by the weakness. Temperature is 36.8°C, pulse is 84/min, and blood pressure is 122/76 mm Hg. She cannot lift her right leg off the bed. When she is asked to raise her left leg against resistance, the examiner feels firm downward pressure from the right heel. Muscle tone and bulk are normal, deep tendon reflexes are 2+ and symmetric, and both plantar responses are flexor. MRI of the brain and spine is normal.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Conversion disorder',
        why: 'A motor symptom whose findings are incompatible with neurologic disease (a positive Hoover sign, normal reflexes and tone), not intentionally produced and causing distress, is conversion disorder; it often follows a stressor.',
      },
      {
        text: 'Factitious disorder',
        why: 'Factitious disorder is the intentional production of symptoms to assume the sick role; nothing suggests she is feigning, and the symptom is not consciously produced.',
      },
      {
        text: 'Illness anxiety disorder',
        why: 'Illness anxiety disorder is preoccupation with having a serious illness, with few or no symptoms; she has a prominent motor deficit.',
      },
      {
        text: 'Malingering',
        why: 'Malingering is intentional feigning for an external incentive such as money, drugs or avoiding work or prosecution; she has none.',
      },
      {
        text: 'Somatic symptom disorder',
        why: 'Somatic symptom disorder involves persistent physical symptoms, often pain, with excessive thoughts, feelings and behaviors about them, not an acute deficit incompatible with neurologic disease.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Acute weakness of one leg after a major emotional stressor, with a positive Hoover sign (involuntary hip extension of the "paralyzed" leg when the other leg is flexed against resistance), normal tone and reflexes, flexor plantar responses and normal MRI, is conversion disorder (functional neurological symptom disorder). The diagnosis rests on positive signs of internal inconsistency, not only on normal tests. Explaining the diagnosis clearly and referring for physical therapy and psychotherapy are the mainstays of treatment.',
    objective: 'Diagnose conversion disorder from positive signs such as the Hoover sign and distinguish it from factitious disorder and malingering.',
    task: 'diagnosis',
    steps: 1,
    takeHome: 'Conversion disorder: neurologic symptoms with positive signs of inconsistency (Hoover sign), not intentionally produced.',
  },
  {
    id: 'psych-q-persistent-depressive-disorder',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Persistent depressive disorder',
    stem: 'A 40-year-old man comes to the clinic because he has "always been down." For the past 3 years, he has felt sad most days, with low energy, poor self-esteem, and a sense that things will never improve. There has been no period longer than 3 weeks when he felt well. He continues to work as a bus dispatcher and spends time with his children, but he takes little pleasure in life. He sleeps 7 hours nightly, his appetite and weight are stable, and he has no thoughts of death or suicide. He has never had periods of elevated mood, increased energy, or decreased need for sleep. He drinks alcohol rarely and takes no medications. Vital signs and the physical examination are normal. Serum TSH is 2.3 μU/mL.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Adjustment disorder with depressed mood',
        why: 'Adjustment disorder begins within 3 months of an identifiable stressor and resolves within 6 months after it ends; he has no stressor, and his symptoms have lasted years.',
      },
      {
        text: 'Bipolar II disorder',
        why: 'Bipolar II disorder requires at least one hypomanic episode; he has never had periods of elevated mood or decreased need for sleep.',
      },
      {
        text: 'Cyclothymic disorder',
        why: 'Cyclothymic disorder involves 2 years of alternating hypomanic and depressive symptoms; he has had only depressive symptoms.',
      },
      {
        text: 'Major depressive disorder',
        why: 'A major depressive episode requires five of nine symptoms for 2 weeks, including depressed mood or anhedonia; he has low mood, reduced pleasure, low energy and poor self-esteem, but normal sleep and appetite and no thoughts of death.',
      },
      {
        text: 'Persistent depressive disorder',
        why: 'Depressed mood on most days for at least 2 years in adults, with two or more symptoms such as low energy, low self-esteem or hopelessness and no symptom-free period longer than 2 months, defines persistent depressive disorder.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Three years of chronic depressed mood with low energy, poor self-esteem and hopelessness, never free of symptoms for more than 2 months, without enough symptoms for a major depressive episode, without hypomania or mania, and with normal thyroid function, is persistent depressive disorder (dysthymia). It is treated with psychotherapy and an antidepressant such as an SSRI, often in combination. Patients are at risk of superimposed major depressive episodes.',
    objective: 'Diagnose persistent depressive disorder by its duration and symptom count.',
    task: 'diagnosis',
    steps: 1,
    takeHome: 'Persistent depressive disorder: depressed mood most days for 2 years or more (1 year in youth), never symptom-free longer than 2 months.',
  },
  {
    id: 'psych-q-adjustment-disorder',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Adjustment disorder',
    stem: 'A 45-year-old man comes to the clinic because of low mood and irritability for 5 weeks. Six weeks ago, he was laid off from his job as a warehouse manager. Since then, he has felt sad and worried about money, has had trouble falling asleep several nights a week, and has argued with his wife. He has stopped meeting friends for their weekly card game because he feels embarrassed. He still enjoys time with his children, applies for jobs every day, and eats normally. He has no feelings of worthlessness and no thoughts of death or suicide. He has no history of psychiatric illness. He drinks one or two beers on weekends and takes no medications. Vital signs and the physical examination are normal.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Acute stress disorder',
        why: 'Acute stress disorder follows exposure to actual or threatened death, serious injury or sexual violence, with intrusion and dissociative symptoms; losing a job is not such a trauma.',
      },
      {
        text: 'Adjustment disorder',
        why: 'Emotional or behavioral symptoms beginning within 3 months of an identifiable stressor, with distress out of proportion or impaired functioning, that do not meet criteria for another disorder define adjustment disorder.',
      },
      {
        text: 'Generalized anxiety disorder',
        why: 'Generalized anxiety disorder requires excessive worry about many areas of life for at least 6 months; his worry is recent and focused on the job loss.',
      },
      {
        text: 'Major depressive disorder',
        why: 'A major depressive episode requires five symptoms for at least 2 weeks, including depressed mood or anhedonia; he has low mood and insomnia but preserved interest, appetite and self-worth and no suicidal thoughts.',
      },
      {
        text: 'Persistent depressive disorder',
        why: 'Persistent depressive disorder requires depressed mood for at least 2 years; his symptoms began 5 weeks ago.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Sadness, worry, insomnia, irritability and social withdrawal that began within a week of losing his job, impairing his marriage and social life but not meeting criteria for a major depressive episode or another disorder, constitute adjustment disorder with mixed anxiety and depressed mood. Symptoms should resolve within 6 months after the stressor or its consequences end. Treatment is psychotherapy focused on coping and problem solving; medication is not first-line.',
    objective: 'Diagnose adjustment disorder and distinguish it from major depression and anxiety disorders.',
    task: 'diagnosis',
    steps: 1,
    takeHome: 'Adjustment disorder: distress within 3 months of a stressor that does not meet criteria for another disorder; treat with psychotherapy.',
  },
  {
    id: 'psych-q-avoidant-personality-disorder',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Avoidant personality disorder',
    stem: 'A 28-year-old man comes to the clinic because he feels lonely. He works as a software developer from home and has no close friends outside his family. He would like to have friends and a romantic partner, but he avoids social gatherings and has turned down two promotions that would require leading team meetings because he is afraid of being criticized or rejected. He joins group activities only when he is sure that people already like him. He describes himself as socially inept and less interesting than others. He has felt this way since early adolescence. He does not believe others intend to harm him and has no unusual beliefs or perceptual experiences. Vital signs and the physical examination are normal.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Avoidant personality disorder',
        why: 'A pervasive pattern, since adolescence, of social inhibition, feelings of inadequacy and hypersensitivity to criticism, with avoidance of relationships unless certain of being liked despite a wish for them, is avoidant personality disorder.',
      },
      {
        text: 'Dependent personality disorder',
        why: 'Dependent personality disorder involves an excessive need to be cared for, with submissive, clinging behavior and difficulty making decisions alone, rather than avoidance of relationships.',
      },
      {
        text: 'Paranoid personality disorder',
        why: 'Paranoid personality disorder is pervasive distrust and suspicion of others\' motives; he does not believe others intend to harm him.',
      },
      {
        text: 'Schizoid personality disorder',
        why: 'Schizoid personality disorder is detachment from relationships with little desire for them and indifference to praise or criticism; he wants relationships and fears rejection.',
      },
      {
        text: 'Schizotypal personality disorder',
        why: 'Schizotypal personality disorder involves social anxiety with odd beliefs, magical thinking and unusual perceptual experiences, which he does not have.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Since adolescence, he has avoided relationships and advancement because of fear of criticism and rejection, sees himself as inept and inferior, and engages with others only when sure of acceptance, yet he wishes for closeness. This enduring pattern is avoidant personality disorder, a cluster C disorder. The desire for relationships distinguishes it from schizoid personality disorder. Cognitive behavioral therapy and social skills training are the main treatments.',
    objective: 'Diagnose avoidant personality disorder and distinguish it from schizoid personality disorder.',
    task: 'diagnosis',
    steps: 1,
    takeHome: 'Avoidant personality disorder wants relationships but fears rejection; schizoid personality disorder does not want them.',
  },
  {
    id: 'psych-q-frontotemporal-dementia',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Frontotemporal dementia',
    stem: 'A 58-year-old man is brought to the clinic by his wife because of a change in his personality over 18 months. He has made crude sexual remarks to strangers, was caught taking candy from a store without paying, and now eats large amounts of sweets. He has lost interest in his grandchildren and shows no concern when his wife is upset. He repeatedly taps on tables and hums the same tune. He still finds his way around town and remembers recent family events. He sleeps 7 to 8 hours nightly and has had no periods of elevated mood. He has no hallucinations, tremor, or falls. He has no history of psychiatric illness and does not drink alcohol. Vital signs are normal. He is inappropriately jocular and shows no insight into the changes. Neurologic examination shows no focal deficits or parkinsonism. Serum TSH, vitamin B12, and rapid plasma reagin results are normal.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Alzheimer disease',
        why: 'Alzheimer disease typically begins after 65 years with impaired memory for recent events and later visuospatial problems; personality is relatively preserved early.',
      },
      {
        text: 'Bipolar I disorder',
        why: 'Disinhibition can suggest mania, but he has no elevated mood, decreased need for sleep or episodic course, and a first manic episode at 58 years would prompt a search for neurologic disease.',
      },
      {
        text: 'Dementia with Lewy bodies',
        why: 'This dementia causes fluctuating cognition, recurrent visual hallucinations, parkinsonism and REM sleep behavior disorder, none of which he has.',
      },
      {
        text: 'Frontotemporal dementia',
        why: 'The behavioral variant begins, often before 65 years, with disinhibition, apathy, loss of empathy, compulsive behaviors and hyperorality, with relatively preserved memory and visuospatial function.',
      },
      {
        text: 'Vascular dementia',
        why: 'Vascular dementia follows a stepwise course with focal neurologic signs and vascular risk factors; his decline is gradual and his examination is nonfocal.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Progressive change in personality and behavior in his 50s, with disinhibition (sexual remarks, shoplifting), apathy, loss of empathy, repetitive behaviors and a shift to sweet foods, with relatively spared memory and navigation, fits the behavioral variant of frontotemporal dementia. Reversible causes are excluded by normal TSH, B12 and syphilis serology. MRI typically shows frontal and anterior temporal atrophy. Cholinesterase inhibitors do not help; SSRIs may reduce behavioral symptoms.',
    objective: 'Recognise behavioral variant frontotemporal dementia by early personality change with preserved memory.',
    task: 'diagnosis',
    steps: 1,
    takeHome: 'Early disinhibition, apathy, compulsions and hyperorality with spared memory suggest behavioral variant frontotemporal dementia.',
  },
  {
    id: 'psych-q-body-dysmorphic-disorder',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'Body dysmorphic disorder',
    stem: 'A 22-year-old woman comes to the dermatology clinic requesting another laser resurfacing procedure for what she describes as huge pores and disfiguring acne scars on her face. She has had three procedures in the past 2 years and was dissatisfied with each. She spends about 4 hours daily examining her skin in mirrors, applying heavy makeup, and asking her roommate whether the scars are visible. She picks at her skin to smooth it and has stopped attending classes because she believes other students stare at her face. She eats normally and is not concerned about her weight. Vital signs are normal. Examination of the face shows a few faint, shallow scars that are barely visible at conversational distance and several small excoriations on the cheeks.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Body dysmorphic disorder',
        why: 'Preoccupation with perceived defects in appearance that are slight or not observable to others, with repetitive behaviors such as mirror checking, camouflaging and reassurance seeking, causing impairment, is body dysmorphic disorder.',
      },
      {
        text: 'Excoriation disorder',
        why: 'Excoriation disorder is recurrent skin picking with failed attempts to stop; when picking is done to remove a perceived appearance flaw, body dysmorphic disorder is the diagnosis.',
      },
      {
        text: 'Illness anxiety disorder',
        why: 'Illness anxiety disorder is fear of having a serious disease; her concern is with appearance, not illness.',
      },
      {
        text: 'Obsessive-compulsive disorder',
        why: 'OCD involves obsessions and compulsions on themes such as contamination or harm; when they center on perceived appearance defects, body dysmorphic disorder is diagnosed instead.',
      },
      {
        text: 'Social anxiety disorder',
        why: 'Social anxiety disorder is fear of being judged in social situations; her avoidance stems from the belief that her face is disfigured, not from a primary fear of scrutiny.',
      },
    ],
    answerIndex: 0,
    rationale:
      'She is preoccupied with skin flaws that are barely visible to others and spends hours checking, camouflaging, seeking reassurance and picking, and she has withdrawn from school. Repeated cosmetic procedures have not satisfied her. This is body dysmorphic disorder, an obsessive-compulsive related disorder. Further cosmetic treatment rarely helps and can worsen distress; cognitive behavioral therapy and a high-dose SSRI are effective, and suicide risk should be assessed.',
    objective: 'Diagnose body dysmorphic disorder in a patient seeking repeated cosmetic treatment.',
    task: 'diagnosis',
    steps: 1,
    takeHome: 'Body dysmorphic disorder: preoccupation with slight or imagined flaws; treat with CBT and an SSRI rather than cosmetic procedures.',
  },
  {
    id: 'psych-q-ssri-discontinuation-syndrome',
    category: 'Psychiatry',
    examTypes: ['usmle', 'comlex'],
    topic: 'SSRI discontinuation syndrome',
    stem: 'A 34-year-old woman comes to the emergency department because of dizziness, nausea, and brief electric shock-like sensations in her head when she moves her eyes for 2 days. She also feels irritable and anxious, has vivid dreams, and aches as if she had the flu. She has taken paroxetine for major depressive disorder for 1 year and stopped it abruptly 3 days ago because she felt well. She has no hearing loss, headache, or neck stiffness. She takes no other medications and does not use alcohol or illicit drugs. Temperature is 37.1°C, pulse is 88/min, and blood pressure is 120/78 mm Hg. Pupils are 4 mm and reactive. There is no nystagmus. Deep tendon reflexes are 2+ without clonus, and gait is normal.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Discontinuation syndrome',
        why: 'Abruptly stopping a short half-life SSRI such as paroxetine commonly causes dizziness, electric shock-like sensations, nausea, flu-like symptoms, irritability and vivid dreams within days; restarting the drug and tapering it relieves the symptoms.',
      },
      {
        text: 'Generalized anxiety disorder',
        why: 'Generalized anxiety disorder requires 6 months of excessive worry; her anxiety began with a cluster of somatic symptoms 2 days after stopping a drug.',
      },
      {
        text: 'Recurrent major depression',
        why: 'Relapse develops over weeks, with low mood and anhedonia; it does not cause electric shock-like sensations or flu-like symptoms within days of stopping treatment.',
      },
      {
        text: 'Serotonin syndrome',
        why: 'Serotonin excess causes fever, tachycardia, mydriasis, hyperreflexia and clonus after adding a serotonergic drug, not after stopping one.',
      },
      {
        text: 'Vestibular neuritis',
        why: 'Vestibular neuritis causes continuous severe vertigo with nystagmus and gait instability after a viral illness, without electric shock-like sensations or mood symptoms.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Dizziness, nausea, electric shock-like sensations with eye movement, flu-like aches, irritability and vivid dreams beginning 1 to 3 days after abrupt cessation of paroxetine, with normal vital signs, pupils and reflexes, is antidepressant discontinuation syndrome. Paroxetine and venlafaxine, with short half-lives, cause it most often; fluoxetine rarely does. It is not dangerous but is distressing; restarting the drug and tapering slowly prevents it.',
    objective: 'Recognise SSRI discontinuation syndrome and distinguish it from serotonin syndrome and depressive relapse.',
    task: 'diagnosis',
    steps: 1,
    takeHome: 'Stopping short half-life antidepressants (paroxetine, venlafaxine) abruptly causes dizziness, "brain zaps" and flu-like symptoms: taper.',
  },
];
