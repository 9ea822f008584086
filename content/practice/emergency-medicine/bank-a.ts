import type { WrittenItem } from '../types';

export const items: readonly WrittenItem[] = [
  {
    id: 'em-q-beta-blocker-overdose-glucagon',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Beta-blocker overdose',
    stem: 'A 52-year-old woman is brought to the emergency department 2 hours after her husband found her drowsy next to an empty bottle of his metoprolol tablets. She has major depressive disorder treated with sertraline. Temperature is 36.4°C, pulse is 38/min, respirations are 14/min, blood pressure is 74/42 mm Hg, and oxygen saturation is 96% on room air. She is drowsy but arousable and follows commands. The extremities are cool, and the lungs are clear. Serum glucose concentration is 76 mg/dL, and potassium concentration is 4.4 mEq/L. An ECG shows sinus bradycardia with a PR interval of 240 msec and a QRS duration of 90 msec. She receives 1 L of intravenous crystalloid and two 1-mg doses of intravenous atropine without any change in heart rate or blood pressure.',
    leadIn: 'Which of the following is the mechanism of action of the most appropriate next drug?',
    options: [
      {
        text: 'Activation of adenylyl cyclase via glucagon receptors',
        why: 'Glucagon binds its own Gs-coupled receptor on cardiac myocytes, so cAMP rises and calcium entry increases even though the β1 receptors are occupied by metoprolol. An intravenous bolus of about 5 mg is given and followed by an infusion if it works; vomiting is common.',
      },
      {
        text: 'Antagonism of muscarinic receptors at the sinoatrial node',
        why: 'This is how atropine works. It has already failed, as it often does here, because the problem is loss of β-adrenergic drive rather than excess vagal tone; it is first-line for symptomatic bradycardia from vagal causes.',
      },
      {
        text: 'Binding of the drug by antibody fragments',
        why: 'Digoxin immune Fab binds digoxin and would be right for digoxin toxicity with bradyarrhythmias and hyperkalemia; it has no effect on metoprolol.',
      },
      {
        text: 'Competitive antagonism at μ-opioid receptors',
        why: 'Naloxone reverses opioid toxicity with miosis and slow breathing; her respirations are normal, and her drowsiness reflects low cardiac output.',
      },
      {
        text: 'Reversal of sodium-channel blockade by hypertonic sodium',
        why: 'Sodium bicarbonate treats QRS widening from sodium-channel blockers such as tricyclics or propranolol; her QRS is narrow, and metoprolol has little membrane-stabilizing activity.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Bradycardia, hypotension, cool extremities and a prolonged PR interval with a narrow QRS after swallowing metoprolol indicate β-blocker poisoning. When fluid and atropine fail, glucagon is a standard antidote because it raises myocardial cAMP through a receptor that the β-blocker does not occupy. High-dose insulin with dextrose is an equally accepted antidote that many toxicologists start early, and vasopressors and pacing are added when the response is inadequate.',
    objective: 'Explain how glucagon restores heart rate and contractility in β-blocker poisoning.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'β-Blocker overdose unresponsive to atropine: glucagon raises cAMP through its own receptor, bypassing the blocked β1 receptor.',
  },
  {
    id: 'em-q-calcium-channel-blocker-hyperglycemia',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Calcium channel blocker overdose',
    stem: 'A 64-year-old man is brought to the emergency department 5 hours after he swallowed about 30 extended-release verapamil tablets in a suicide attempt. He has hypertension and has never been told he has diabetes mellitus. He feels light-headed. Temperature is 36.7°C, pulse is 44/min, respirations are 16/min, blood pressure is 78/44 mm Hg, and oxygen saturation is 97% on room air. He is alert and oriented. The lungs are clear, and the extremities are cool. Serum sodium concentration is 139 mEq/L, potassium 4.2 mEq/L, chloride 104 mEq/L, bicarbonate 19 mEq/L, creatinine 1.1 mg/dL, glucose 278 mg/dL, and lactate 3.6 mmol/L. Hemoglobin A1c is 5.3%. An ECG shows a junctional rhythm at 44/min with a QRS duration of 92 msec.',
    leadIn: "Which of the following best explains this patient's serum glucose concentration?",
    options: [
      {
        text: 'Blocked calcium influx into pancreatic β cells',
        why: 'Glucose closes KATP channels, the β cell depolarizes, and L-type calcium channels open to trigger insulin exocytosis. Verapamil blocks this last step, so insulin secretion falls and glucose rises.',
      },
      {
        text: 'Closure of ATP-sensitive potassium channels in β cells',
        why: 'Sulfonylureas close KATP channels and release insulin, causing hypoglycemia rather than hyperglycemia; octreotide is then used to block further insulin release.',
      },
      {
        text: 'Glucocorticoid-induced insulin resistance',
        why: 'Glucocorticoids raise glucose through gluconeogenesis and insulin resistance; he takes none, and here the problem is too little insulin.',
      },
      {
        text: 'Immune-mediated destruction of β cells',
        why: 'Autoimmune β-cell destruction causes type 1 diabetes, which develops over weeks and raises the hemoglobin A1c; his is normal.',
      },
      {
        text: 'Opening of ATP-sensitive potassium channels in β cells',
        why: 'Diazoxide causes hyperglycemia this way, by hyperpolarizing the β cell; verapamil acts further downstream, at the calcium channel.',
      },
    ],
    answerIndex: 0,
    rationale:
      'A junctional bradycardia and hypotension with preserved mental status after a verapamil overdose indicate calcium channel blocker poisoning. Hyperglycemia in a patient without diabetes (normal hemoglobin A1c) is typical and tracks the severity of poisoning, because insulin release depends on calcium entry into β cells. The resulting insulin deficiency also deprives the stressed myocardium of glucose, which is why high-dose insulin with dextrose is a mainstay of treatment, together with intravenous calcium and vasopressors. β-Blocker poisoning, by contrast, tends to cause normal or low glucose.',
    objective: 'Explain the hyperglycemia of calcium channel blocker poisoning.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Calcium channel blocker overdose: bradycardia, hypotension and hyperglycemia from blocked insulin release; treat with calcium and high-dose insulin.',
  },
  {
    id: 'em-q-iron-poisoning-deferoxamine',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Iron poisoning',
    stem: 'A 3-year-old girl is brought to the emergency department 4 hours after her mother found her with an open bottle of prenatal vitamins; about 40 tablets, each containing 27 mg of elemental iron, are missing. The girl weighs 14 kg. She has vomited five times, once with blood, and has had two episodes of bloody diarrhea. She is now difficult to arouse. Temperature is 37.1°C, pulse is 164/min, respirations are 38/min, and blood pressure is 68/38 mm Hg. Capillary refill time is 4 seconds. The abdomen is diffusely tender. Serum sodium concentration is 138 mEq/L, chloride 106 mEq/L, bicarbonate 10 mEq/L, glucose 172 mg/dL, and lactate 6.2 mmol/L. Leukocyte count is 17,400/mm³. Serum iron concentration is 640 μg/dL. Intravenous crystalloid boluses are started.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Activated charcoal',
        why: 'Charcoal does not adsorb iron (or other metals, lithium or alcohols). When tablets are seen on an abdominal radiograph, whole-bowel irrigation is used instead.',
      },
      {
        text: 'Deferoxamine',
        why: 'Intravenous deferoxamine chelates free ferric iron into ferrioxamine, which the kidneys excrete, often turning the urine reddish. It is indicated for shock, altered mental status, metabolic acidosis or a serum iron above 500 μg/dL; rapid infusion can cause hypotension, and infusion for more than 24 hours has been linked to lung injury.',
      },
      {
        text: 'Dimercaprol',
        why: 'Dimercaprol chelates arsenic and mercury and is combined with edetate for lead encephalopathy; it is not used for iron.',
      },
      {
        text: 'N-acetylcysteine',
        why: 'N-acetylcysteine replenishes glutathione in acetaminophen poisoning; it does not bind iron.',
      },
      {
        text: 'Succimer',
        why: 'Oral succimer treats lead poisoning in children; it is not an iron chelator and could not be given by mouth to a vomiting, obtunded child.',
      },
    ],
    answerIndex: 1,
    rationale:
      'About 77 mg/kg of elemental iron (40 × 27 mg in a 14-kg child) is a potentially lethal dose. Vomiting, hematemesis and bloody diarrhea from corrosive injury of the gut, followed by lethargy, shock and a high anion gap metabolic acidosis (anion gap 138 - (106 + 10) = 22 mEq/L), with a serum iron of 640 μg/dL, indicate severe iron poisoning. Free iron disrupts mitochondrial oxidative phosphorylation, causing lactic acidosis; hyperglycemia and leukocytosis are common. Treatment is volume resuscitation and intravenous deferoxamine.',
    objective: 'Recognize severe iron poisoning and treat it with deferoxamine.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Iron poisoning with shock, acidosis or serum iron above 500 μg/dL: intravenous deferoxamine; charcoal does not bind iron.',
    table: {
      caption: 'Chelating agents and their poisons',
      header: ['Agent', 'Main use'],
      rows: [
        ['Deferoxamine', 'Iron'],
        ['Dimercaprol', 'Arsenic, mercury; lead encephalopathy'],
        ['Edetate calcium disodium', 'Lead'],
        ['Succimer (oral)', 'Lead in children'],
        ['Penicillamine', 'Copper (Wilson disease)'],
      ],
    },
  },
  {
    id: 'em-q-isoniazid-refractory-seizures',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Isoniazid poisoning',
    stem: 'A 17-year-old girl is brought to the emergency department after a generalized tonic-clonic seizure at home. Her mother says the girl was upset after an argument, and a bottle of the isoniazid tablets she began taking 2 months ago for latent tuberculosis infection is now empty. She does not drink alcohol or use drugs. In the emergency department she has another generalized seizure that continues after two doses of intravenous lorazepam. Temperature is 38.0°C, pulse is 132/min, respirations are 24/min, blood pressure is 146/88 mm Hg, and oxygen saturation is 95% with oxygen by nonrebreather mask. Serum sodium concentration is 139 mEq/L, potassium 4.0 mEq/L, chloride 101 mEq/L, bicarbonate 9 mEq/L, glucose 128 mg/dL, and lactate 11.4 mmol/L. Serum ethanol is undetectable. An ECG shows sinus tachycardia with a QRS duration of 88 msec.',
    leadIn: "Which of the following best explains why this patient's seizures continue despite lorazepam?",
    options: [
      {
        text: 'Antagonism at adenosine receptors',
        why: 'Theophylline and caffeine cause seizures by blocking adenosine receptors, and these seizures are also hard to control; she took isoniazid, not a methylxanthine.',
      },
      {
        text: 'Blockade of cardiac and neuronal sodium channels',
        why: 'Tricyclic antidepressants cause seizures with QRS widening and anticholinergic signs; her QRS is normal.',
      },
      {
        text: 'Cerebral edema from acute hyponatremia',
        why: 'Acute hyponatremia, for example after excess water intake or MDMA use, causes seizures treated with hypertonic saline; her sodium is normal.',
      },
      {
        text: 'Decreased synthesis of γ-aminobutyric acid',
        why: 'Without pyridoxal 5′-phosphate, glutamic acid decarboxylase cannot convert glutamate to GABA. Inhibitory tone falls, and benzodiazepines, which only enhance the action of GABA at GABA-A receptors, have little to work with.',
      },
      {
        text: 'Rebound glutamate activity after alcohol cessation',
        why: 'Alcohol withdrawal seizures occur 6-48 hours after heavy drinking stops and respond well to benzodiazepines; she does not drink, and her ethanol is undetectable.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Seizures that resist benzodiazepines together with a severe high anion gap lactic acidosis (anion gap 139 - (101 + 9) = 29 mEq/L) after an isoniazid overdose are the hallmark of isoniazid poisoning. Isoniazid forms hydrazones with pyridoxine and inhibits pyridoxine phosphokinase, depleting pyridoxal 5′-phosphate, the cofactor that brain glutamic acid decarboxylase needs to make GABA. Intravenous pyridoxine, 1 g for each gram of isoniazid taken (5 g when the amount is unknown), restores GABA synthesis and stops the seizures; benzodiazepines then work again.',
    objective: 'Explain why isoniazid seizures resist benzodiazepines and respond to pyridoxine.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Isoniazid overdose: benzodiazepine-resistant seizures and lactic acidosis from pyridoxine depletion and low GABA; give intravenous pyridoxine.',
  },
  {
    id: 'em-q-anticholinergic-physostigmine',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Anticholinergic toxicity',
    stem: 'A 16-year-old boy is brought to the emergency department by friends 3 hours after he drank tea brewed from the seeds of a wild plant at a party. He is agitated, mumbling incoherently and picking at objects that are not there. He takes no medications. Temperature is 38.6°C, pulse is 134/min, respirations are 18/min, blood pressure is 148/86 mm Hg, and oxygen saturation is 98% on room air. The pupils are 8 mm and minimally reactive to light. The face is flushed, and the skin and mucous membranes are dry. Bowel sounds are absent, and the bladder is palpable above the pubic symphysis. Serum glucose concentration is 108 mg/dL. An ECG shows sinus tachycardia with a QRS duration of 86 msec and a normal QT interval.',
    leadIn: 'Which of the following is the mechanism of action of the most appropriate antidote?',
    options: [
      {
        text: 'Antagonism at serotonin 5-HT2A receptors',
        why: 'Cyproheptadine is used for serotonin syndrome, which causes agitation and hyperthermia but with sweating, diarrhea, clonus and hyperreflexia rather than dry skin and ileus.',
      },
      {
        text: 'Blockade of the benzodiazepine site on GABA-A receptors',
        why: 'Flumazenil reverses benzodiazepine sedation; he is agitated rather than sedated, and flumazenil can provoke seizures.',
      },
      {
        text: 'Competitive antagonism at μ-opioid receptors',
        why: 'Naloxone reverses opioid toxicity, which causes miosis, slow breathing and sedation, the opposite of this picture.',
      },
      {
        text: 'Reactivation of phosphorylated acetylcholinesterase',
        why: 'Pralidoxime regenerates acetylcholinesterase after organophosphate poisoning, a cholinergic crisis with miosis, sweating and bronchorrhea; it would not overcome muscarinic blockade.',
      },
      {
        text: 'Reversible inhibition of acetylcholinesterase',
        why: 'Physostigmine, a tertiary amine, crosses the blood-brain barrier and slows the breakdown of acetylcholine, which then outcompetes the muscarinic antagonist centrally and peripherally. It is given slowly with atropine at hand and is avoided when the QRS is wide.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Delirium with visual hallucinations, hyperthermia, tachycardia, dilated pupils, flushed dry skin, absent bowel sounds and urinary retention after drinking seed tea (jimsonweed, Datura stramonium, which contains atropine and scopolamine) form the anticholinergic toxidrome. Because the QRS is narrow, a tricyclic antidepressant is unlikely, and physostigmine can be used to reverse the delirium; benzodiazepines control agitation, and a urinary catheter relieves the retention.',
    objective: 'Recognize the anticholinergic toxidrome and state how physostigmine reverses it.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Anticholinergic delirium with a narrow QRS: physostigmine, a reversible cholinesterase inhibitor that enters the brain.',
    table: {
      caption: 'Distinguishing toxidromes',
      header: ['Toxidrome', 'Pupils', 'Skin', 'Gut and bladder'],
      rows: [
        ['Anticholinergic', 'Dilated', 'Hot, dry, flushed', 'Ileus, urinary retention'],
        ['Sympathomimetic', 'Dilated', 'Sweaty', 'Usually normal'],
        ['Cholinergic', 'Small', 'Sweaty', 'Diarrhea, urination'],
        ['Opioid', 'Small', 'Normal or cool', 'Decreased bowel sounds'],
      ],
    },
  },
  {
    id: 'em-q-flumazenil-withdrawal-seizures',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Benzodiazepine overdose: flumazenil',
    stem: 'A 45-year-old woman is brought to the emergency department 1 hour after her husband found her sleepy and slurring her words next to an empty bottle of alprazolam. She has taken alprazolam 1 mg three times daily for panic disorder for 6 years. She takes no other medications and does not drink alcohol. Temperature is 36.8°C, pulse is 84/min, respirations are 12/min, blood pressure is 114/72 mm Hg, and oxygen saturation is 97% on room air. She opens her eyes to voice, answers in short phrases, and coughs and swallows normally. The pupils are 4 mm and reactive. Serum glucose concentration is 96 mg/dL. Serum acetaminophen, salicylate and ethanol are undetectable. An ECG shows normal sinus rhythm with normal intervals. A resident suggests giving flumazenil to wake her.',
    leadIn: 'Administration of flumazenil to this patient places her at greatest risk for which of the following?',
    options: [
      {
        text: 'Acute dystonic reaction',
        why: 'Dystonia follows dopamine D2 blockade by antipsychotics or antiemetics such as haloperidol or metoclopramide; flumazenil does not act on dopamine receptors.',
      },
      {
        text: 'Bradycardia',
        why: 'Bradycardia is a risk of physostigmine, β-blockers and digoxin; withdrawal precipitated by flumazenil causes tachycardia instead.',
      },
      {
        text: 'Malignant hyperthermia',
        why: 'Malignant hyperthermia is triggered by volatile anesthetics or succinylcholine in people with ryanodine receptor mutations.',
      },
      {
        text: 'Seizures',
        why: 'Long-term benzodiazepine use adapts GABA-A signaling to the constant presence of the drug; abruptly displacing it leaves the brain without inhibitory tone, and withdrawal seizures can follow within minutes and resist benzodiazepines while flumazenil is bound.',
      },
      {
        text: 'Torsades de pointes',
        why: 'Torsades follows QT prolongation by drugs such as methadone, haloperidol or macrolides; flumazenil does not prolong the QT interval.',
      },
    ],
    answerIndex: 3,
    rationale:
      'She has an isolated benzodiazepine overdose with adequate breathing and intact airway reflexes, which needs only observation and supportive care. Flumazenil is a competitive antagonist at the benzodiazepine site of the GABA-A receptor. In a patient dependent on daily alprazolam for 6 years it precipitates acute withdrawal with seizures; it also unmasks seizures from proconvulsant co-ingestants such as tricyclics. Its use is limited to benzodiazepine-naive patients, such as those oversedated during a procedure.',
    objective: 'Recognize the seizure risk of flumazenil in patients with benzodiazepine dependence.',
    task: 'adverse-effect',
    steps: 2,
    takeHome: 'Avoid flumazenil in chronic benzodiazepine users and possible proconvulsant co-ingestion: it precipitates seizures.',
  },
  {
    id: 'em-q-methadone-overdose-naloxone-infusion',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Methadone overdose: recurrent respiratory depression',
    stem: 'A 34-year-old man is brought to the emergency department by ambulance after a friend found him unresponsive. The friend says he swallowed several methadone tablets bought on the street about 3 hours ago. Paramedics found him breathing 6 times a minute; he awoke and breathed normally after 0.4 mg of intravenous naloxone. On arrival, temperature is 36.6°C, pulse is 88/min, respirations are 16/min, blood pressure is 126/78 mm Hg, and oxygen saturation is 97% on room air. Ninety minutes later he is difficult to arouse; respirations are 7/min, oxygen saturation is 87% on room air, and the pupils are 2 mm. He again awakens and breathes normally after a second 0.4-mg dose of naloxone. Serum glucose concentration is 104 mg/dL, and an ECG shows sinus rhythm with a QTc interval of 470 msec.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Discharge home with a take-home naloxone kit',
        why: 'After a heroin or fentanyl overdose, discharge with naloxone and referral for treatment is appropriate once several hours of observation show no recurrence; it is unsafe while a long-acting opioid is still causing recurrent hypoventilation.',
      },
      {
        text: 'Intravenous flumazenil',
        why: 'Flumazenil reverses benzodiazepines and risks seizures; the response to naloxone identifies an opioid as the cause.',
      },
      {
        text: 'Intravenous naloxone infusion',
        why: 'A continuous infusion, starting at about two-thirds of the waking bolus dose per hour and titrated to adequate breathing rather than full arousal, covers the long duration of methadone while avoiding precipitated withdrawal; he is admitted to a monitored bed.',
      },
      {
        text: 'Oral naltrexone',
        why: 'Naltrexone is a long-acting antagonist for relapse prevention in opioid or alcohol use disorder after withdrawal is complete; now it would precipitate severe, prolonged withdrawal, and it cannot be swallowed safely by a sedated patient.',
      },
      {
        text: 'Sublingual buprenorphine',
        why: 'Buprenorphine can be started in the emergency department for opioid use disorder once the patient is in withdrawal; it is not a treatment for ongoing respiratory depression.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Hypoventilation and miosis that reverse with naloxone confirm opioid toxicity. Naloxone acts for only 30-90 minutes, whereas methadone often has a half-life longer than 24 hours, so sedation and hypoventilation return once each bolus wears off, as happened here. After an effective bolus, a naloxone infusion is started and the patient is observed in a monitored setting; the QT interval, which methadone prolongs, is followed on serial ECGs.',
    objective: 'Treat recurrent respiratory depression from a long-acting opioid with a naloxone infusion.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Naloxone wears off in 30-90 minutes; after methadone overdose with recurrent sedation, start a naloxone infusion and admit for monitoring.',
  },
  {
    id: 'em-q-ethylene-glycol-oxalate-crystals',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Ethylene glycol poisoning',
    stem: 'A 42-year-old man is brought to the emergency department because of confusion and vomiting. His roommate found him in their garage this morning, drowsy and slurring his words, beside an open jug of an automotive fluid. He has alcohol use disorder. Temperature is 36.9°C, pulse is 112/min, respirations are 28/min and deep, blood pressure is 138/84 mm Hg, and oxygen saturation is 98% on room air. He is drowsy and disoriented but follows objects with his eyes, and the optic discs are normal. Serum sodium concentration is 138 mEq/L, potassium 5.1 mEq/L, chloride 101 mEq/L, bicarbonate 8 mEq/L, urea nitrogen 22 mg/dL, creatinine 2.3 mg/dL, glucose 108 mg/dL, calcium 7.4 mg/dL, and lactate 2.6 mmol/L. Arterial pH is 7.19, and PCO₂ is 21 mm Hg. Measured serum osmolality is 328 mOsm/kg H₂O. Serum ethanol is undetectable.',
    leadIn: "Microscopic examination of this patient's urine is most likely to show which of the following?",
    options: [
      {
        text: 'Coffin lid-shaped crystals',
        why: 'Magnesium ammonium phosphate (struvite) crystals form in alkaline urine infected with urease-producing organisms such as Proteus.',
      },
      {
        text: 'Envelope-shaped crystals',
        why: 'Calcium oxalate dihydrate crystals look like envelopes (a square crossed by an X); needle-shaped monohydrate crystals may also be seen, and their absence does not exclude poisoning.',
      },
      {
        text: 'Hexagonal crystals',
        why: 'Hexagonal cystine crystals indicate cystinuria, an inherited cause of recurrent kidney stones in young patients.',
      },
      {
        text: 'Red blood cell casts',
        why: 'Red cell casts indicate glomerulonephritis; ethylene glycol injures the tubules rather than the glomeruli.',
      },
      {
        text: 'Rhomboid crystals',
        why: 'Rhomboid uric acid crystals appear with gout, uric acid stones or tumor lysis syndrome, not with antifreeze ingestion.',
      },
    ],
    answerIndex: 1,
    rationale:
      'He has a high anion gap metabolic acidosis (anion gap 138 - (101 + 8) = 29 mEq/L) with only a slightly raised lactate and an osmolal gap of about 38 (calculated osmolality 2 × 138 + 108/18 + 22/2.8 ≈ 290 mOsm/kg), plus acute kidney injury and hypocalcemia, after exposure to an automotive fluid: this is ethylene glycol (antifreeze) poisoning; normal optic discs argue against methanol. Alcohol dehydrogenase converts ethylene glycol to glycolic acid, which causes the acidosis, and then to oxalic acid, which binds calcium and precipitates as calcium oxalate in the tubules. Treatment is fomepizole, with hemodialysis for kidney injury or severe acidosis.',
    objective: 'Recognize ethylene glycol poisoning and predict calcium oxalate crystalluria.',
    task: 'interpretation',
    steps: 2,
    takeHome: 'Anion gap acidosis, osmolal gap, kidney injury and low calcium point to ethylene glycol: look for envelope-shaped calcium oxalate crystals.',
    table: {
      caption: 'Toxic alcohols',
      header: ['Alcohol', 'Toxic product', 'Key findings'],
      rows: [
        ['Methanol', 'Formic acid', 'Anion gap acidosis, visual loss, optic disc swelling'],
        ['Ethylene glycol', 'Glycolic and oxalic acid', 'Anion gap acidosis, kidney injury, oxalate crystals, hypocalcemia'],
        ['Isopropyl alcohol', 'Acetone', 'Osmolal gap and ketosis without acidosis'],
      ],
    },
  },
  {
    id: 'em-q-dabigatran-reversal-idarucizumab',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Dabigatran-associated hemorrhage',
    stem: 'A 78-year-old man is brought to the emergency department 2 hours after he fell at home and struck his head. Since then he has had a worsening headache and has vomited twice. He has atrial fibrillation treated with dabigatran 150 mg twice daily, last taken 4 hours ago, and hypertension treated with amlodipine. Pulse is 92/min and irregularly irregular, respirations are 16/min, and blood pressure is 168/94 mm Hg. He is drowsy but oriented, and there is mild weakness of the left arm and leg. CT of the head shows a 12-mm acute subdural hematoma over the right hemisphere with 5 mm of midline shift, and the neurosurgeon plans evacuation. Hemoglobin concentration is 13.8 g/dL, platelet count is 210,000/mm³, INR is 1.4, and serum creatinine concentration is 1.0 mg/dL.',
    leadIn: 'Which of the following is the mechanism of action of the most appropriate reversal agent?',
    options: [
      {
        text: 'Catalytically inactive decoy of factor Xa',
        why: 'Andexanet alfa binds and sequesters the factor Xa inhibitors apixaban and rivaroxaban; it does not bind dabigatran, which inhibits thrombin.',
      },
      {
        text: 'Cofactor for γ-carboxylation of clotting factors',
        why: 'Vitamin K restores synthesis of factors II, VII, IX and X after warfarin over 12-24 hours; dabigatran does not act through vitamin K.',
      },
      {
        text: 'Humanized antibody fragment binding the drug',
        why: 'Idarucizumab, a humanized monoclonal antibody fragment, binds dabigatran with far greater affinity than thrombin does and neutralizes it within minutes; 5 g is given intravenously.',
      },
      {
        text: 'Ionic neutralization of heparin',
        why: 'Protamine, a positively charged protein, binds negatively charged heparin; it fully reverses unfractionated heparin and partly reverses low-molecular-weight heparin.',
      },
      {
        text: 'Replacement of vitamin K-dependent clotting factors',
        why: 'Four-factor prothrombin complex concentrate is first-line for warfarin reversal and an option for factor Xa inhibitor bleeding; for dabigatran it is a fallback only when idarucizumab is unavailable.',
      },
    ],
    answerIndex: 2,
    rationale:
      'An acute subdural hematoma with midline shift in a patient taking dabigatran, an oral direct thrombin inhibitor, is a life-threatening bleed that must be reversed before surgery. The specific reversal agent is idarucizumab. The INR poorly reflects the degree of anticoagulation by dabigatran, so the modest value here does not mean the drug effect is small; a normal thrombin time would exclude a significant effect. Because dabigatran is poorly protein-bound and cleared by the kidneys, hemodialysis can also remove it.',
    objective: 'Choose idarucizumab to reverse dabigatran and state its mechanism.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Dabigatran (direct thrombin inhibitor) is reversed by idarucizumab, an antibody fragment; apixaban and rivaroxaban by andexanet alfa or PCC.',
    table: {
      caption: 'Reversal of anticoagulants in major bleeding',
      header: ['Anticoagulant', 'Reversal'],
      rows: [
        ['Warfarin', 'Intravenous vitamin K plus four-factor PCC'],
        ['Unfractionated heparin', 'Protamine'],
        ['Dabigatran', 'Idarucizumab'],
        ['Apixaban, rivaroxaban', 'Andexanet alfa or four-factor PCC'],
      ],
    },
  },
  {
    id: 'em-q-rattlesnake-envenomation-antivenom',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Rattlesnake envenomation',
    stem: 'A 32-year-old man is brought to the emergency department 1 hour after a rattlesnake bit the back of his right hand while he was hiking in Arizona. He has severe burning pain in the hand and forearm. Temperature is 37.0°C, pulse is 108/min, respirations are 18/min, blood pressure is 122/76 mm Hg, and oxygen saturation is 98% on room air. There are two puncture wounds on the dorsum of the hand with surrounding ecchymosis. Tense swelling extends from the hand to the middle of the forearm; its marked edge has advanced 6 cm in the past 30 minutes. The forearm is soft, the radial pulse is normal, and passive finger extension causes only mild discomfort. Hemoglobin concentration is 15.1 g/dL, platelet count is 64,000/mm³, and INR is 2.1. The arm is splinted in a neutral position.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Fasciotomy of the forearm',
        why: 'Venom swelling is mostly subcutaneous, and true compartment syndrome is rare; it must be confirmed by measured pressures and is treated first with more antivenom. Fasciotomy is reserved for a proven compartment syndrome that persists despite antivenom.',
      },
      {
        text: 'Fresh frozen plasma transfusion',
        why: 'Venom-induced coagulopathy does not respond durably to plasma or platelets, which are quickly consumed; blood products are given, with antivenom, only for active life-threatening bleeding.',
      },
      {
        text: 'Incision and suction of the wound',
        why: 'Cutting and suctioning the bite removes little venom and adds tissue injury and infection.',
      },
      {
        text: 'Intravenous antivenom',
        why: 'Crotalidae antivenom (polyvalent immune Fab or F(ab′)2) neutralizes venom, halting the spread of swelling and reversing the thrombocytopenia and coagulopathy; doses are repeated until the local and laboratory effects are controlled.',
      },
      {
        text: 'Tourniquet above the elbow',
        why: 'A constricting band concentrates venom in the limb and worsens local tissue necrosis; it is not recommended for North American pit viper bites.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Rattlesnake (pit viper) venom causes local tissue injury and a consumptive coagulopathy. Swelling that spreads beyond the bite site, together with thrombocytopenia (64,000/mm³) and a raised INR, indicates significant envenomation, and antivenom is the only treatment that stops these effects. The limb is immobilized at about heart level, the advancing edge of swelling is marked and followed, coagulation studies are repeated, and tetanus status is updated; prophylactic antibiotics are not needed.',
    objective: 'Give antivenom for pit viper envenomation with progressive swelling or coagulopathy.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Rattlesnake bite with spreading swelling, coagulopathy or systemic signs: intravenous antivenom; no tourniquet, incision or early fasciotomy.',
  },
  {
    id: 'em-q-carbon-monoxide-oxygen-content',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Carbon monoxide poisoning',
    stem: 'A 34-year-old woman comes to the emergency department in January with her two children because all three have had headache, nausea and dizziness since waking this morning. The family has been heating their apartment with a propane space heater since a storm cut the power 2 days ago. She has no medical conditions, takes no medications and does not smoke. Temperature is 36.8°C, pulse is 104/min, respirations are 18/min, and blood pressure is 122/78 mm Hg. Pulse oximetry on room air shows an oxygen saturation of 99%. She is alert, and neurologic examination shows no abnormalities. The lips and nail beds are pink. Arterial blood is drawn while she breathes room air.',
    leadIn: 'Which of the following sets of arterial values, with oxygen saturation measured by co-oximetry, is most likely in this patient?',
    options: [
      {
        text: 'PaO₂ decreased, SaO₂ decreased, O₂ content decreased',
        why: 'All three fall with hypoxemia from lung disease, hypoventilation or high altitude; in carbon monoxide poisoning gas exchange is normal, so PaO₂ is normal.',
      },
      {
        text: 'PaO₂ decreased, SaO₂ decreased, O₂ content normal',
        why: 'Low PaO₂ and saturation with a normal oxygen content occur when chronic hypoxemia is offset by a raised hemoglobin concentration, as in cyanotic heart disease or long residence at altitude.',
      },
      {
        text: 'PaO₂ normal, SaO₂ decreased, O₂ content decreased',
        why: 'Carbon monoxide binds hemoglobin with over 200 times the affinity of oxygen, so the fraction of hemoglobin carrying oxygen and the oxygen content fall, while the oxygen dissolved in plasma, which PaO₂ measures, is unchanged. The remaining oxyhemoglobin also releases oxygen less readily (left shift).',
      },
      {
        text: 'PaO₂ normal, SaO₂ normal, O₂ content decreased',
        why: 'This is the pattern of anemia: each hemoglobin molecule is fully saturated, but there is too little hemoglobin.',
      },
      {
        text: 'PaO₂ normal, SaO₂ normal, O₂ content normal',
        why: 'Normal arterial values with tissue hypoxia occur in cyanide poisoning, in which cells cannot use the oxygen delivered and venous oxygen content stays high.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Headache, nausea and dizziness in several members of a household using a fuel-burning heater in winter indicate carbon monoxide poisoning. Standard pulse oximeters read carboxyhemoglobin as oxyhemoglobin and show a falsely normal saturation; only co-oximetry measures the true fractions, and a raised carboxyhemoglobin level confirms the diagnosis. Treatment is 100% oxygen, which shortens the half-life of carboxyhemoglobin.',
    objective: 'Predict PaO₂, true saturation and oxygen content in carbon monoxide poisoning.',
    task: 'interpretation',
    steps: 2,
    takeHome: 'Carbon monoxide: normal PaO₂, low true (co-oximetry) saturation and O₂ content, and a falsely normal pulse oximeter reading.',
    table: {
      caption: 'Arterial oxygen values in causes of tissue hypoxia',
      header: ['Condition', 'PaO₂', 'SaO₂', 'O₂ content'],
      rows: [
        ['Lung disease, hypoventilation', 'Low', 'Low', 'Low'],
        ['Anemia', 'Normal', 'Normal', 'Low'],
        ['Carbon monoxide poisoning', 'Normal', 'Low', 'Low'],
        ['Cyanide poisoning', 'Normal', 'Normal', 'Normal'],
      ],
    },
  },
  {
    id: 'em-q-accidental-hypothermia-osborn-waves',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Accidental hypothermia',
    stem: 'A 68-year-old man is brought to the emergency department in January after he was found at 6 AM lying behind a bar where he had been drinking the night before. He is not shivering. Rectal temperature is 29.2°C, pulse is 42/min, respirations are 8/min, and blood pressure is 88/54 mm Hg; pulse oximetry gives no reliable reading. He is stuporous and mumbles in response to pain. The pupils are 4 mm and sluggishly reactive. The skin is cold and pale. Serum glucose concentration is 94 mg/dL, and potassium concentration is 4.1 mEq/L. His wet clothing is removed, and rewarming is begun.',
    leadIn: 'An ECG obtained now is most likely to show which of the following?',
    options: [
      {
        text: 'Electrical alternans',
        why: 'Beat-to-beat variation in QRS amplitude reflects a heart swinging in a large pericardial effusion with tamponade.',
      },
      {
        text: 'Osborn (J) waves',
        why: 'A positive hump at the junction of the QRS complex and ST segment, best seen in the inferior and lateral leads, appears below about 32 °C and grows as the temperature falls; sinus bradycardia, prolonged intervals, shivering artifact and atrial fibrillation are also common.',
      },
      {
        text: 'Peaked T waves',
        why: 'Peaked T waves indicate hyperkalemia; his potassium is normal.',
      },
      {
        text: 'Prominent U waves',
        why: 'U waves accompany hypokalemia; his potassium is normal.',
      },
      {
        text: 'Terminal R wave in lead aVR',
        why: 'A tall terminal R wave in aVR with a wide QRS indicates sodium-channel blockade, as in tricyclic antidepressant poisoning.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A core temperature of 29.2 °C with bradycardia, slow breathing, hypotension, stupor and absent shivering is moderate hypothermia (28-32 °C), here after cold exposure while intoxicated; alcohol impairs judgment and causes cutaneous vasodilation. Delayed ventricular repolarization produces the Osborn (J) wave. The cold myocardium is irritable, so rough handling can trigger ventricular fibrillation: the patient is moved gently and rewarmed actively, and extracorporeal rewarming is used for cardiac arrest or instability that does not respond.',
    objective: 'Recognize moderate hypothermia and its typical ECG finding.',
    task: 'interpretation',
    steps: 2,
    takeHome: 'Hypothermia below about 32 °C: bradycardia and Osborn (J) waves; handle gently because the cold heart fibrillates easily.',
  },
  {
    id: 'em-q-frostbite-rapid-rewarming',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Frostbite',
    stem: 'A 40-year-old man who is experiencing homelessness is brought to the emergency department after spending the night outdoors in temperatures well below freezing; his boots and socks were wet. He says his toes feel numb and "wooden." Temperature is 36.5°C, pulse is 92/min, and blood pressure is 132/84 mm Hg. He is alert and oriented. The toes of both feet are pale gray, waxy and hard, and they do not feel light touch; the rest of each foot is cold but soft. Dorsalis pedis pulses are detected by Doppler. He will be admitted to the hospital, where his feet will not freeze again.',
    leadIn: 'Which of the following is the most appropriate initial treatment of his feet?',
    options: [
      {
        text: 'Gradual passive rewarming at room temperature',
        why: 'Slow thawing allows more ice-crystal and reperfusion injury than rapid rewarming; it is accepted only when rapid rewarming is not available.',
      },
      {
        text: 'Immediate surgical debridement',
        why: 'How much tissue will be lost is unclear for weeks, so debridement or amputation is delayed until demarcation, often 1-3 months later, unless infection or wet gangrene develops.',
      },
      {
        text: 'Immersion in circulating water at 37-39 °C',
        why: 'Rapid rewarming in a warm whirlpool bath for about 15-30 minutes, until the tissue is soft and flushed, limits tissue loss; it is painful, so parenteral analgesia is given, and ibuprofen is added to limit prostaglandin-mediated injury.',
      },
      {
        text: 'Massage of the feet with snow',
        why: 'Rubbing frozen tissue with snow or massaging it adds cold and mechanical injury.',
      },
      {
        text: 'Warming with a dry heat source',
        why: 'The temperature of fires, heaters or heat lamps cannot be controlled, and numb tissue burns easily.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Numb, hard, waxy, pale toes after a night of exposure to cold and wet conditions indicate frostbite. Once the core temperature is normal and the tissue cannot refreeze, frozen tissue is rewarmed rapidly in warm water. Afterwards, blisters are assessed, the feet are elevated and protected, and tetanus status is updated; for severe injury with perfusion deficits on imaging, thrombolysis within 24 hours may be considered.',
    objective: 'Treat frostbite with rapid rewarming in warm circulating water.',
    task: 'treatment',
    steps: 1,
    takeHome: 'Frostbite: rapid rewarming in 37-39 °C circulating water once refreezing is not a risk; delay debridement until the tissue demarcates.',
  },
  {
    id: 'em-q-rhabdomyolysis-isotonic-fluid',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Rhabdomyolysis',
    stem: 'A 56-year-old man is brought to the emergency department after a neighbor found him lying on the floor of his apartment. He had been drinking heavily the previous evening and does not know how long he was on the floor. He now is alert and oriented and has pain in the right hip and thigh; his urine is dark brown. Temperature is 37.2°C, pulse is 106/min, respirations are 18/min, and blood pressure is 108/66 mm Hg. The right buttock and thigh are swollen and tender but soft, and distal pulses and sensation are normal. Serum sodium concentration is 140 mEq/L, potassium 5.4 mEq/L, chloride 104 mEq/L, bicarbonate 19 mEq/L, urea nitrogen 34 mg/dL, creatinine 1.9 mg/dL, calcium 7.9 mg/dL, and phosphorus 6.0 mg/dL. Serum creatine kinase activity is 48,500 U/L. A urine dipstick is strongly positive for blood, and microscopy shows 0-2 erythrocytes per high-power field. An ECG shows sinus tachycardia with normal T waves.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Hemodialysis',
        why: 'Dialysis is for refractory hyperkalemia, acidosis or volume overload, or for oliguric kidney failure; his potassium is only mildly raised, and he is still passing urine.',
      },
      {
        text: 'Intravenous calcium gluconate',
        why: 'Early hypocalcemia results from calcium deposition in injured muscle and is treated only when symptomatic or with hyperkalemic ECG changes; extra calcium adds to the deposits and to rebound hypercalcemia during recovery.',
      },
      {
        text: 'Intravenous furosemide',
        why: 'A loop diuretic worsens volume depletion; it is used only for volume overload after resuscitation.',
      },
      {
        text: 'Intravenous sodium bicarbonate',
        why: 'Alkalinizing the urine has not been shown to prevent kidney injury better than isotonic saline alone and can worsen hypocalcemia; it is not routine.',
      },
      {
        text: 'Isotonic crystalloid infusion',
        why: 'Early, generous isotonic fluid restores volume and flushes myoglobin through the tubules; the rate is adjusted to a urine output of about 200-300 mL/h, with frequent checks of potassium and volume status.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Prolonged immobilization after heavy drinking, a swollen tender thigh, dark urine that is dipstick-positive for blood without red cells (myoglobinuria) and a creatine kinase of 48,500 U/L indicate rhabdomyolysis. The raised creatinine, potassium and phosphorus and the low calcium reflect early acute kidney injury and release of cell contents from necrotic muscle. Myoglobin injures the kidney through tubular obstruction and heme-mediated oxidant damage, worsened by hypovolemia and acidic urine, so the most important treatment is prompt, aggressive isotonic fluid.',
    objective: 'Treat rhabdomyolysis with early aggressive isotonic fluid.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Rhabdomyolysis: dipstick blood without red cells and a very high CK; give early, aggressive isotonic fluid to a high urine output.',
  },
  {
    id: 'em-q-decompression-sickness-hyperbaric',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Decompression sickness',
    stem: 'A 38-year-old woman is brought to the emergency department 3 hours after a recreational scuba dive to 30 m (100 ft), during which she ran low on air and ascended quickly without a safety stop. She has deep, aching pain in both shoulders; over the past hour her legs have become numb and weak, and she has been unable to urinate. Temperature is 36.9°C, pulse is 96/min, respirations are 18/min, blood pressure is 124/78 mm Hg, and oxygen saturation is 97% on room air. The lungs are clear. Strength is 4/5 in both lower extremities, and sensation to pinprick is decreased below the umbilicus. The bladder is palpable. A chest x-ray shows no pneumothorax. An intravenous isotonic fluid infusion is started.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Hyperbaric oxygen therapy',
        why: 'Recompression in a hyperbaric chamber while breathing 100% oxygen shrinks nitrogen bubbles and speeds nitrogen washout; it should begin as soon as possible, with high-flow oxygen by mask during transfer.',
      },
      {
        text: 'Intravenous alteplase',
        why: 'Thrombolysis treats acute ischemic stroke from thrombus; it does not remove gas bubbles and adds bleeding risk.',
      },
      {
        text: 'Intravenous methylprednisolone',
        why: 'High-dose glucocorticoids have no proven benefit in decompression illness and are not routinely recommended for traumatic spinal cord injury either.',
      },
      {
        text: 'MRI of the thoracic spine',
        why: 'MRI is often normal in spinal decompression sickness, and waiting for it would delay recompression; the diagnosis is clinical.',
      },
      {
        text: 'Needle decompression of the chest',
        why: 'Needle decompression treats a tension pneumothorax from pulmonary barotrauma, which causes chest pain, hypoxemia and hypotension; her chest x-ray shows no pneumothorax.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Joint pain ("the bends") and a progressive spinal cord syndrome, with weak legs, a sensory level and urinary retention, within hours of a deep dive with a rapid ascent indicate decompression sickness. During ascent, nitrogen dissolved in tissues under high pressure comes out of solution as bubbles that block venous drainage and injure tissue, often the spinal cord. Neurologic involvement calls for urgent recompression, the same treatment used for arterial gas embolism.',
    objective: 'Recognize neurologic decompression sickness and arrange hyperbaric recompression.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Decompression sickness with neurologic signs after a dive: 100% oxygen and urgent transfer for hyperbaric recompression.',
  },
  {
    id: 'em-q-exertional-heat-stroke-immersion',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Exertional heat stroke: cooling',
    stem: 'A 17-year-old boy is brought to the emergency department after he collapsed during football practice on a hot, humid afternoon in August. Teammates say he became confused and stumbled before he fell. He takes no medications or supplements. Rectal temperature is 41.4°C, pulse is 146/min, respirations are 28/min, and blood pressure is 104/58 mm Hg. He is disoriented and agitated. The skin is hot and wet with sweat. The pupils are 4 mm and reactive, muscle tone is normal, and there is no clonus. Serum glucose concentration is 112 mg/dL, and sodium concentration is 141 mEq/L.',
    leadIn: 'Which of the following is the most appropriate treatment?',
    options: [
      {
        text: 'Cold-water immersion',
        why: 'Immersing the trunk and limbs in ice water is the fastest available cooling method; cooling continues until the rectal temperature is about 39 °C, ideally within 30 minutes of collapse.',
      },
      {
        text: 'Ice packs to the groin and axillae',
        why: 'Ice packs over large vessels cool far more slowly; they are an adjunct when immersion is not available.',
      },
      {
        text: 'Intravenous acetaminophen',
        why: 'Antipyretics lower the raised hypothalamic set point of fever; in heat stroke the set point is normal and heat gain overwhelms heat loss, so they do not work and may add to liver injury.',
      },
      {
        text: 'Intravenous dantrolene',
        why: 'Dantrolene treats malignant hyperthermia triggered by volatile anesthetics or succinylcholine; it has not been shown to help heat stroke.',
      },
      {
        text: 'Oral bromocriptine',
        why: 'A dopamine agonist is used for neuroleptic malignant syndrome after antipsychotic exposure, which causes rigidity; he takes no drugs and has normal tone.',
      },
    ],
    answerIndex: 0,
    rationale:
      'A core temperature above 40 °C with confusion during strenuous exercise in the heat is exertional heat stroke; sweating often persists. Organ damage and death depend on how long the temperature stays high, so the priority is immediate whole-body cooling, ideally on site before transport, while the airway, circulation and glucose are managed in parallel.',
    objective: 'Treat exertional heat stroke with immediate cold-water immersion.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Exertional heat stroke: immediate cold-water immersion to about 39 °C; antipyretics and dantrolene do not help.',
  },
  {
    id: 'em-q-uncal-herniation-oculomotor',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Transtentorial (uncal) herniation',
    stem: 'A 24-year-old man is brought to the emergency department 40 minutes after he was struck on the right side of the head with a baseball bat during an assault. At the scene he was confused but talking. He now opens his eyes only to pain, makes incomprehensible sounds, and localizes pain with his right hand; the left arm and leg do not move to pain. Pulse is 58/min, respirations are 10/min and irregular, and blood pressure is 178/96 mm Hg. The right pupil is 7 mm and does not react to light; the left pupil is 3 mm and reactive. There is swelling over the right temporal scalp. He is intubated with manual in-line stabilization of the neck, and CT of the head is being arranged.',
    leadIn: "Compression of which of the following structures best explains this patient's right pupillary finding?",
    options: [
      {
        text: 'Left oculomotor nerve',
        why: 'The dilated pupil is on the right; uncal herniation compresses the oculomotor nerve on the side of the mass.',
      },
      {
        text: 'Right abducens nerve',
        why: 'Stretching of the long intracranial course of the abducens nerve by raised intracranial pressure causes weak abduction of the eye, not a dilated pupil.',
      },
      {
        text: 'Right cervical sympathetic trunk',
        why: 'Interrupted sympathetic fibers cause Horner syndrome, with a small pupil, ptosis and anhidrosis, the opposite of a large pupil.',
      },
      {
        text: 'Right oculomotor nerve',
        why: 'The uncus of the medial temporal lobe herniates through the tentorial notch and presses on the oculomotor nerve. Its parasympathetic pupillomotor fibers run on the outer surface of the nerve, so a fixed, dilated pupil appears before eye movements are lost.',
      },
      {
        text: 'Right optic nerve',
        why: 'An optic nerve lesion causes a relative afferent pupillary defect: the affected pupil is not larger at rest and still constricts when light is shone into the other eye.',
      },
    ],
    answerIndex: 3,
    rationale:
      'A blow to the right temporal region, early confusion followed by a falling level of consciousness, a fixed dilated right pupil, weakness of the left limbs, and hypertension with bradycardia and irregular breathing (Cushing response) indicate an expanding right-sided intracranial hematoma causing transtentorial (uncal) herniation. The herniating uncus compresses the ipsilateral oculomotor nerve and the ipsilateral cerebral peduncle, which produces contralateral hemiparesis. Management includes head elevation, hyperosmolar therapy and immediate neurosurgical evacuation.',
    objective: 'Relate a fixed dilated pupil in head injury to oculomotor nerve compression by uncal herniation.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Uncal herniation: ipsilateral fixed dilated pupil from oculomotor nerve compression, often with contralateral hemiparesis; needs emergency decompression.',
  },
  {
    id: 'em-q-neurogenic-shock-sympathetic-loss',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Neurogenic shock',
    stem: 'A 22-year-old man is brought to the emergency department 30 minutes after he dove into the shallow end of a swimming pool and struck his head. A rigid collar is in place. He cannot move his legs or hands; he can shrug his shoulders and weakly flex his elbows. Sensation is absent below the clavicles. Temperature is 36.6°C, pulse is 52/min, respirations are 20/min with abdominal breathing, blood pressure is 78/40 mm Hg, and oxygen saturation is 95% on room air. The skin of the legs is warm, dry and flushed. Breath sounds are equal bilaterally, heart sounds are normal, and the jugular veins are flat. The abdomen is soft without bruising. Rectal tone is absent. Focused ultrasonography shows no free intraperitoneal or pericardial fluid, and chest and pelvic x-rays show no abnormalities. Hemoglobin concentration is 14.6 g/dL.',
    leadIn: "Which of the following best explains this patient's hypotension?",
    options: [
      {
        text: 'Hypovolemia from occult hemorrhage',
        why: 'Hemorrhagic shock causes tachycardia and cool, clammy skin, and his imaging shows no bleeding source; in trauma, bleeding must still be excluded before hypotension is attributed to a cord injury.',
      },
      {
        text: 'Loss of spinal reflexes below the injury',
        why: 'Spinal shock, the temporary loss of reflexes and tone below a cord injury, explains his flaccid paralysis and absent rectal tone, not the hemodynamic changes.',
      },
      {
        text: 'Loss of sympathetic vascular and cardiac tone',
        why: 'Injury above T6 cuts the descending pathways to the thoracolumbar sympathetic outflow: arterioles and veins dilate, and loss of the cardiac accelerator fibers (T1-T4) leaves vagal tone unopposed, causing bradycardia.',
      },
      {
        text: 'Obstruction of venous return by pleural air',
        why: 'Tension pneumothorax causes distended neck veins, absent breath sounds on one side and tachycardia; his breath sounds are equal and his chest x-ray is normal.',
      },
      {
        text: 'Reduced myocardial contractility from cardiac contusion',
        why: 'Blunt cardiac injury follows a blow to the chest and causes arrhythmias or pump failure with distended neck veins; he had no chest impact, and his neck veins are flat.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Quadriplegia with preserved shoulder shrug and weak elbow flexion and a sensory level at the clavicles after a diving injury indicate a cervical cord injury at about C5. Hypotension with bradycardia and warm, flushed skin below the lesion, with no evidence of bleeding, is neurogenic shock, a distributive shock. It is treated with fluid, then a vasopressor with α and β activity such as norepinephrine, and atropine for symptomatic bradycardia, keeping the blood pressure high enough to protect cord perfusion.',
    objective: 'Explain the hypotension and bradycardia of neurogenic shock after cervical cord injury.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Hypotension with bradycardia and warm skin after a cervical or high thoracic cord injury is neurogenic shock from lost sympathetic tone, once bleeding is excluded.',
    table: {
      caption: 'Hemodynamic patterns after trauma',
      header: ['Shock type', 'Heart rate', 'Skin', 'Neck veins'],
      rows: [
        ['Hemorrhagic', 'Fast', 'Cool, clammy', 'Flat'],
        ['Neurogenic', 'Slow or normal', 'Warm, dry', 'Flat'],
        ['Tension pneumothorax or tamponade', 'Fast', 'Cool', 'Distended'],
      ],
    },
  },
  {
    id: 'em-q-pelvic-fracture-binder',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Unstable pelvic fracture with hemorrhage',
    stem: 'A 45-year-old woman is brought to the emergency department 20 minutes after she was struck by a car while crossing a street. She is alert and speaking in full sentences, and breath sounds are equal bilaterally. Pulse is 128/min, respirations are 24/min, and blood pressure is 82/50 mm Hg; oxygen saturation is 97% with oxygen by nasal cannula. The skin is cool and clammy. There is bruising over the perineum, and gentle pressure over the pubic symphysis causes severe pain; the legs are of equal length. There is no blood at the urethral meatus. Focused ultrasonography shows no free intraperitoneal fluid and no pericardial fluid. A chest x-ray shows no abnormalities. An anteroposterior x-ray of the pelvis shows widening of the pubic symphysis and disruption of the right sacroiliac joint. Transfusion of group O red blood cells and plasma has begun.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'CT of the abdomen and pelvis',
        why: 'CT defines fractures and bleeding sources in a patient who responds to resuscitation; sending a patient in shock to the scanner risks cardiac arrest there.',
      },
      {
        text: 'Diagnostic peritoneal lavage',
        why: 'Lavage detects intraperitoneal blood when ultrasonography is unavailable or equivocal; her bleeding is retroperitoneal, in the pelvis, and lavage would not stop it.',
      },
      {
        text: 'Exploratory laparotomy',
        why: 'Laparotomy is for hypotension with intraperitoneal fluid on FAST; opening the abdomen does not control pelvic retroperitoneal bleeding and can release its tamponade.',
      },
      {
        text: 'Pelvic binder application',
        why: 'A binder or sheet tightened around the greater trochanters closes the pelvic ring, reduces pelvic volume and stabilizes the fracture, slowing venous and bone bleeding; angioembolization, preperitoneal packing or external fixation then controls the bleeding definitively.',
      },
      {
        text: 'Retrograde urethrography',
        why: 'Urethrography is done before bladder catheterization when blood at the urethral meatus suggests urethral injury; she has none, and it does not treat shock.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Hypotension with cool, clammy skin after a pedestrian collision, with a negative FAST, a clear chest x-ray, and an open-book pelvic fracture (widened symphysis and sacroiliac disruption), identifies pelvic hemorrhage as the cause of shock, mostly from the pelvic venous plexuses and fracture surfaces. Together with balanced blood product resuscitation, the immediate step is to close the pelvic ring.',
    objective: 'Apply a pelvic binder for hemorrhagic shock from an open-book pelvic fracture.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Open-book pelvic fracture with shock and a negative FAST: pelvic binder at the trochanters and blood, then angioembolization or packing.',
  },
  {
    id: 'em-q-tranexamic-acid-trauma',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Traumatic hemorrhage: tranexamic acid',
    stem: 'A 29-year-old man is brought to the emergency department 45 minutes after a motorcycle collision. He is confused and pale. Pulse is 132/min, respirations are 26/min, and blood pressure is 76/44 mm Hg. Focused ultrasonography shows free fluid in the right upper quadrant and the pelvis. The massive transfusion protocol is activated, and red blood cells, plasma and platelets are given in a 1:1:1 ratio while he is prepared for laparotomy. A 1-g dose of tranexamic acid is infused intravenously over 10 minutes.',
    leadIn: 'Which of the following is the mechanism of action of tranexamic acid?',
    options: [
      {
        text: 'Blockade of lysine-binding sites on plasminogen',
        why: 'Tranexamic acid, a lysine analog, occupies the sites through which plasminogen and plasmin bind fibrin, so clots are not broken down. Given within 3 hours of injury (1 g over 10 minutes, then 1 g over 8 hours), it reduces death from bleeding; started later, it may do harm.',
      },
      {
        text: 'Conversion of plasminogen to plasmin',
        why: 'This is how alteplase and other thrombolytics work, the opposite of what a bleeding patient needs.',
      },
      {
        text: 'Direct activation of factor X on platelets',
        why: 'Recombinant factor VIIa acts this way; it is not routinely used in trauma because benefit is unproven and thrombosis risk rises.',
      },
      {
        text: 'Release of von Willebrand factor from endothelium',
        why: 'Desmopressin releases von Willebrand factor and factor VIII from endothelial stores; it is used for von Willebrand disease, mild hemophilia A and uremic platelet dysfunction.',
      },
      {
        text: 'Replacement of fibrinogen',
        why: 'Cryoprecipitate or fibrinogen concentrate replaces fibrinogen when it falls below about 150-200 mg/dL during massive transfusion.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Hypotension, tachycardia, confusion and free intraperitoneal fluid after a high-energy collision indicate severe hemorrhagic shock. Major trauma activates fibrinolysis early as part of trauma-induced coagulopathy, so in addition to balanced transfusion and surgical control of bleeding, an antifibrinolytic drug is given within 3 hours of injury.',
    objective: 'State the mechanism of tranexamic acid and when it is given in trauma.',
    task: 'mechanism',
    steps: 1,
    takeHome: 'Tranexamic acid blocks plasminogen binding to fibrin; give it within 3 hours of injury to bleeding trauma patients.',
  },
  {
    id: 'em-q-cervical-spine-ct-older-adult',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Cervical spine imaging after blunt trauma',
    stem: 'A 74-year-old woman is brought to the emergency department 1 hour after she fell down five stairs at home. She has pain in the back of her neck. She did not lose consciousness. She has hypertension and osteoarthritis and takes amlodipine. A rigid collar is in place. Temperature is 36.8°C, pulse is 88/min, respirations are 16/min, and blood pressure is 148/86 mm Hg. She is alert and oriented, has not been drinking, and has no other painful injuries. There is tenderness over the spinous processes of the lower neck. Strength, sensation and reflexes in all four extremities are normal.',
    leadIn: 'Which of the following is the most appropriate next step in evaluation?',
    options: [
      {
        text: 'Collar removal without imaging',
        why: 'The spine can be cleared clinically only in low-risk patients: by NEXUS, no midline tenderness, intoxication, altered alertness, focal deficit or distracting injury; by the Canadian C-spine rule, also age under 65 years and no dangerous mechanism. She has midline tenderness, is 74, and fell down stairs.',
      },
      {
        text: 'CT of the cervical spine',
        why: 'Thin-section CT detects fractures far more reliably than plain radiographs, especially in older adults with degenerative changes, and is the first-line study when clinical rules do not clear the spine.',
      },
      {
        text: 'Flexion-extension radiographs',
        why: 'These views look for ligamentous instability; pain and muscle spasm limit them in the acute setting, and they are not a first test.',
      },
      {
        text: 'MRI of the cervical spine',
        why: 'MRI shows cord, disc and ligament injury; it is indicated for neurologic deficits or persistent suspicion after a normal CT, not as the first test with a normal examination.',
      },
      {
        text: 'Three-view cervical spine radiographs',
        why: 'Plain radiographs miss many fractures, particularly at the craniocervical and cervicothoracic junctions; they are used only when CT is unavailable.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A fall down five stairs is a dangerous mechanism, she is older than 65 years, and she has midline neck tenderness, so both the NEXUS criteria and the Canadian C-spine rule call for imaging. In adults, noncontrast CT is the imaging study of choice for suspected cervical spine injury, and the collar stays on until the spine is cleared.',
    objective: 'Apply NEXUS and the Canadian C-spine rule and choose CT to image the cervical spine.',
    task: 'investigation',
    steps: 2,
    takeHome: 'Midline neck tenderness, age 65 or older or a dangerous mechanism: image the cervical spine with CT, not plain radiographs.',
  },
  {
    id: 'em-q-pulmonary-contusion-diagnosis',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Pulmonary contusion',
    stem: 'A 34-year-old man comes to the emergency department because of increasing shortness of breath, right-sided chest pain and cough with blood-streaked sputum over the past several hours. Last night he was the unrestrained driver in a collision in which his chest struck the steering wheel; he declined evaluation at the scene. Temperature is 37.6°C, pulse is 112/min, respirations are 28/min, blood pressure is 132/80 mm Hg, and oxygen saturation is 89% on room air. He is alert and oriented. There is bruising over the right lateral chest wall and tenderness over the right 5th through 8th ribs. Crackles are heard over the right lower chest; breath sounds are present on both sides, and there is no subcutaneous emphysema. The skin shows no petechiae. A chest x-ray shows fractures of the right 5th through 8th ribs with a patchy opacity in the underlying lung that does not follow segmental boundaries; there is no pneumothorax or pleural effusion, and the mediastinum is normal.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Acute respiratory distress syndrome',
        why: 'ARDS can follow major trauma, usually after shock, transfusion or sepsis, and causes bilateral opacities; his opacity is one-sided and lies beneath the injured ribs.',
      },
      {
        text: 'Aspiration pneumonia',
        why: 'Aspiration follows impaired consciousness or swallowing and involves dependent segments; he was never unconscious.',
      },
      {
        text: 'Fat embolism syndrome',
        why: 'Fat embolism appears 24-72 hours after long-bone or pelvic fractures with hypoxemia, confusion, petechiae and diffuse bilateral opacities; he has none of these.',
      },
      {
        text: 'Hemothorax',
        why: 'Blood in the pleural space causes dullness, decreased breath sounds and a layering effusion on x-ray; his x-ray shows no effusion.',
      },
      {
        text: 'Pulmonary contusion',
        why: 'Bruising of the lung beneath the point of impact causes alveolar hemorrhage and edema, with hypoxemia, hemoptysis and a patchy, nonsegmental opacity that appears within hours and worsens over 24-72 hours.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Blunt chest trauma with multiple rib fractures, progressive hypoxemia, blood-streaked sputum and a nonsegmental opacity directly beneath the fractures, with no pneumothorax or effusion, indicates pulmonary contusion. Treatment is supportive: oxygen, effective analgesia so that he can breathe deeply and cough, avoidance of fluid overload, and ventilatory support if hypoxemia progresses. Pneumonia and ARDS are later complications.',
    objective: 'Diagnose pulmonary contusion after blunt chest trauma.',
    task: 'diagnosis',
    steps: 1,
    takeHome: 'Pulmonary contusion: hypoxemia and a nonsegmental opacity under the injured chest wall within hours of blunt trauma; treat with oxygen, analgesia and careful fluids.',
  },
  {
    id: 'em-q-posterior-hip-dislocation-sciatic',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Posterior hip dislocation',
    stem: 'A 31-year-old woman is brought to the emergency department 40 minutes after a head-on motor vehicle collision in which she was the front-seat passenger; her knees struck the dashboard. She has severe pain in the right hip. Pulse is 104/min, respirations are 20/min, and blood pressure is 128/78 mm Hg. The right lower extremity is shortened, and the hip is held flexed, adducted and internally rotated. There is an abrasion over the right knee. An anteroposterior radiograph of the pelvis shows the right femoral head lying above and outside the acetabulum, with no fracture.',
    leadIn: 'Which of the following nerves is most likely to be injured?',
    options: [
      {
        text: 'Femoral nerve',
        why: 'The femoral nerve lies in front of the hip and is at risk with anterior dislocation, in which the limb is held abducted and externally rotated.',
      },
      {
        text: 'Lateral femoral cutaneous nerve',
        why: 'This nerve is compressed under the inguinal ligament by tight belts, obesity or pregnancy (meralgia paresthetica), causing numbness of the lateral thigh.',
      },
      {
        text: 'Obturator nerve',
        why: 'The obturator nerve is injured by pelvic fractures, pelvic surgery or the rare obturator-type anterior dislocation, weakening hip adduction.',
      },
      {
        text: 'Sciatic nerve',
        why: 'The sciatic nerve runs directly behind the hip joint; a posteriorly displaced femoral head stretches or compresses it in roughly 1 in 10 cases, most often its common fibular division, causing foot drop and numbness over the dorsum of the foot.',
      },
      {
        text: 'Superior gluteal nerve',
        why: 'This nerve is injured by misplaced intramuscular injections or hip surgery, weakening the gluteus medius and minimus and causing a Trendelenburg gait.',
      },
    ],
    answerIndex: 3,
    rationale:
      'A dashboard injury with a shortened, flexed, adducted and internally rotated hip is a posterior hip dislocation, the most common type, caused by force along the femur with the hip flexed. Sciatic nerve function, especially ankle dorsiflexion and sensation on the foot, is examined before and after reduction. Closed reduction is urgent, ideally within 6 hours, because a prolonged dislocation stretches the retinacular branches of the medial circumflex femoral artery and raises the risk of femoral head osteonecrosis.',
    objective: 'Identify the sciatic nerve as the nerve at risk in posterior hip dislocation.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Posterior hip dislocation (shortened, flexed, adducted, internally rotated limb) endangers the sciatic nerve and the femoral head blood supply: reduce within 6 hours.',
  },
  {
    id: 'em-q-humeral-shaft-fracture-radial-nerve',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Humeral shaft fracture',
    stem: 'A 35-year-old man comes to the emergency department 1 hour after he fell about 2 m (6 ft) from a ladder and landed on his right arm. He has severe pain in the right upper arm. Pulse is 96/min, respirations are 18/min, and blood pressure is 134/82 mm Hg. The right upper arm is swollen and angulated midway between the shoulder and elbow; the skin is intact, and the radial pulse is normal. Radiographs show a displaced spiral fracture at the junction of the middle and distal thirds of the humeral shaft.',
    leadIn: "Further examination of this patient's right upper extremity is most likely to show which of the following?",
    options: [
      {
        text: 'Clawing of the fourth and fifth fingers',
        why: 'Ulnar nerve injury, classically from medial epicondyle fractures or elbow dislocation, weakens the interossei and medial lumbricals and causes clawing of the fourth and fifth fingers.',
      },
      {
        text: 'Inability to extend the wrist and fingers',
        why: 'The radial nerve winds around the back of the humerus in the spiral groove and is tethered where it pierces the lateral intermuscular septum above the distal third; a fracture here injures it, causing wrist drop, weak finger and thumb extension, and numbness over the dorsal first web space. The triceps is usually spared because its branches arise higher.',
      },
      {
        text: 'Inability to flex the tips of the thumb and index finger',
        why: 'Anterior interosseous nerve injury, from supracondylar humerus fractures in children, weakens flexor pollicis longus and the index flexor digitorum profundus without sensory loss.',
      },
      {
        text: 'Loss of sensation over the lateral shoulder',
        why: 'Axillary nerve injury follows anterior shoulder dislocation or surgical neck fractures of the humerus, weakening the deltoid and numbing the lateral shoulder.',
      },
      {
        text: 'Weak elbow flexion with lateral forearm numbness',
        why: 'Musculocutaneous nerve injury is uncommon, usually from penetrating or shoulder injuries; it weakens the biceps and brachialis and numbs the lateral forearm.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A fracture of the humeral shaft at the junction of the middle and distal thirds is the classic cause of radial nerve palsy (the Holstein-Lewis fracture). Most of these nerve injuries are neurapraxias that recover over months while the fracture is treated with a functional brace, and nerve function is documented before and after any manipulation of the arm.',
    objective: 'Predict radial nerve palsy from a fracture of the distal humeral shaft.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'A fracture of the middle or distal third of the humeral shaft injures the radial nerve in the spiral groove: wrist drop with the triceps spared.',
  },
  {
    id: 'em-q-refractory-ventricular-fibrillation-amiodarone',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Shock-refractory ventricular fibrillation',
    stem: 'A 58-year-old man collapses in the emergency department waiting room. He is unresponsive, is not breathing normally and has no pulse, and chest compressions are started. The monitor shows a chaotic, irregular waveform of varying amplitude with no identifiable QRS complexes. He receives a 200-J biphasic shock, and compressions continue. At the next rhythm check the waveform is unchanged, and a second shock is delivered. After 2 more minutes of compressions and 1 mg of intravenous epinephrine, the rhythm is still unchanged; a third shock is delivered, and compressions resume. Intravenous access is in place.',
    leadIn: 'Which of the following drugs is most appropriate to give now?',
    options: [
      {
        text: 'Adenosine',
        why: 'Adenosine terminates reentrant supraventricular tachycardia involving the AV node in a patient with a pulse; it has no role in cardiac arrest.',
      },
      {
        text: 'Amiodarone',
        why: 'For VF or pulseless VT that persists after defibrillation and epinephrine, amiodarone 300 mg is given by intravenous push, with a second dose of 150 mg if needed; lidocaine is an acceptable alternative.',
      },
      {
        text: 'Atropine',
        why: 'Atropine treats symptomatic bradycardia; it is no longer recommended for asystole or pulseless electrical activity and has no role in VF.',
      },
      {
        text: 'Magnesium sulfate',
        why: 'Magnesium treats torsades de pointes, a polymorphic VT associated with a long QT interval; it is not recommended routinely in VF.',
      },
      {
        text: 'Sodium bicarbonate',
        why: 'Bicarbonate is reserved for arrest caused by hyperkalemia or tricyclic poisoning; routine use does not improve outcomes.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A chaotic, irregular waveform without QRS complexes in a pulseless patient is ventricular fibrillation. He remains in VF after three shocks and a dose of epinephrine, which is shock-refractory VF. The resuscitation algorithm adds an antiarrhythmic drug at this point while high-quality compressions continue with minimal interruption, shocks are repeated every 2 minutes, epinephrine is repeated every 3-5 minutes, and reversible causes are sought.',
    objective: 'Give amiodarone for ventricular fibrillation that persists after defibrillation and epinephrine.',
    task: 'treatment',
    steps: 2,
    takeHome: 'VF persisting after shocks and epinephrine: amiodarone 300 mg IV (or lidocaine), with continued CPR and defibrillation.',
  },
  {
    id: 'em-q-symptomatic-bradycardia-atropine',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Symptomatic sinus bradycardia',
    stem: 'A 70-year-old woman is brought to the emergency department because of light-headedness and two episodes of near-fainting over the past 3 hours. She has osteoarthritis treated with acetaminophen and takes no other medications. Temperature is 36.7°C, pulse is 38/min, respirations are 16/min, blood pressure is 78/46 mm Hg, and oxygen saturation is 96% on room air. She is pale and slow to answer questions. The lungs are clear. An ECG shows sinus bradycardia at 38/min with a normal PR interval, narrow QRS complexes and no ST-segment changes. Serum potassium concentration is 4.3 mEq/L, glucose concentration is 108 mg/dL, and troponin I concentration is 0.01 ng/mL. Transcutaneous pacing pads are placed on the chest.',
    leadIn: 'Which of the following is the mechanism of action of the most appropriate initial drug?',
    options: [
      {
        text: 'Activation of adenosine A1 receptors',
        why: 'Adenosine opens potassium channels in the AV node and slows conduction; it treats supraventricular tachycardia and would worsen bradycardia.',
      },
      {
        text: 'Agonism at β1-adrenergic receptors',
        why: 'Dopamine or epinephrine infusions act mainly through β1 receptors and are second-line, alongside transcutaneous pacing, when atropine fails.',
      },
      {
        text: 'Blockade of L-type calcium channels',
        why: 'Verapamil and diltiazem block these channels and slow the sinus and AV nodes; they cause bradycardia rather than treat it.',
      },
      {
        text: 'Blockade of muscarinic M2 receptors',
        why: 'Atropine (1 mg intravenously, repeated every 3-5 minutes to a total of 3 mg) blocks vagal acetylcholine at M2 receptors of the sinoatrial and AV nodes, increasing the sinus rate and AV conduction.',
      },
      {
        text: 'Inhibition of Na⁺/K⁺-ATPase',
        why: 'Digoxin inhibits this pump and increases vagal tone; it causes bradycardia and AV block rather than treating them.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Sinus bradycardia at 38/min with hypotension, near-syncope and slowed mentation is unstable symptomatic bradycardia. Reversible causes such as drugs, hyperkalemia, ischemia and hypothyroidism are sought, but treatment starts at once: atropine is the first drug, and transcutaneous pacing or a dopamine or epinephrine infusion follows if it fails. Atropine is least likely to help in block below the AV node (Mobitz II or third-degree block with wide QRS complexes) or after heart transplantation.',
    objective: 'Treat unstable sinus bradycardia with atropine and state its mechanism.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Unstable bradycardia: atropine first (M2 blockade at the SA and AV nodes), then pacing or dopamine or epinephrine if it fails.',
  },
  {
    id: 'em-q-stroke-blood-pressure-before-thrombolysis',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Acute ischemic stroke: blood pressure before thrombolysis',
    stem: 'A 66-year-old woman is brought to the emergency department 80 minutes after her husband saw her left arm and leg suddenly become weak and her speech become slurred. She has hypertension treated with lisinopril. She has no history of stroke, bleeding or recent surgery and takes no anticoagulants. Temperature is 36.8°C, pulse is 88/min and regular, respirations are 16/min, and blood pressure is 204/112 mm Hg on two measurements 5 minutes apart. She has a left facial droop, dysarthria and weakness of the left arm and leg. Fingerstick glucose concentration is 132 mg/dL. Noncontrast CT of the head shows no hemorrhage or early ischemic changes. Platelet count is 240,000/mm³, and INR is 1.0. The stroke neurologist considers her a candidate for intravenous thrombolysis.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Intravenous alteplase',
        why: 'Thrombolysis with alteplase or tenecteplase is indicated, but only after the pressure is below 185/110 mm Hg, because higher pressure increases the risk of symptomatic intracranial hemorrhage; afterwards it is kept below 180/105 mm Hg for 24 hours.',
      },
      {
        text: 'Intravenous labetalol',
        why: 'Intravenous labetalol boluses or a nicardipine infusion lower the pressure quickly and controllably to below 185/110 mm Hg, so that thrombolysis can start without delay.',
      },
      {
        text: 'Oral aspirin',
        why: 'Aspirin is given to patients who do not receive thrombolysis, or 24 hours after it; before thrombolysis it adds bleeding risk and is no substitute for reperfusion.',
      },
      {
        text: 'Permissive hypertension without treatment',
        why: 'Pressures up to 220/120 mm Hg are left alone in ischemic stroke when thrombolysis is not planned, to preserve perfusion of the penumbra; she is a thrombolysis candidate.',
      },
      {
        text: 'Sublingual nifedipine',
        why: 'Sublingual nifedipine causes abrupt, uncontrolled falls in pressure that can extend the infarct, and it is avoided.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Sudden left hemiparesis, facial droop and dysarthria beginning 80 minutes ago, with no hemorrhage on CT and no contraindication, make her a candidate for intravenous thrombolysis. Her pressure of 204/112 mm Hg must first be brought below 185/110 mm Hg; if it cannot be lowered and kept there, thrombolysis is not given.',
    objective: 'Lower blood pressure below 185/110 mm Hg before giving thrombolysis for ischemic stroke.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Before IV thrombolysis for ischemic stroke, lower blood pressure below 185/110 mm Hg with IV labetalol or nicardipine.',
  },
  {
    id: 'em-q-status-epilepticus-second-line',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Benzodiazepine-refractory status epilepticus',
    stem: 'A 42-year-old man is brought to the emergency department by ambulance because of a generalized tonic-clonic seizure that began 15 minutes ago. He has had seizures since a traumatic brain injury 5 years ago and takes lamotrigine; his wife says he ran out of it 4 days ago. Paramedics gave 10 mg of intramuscular midazolam 10 minutes ago. In the emergency department he receives 4 mg of intravenous lorazepam, but the seizure continues 5 minutes later. Temperature is 37.9°C, pulse is 124/min, and blood pressure is 158/92 mm Hg. Oxygen saturation is 93% with oxygen by nonrebreather mask; the airway is kept open with a jaw thrust and a nasopharyngeal airway. Fingerstick glucose concentration is 112 mg/dL.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Continuous propofol infusion',
        why: 'Anesthetic infusions, with intubation and continuous EEG monitoring, are for refractory status epilepticus that persists after a second-line drug.',
      },
      {
        text: 'Intravenous fosphenytoin',
        why: 'After adequate benzodiazepine doses fail, a second-line intravenous antiseizure drug is loaded: fosphenytoin (20 mg PE/kg), levetiracetam or valproate, which work about equally well. Fosphenytoin can cause hypotension and arrhythmias, so the heart is monitored.',
      },
      {
        text: 'Intravenous magnesium sulfate',
        why: 'Magnesium treats eclamptic seizures in pregnancy or the puerperium; it is not an antiseizure drug for other causes.',
      },
      {
        text: 'Intravenous pyridoxine',
        why: 'Pyridoxine is the antidote for isoniazid-induced seizures; nothing suggests isoniazid exposure.',
      },
      {
        text: 'Third benzodiazepine dose',
        why: 'Benzodiazepines are given at most twice in status epilepticus; further doses add respiratory depression and hypotension with little additional effect.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A convulsive seizure lasting more than 5 minutes is status epilepticus. This one continues despite two adequate benzodiazepine doses (intramuscular midazolam and intravenous lorazepam), and hypoglycemia has been excluded. The next phase is a second-line intravenous antiseizure drug, while the airway is protected and the cause, here probably lamotrigine withdrawal, is addressed.',
    objective: 'Give a second-line antiseizure drug for status epilepticus that persists after benzodiazepines.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Status epilepticus after two benzodiazepine doses: load fosphenytoin, levetiracetam or valproate; anesthetic infusion if that fails.',
  },
  {
    id: 'em-q-meningitis-antibiotics-before-ct',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Suspected bacterial meningitis: antibiotics before imaging',
    stem: 'A 38-year-old man is brought to the emergency department by his wife because of fever, severe headache and neck stiffness for 14 hours and confusion for the past 2 hours. He has no medical conditions and takes no medications. Temperature is 39.4°C, pulse is 118/min, respirations are 22/min, blood pressure is 112/68 mm Hg, and oxygen saturation is 97% on room air. He is drowsy and disoriented but opens his eyes to voice. Flexion of the neck is markedly limited and painful. With the arms outstretched, the right arm drifts downward and pronates. There is no rash. Leukocyte count is 21,400/mm³.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'CT of the head before antimicrobial therapy',
        why: 'CT is needed before lumbar puncture because of his depressed consciousness and focal deficit, but it must not delay treatment; antibiotics are given first, and CT follows.',
      },
      {
        text: 'Immediate lumbar puncture',
        why: 'Lumbar puncture without imaging is appropriate only when there is no sign of a mass lesion; with a focal deficit and depressed consciousness, CT comes first.',
      },
      {
        text: 'Intravenous acyclovir alone',
        why: 'Acyclovir is added when herpes simplex encephalitis is possible, but by itself it leaves bacterial meningitis untreated.',
      },
      {
        text: 'MRI of the brain with contrast',
        why: 'MRI takes longer than CT and is not needed to decide whether lumbar puncture is safe; it would delay treatment further.',
      },
      {
        text: 'Prompt blood cultures and antibiotics',
        why: 'Blood cultures are drawn, and dexamethasone with vancomycin plus ceftriaxone is started at once, before imaging; every hour of delay in antibiotics increases mortality, and blood cultures still identify the organism in many patients.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Fever, headache, neck stiffness and confusion indicate bacterial meningitis until proven otherwise. Because he has depressed consciousness and a focal deficit (pronator drift), CT is needed before lumbar puncture to exclude a mass lesion that would make the puncture dangerous. When imaging must come first, blood cultures are drawn and dexamethasone and empiric antibiotics are given immediately, followed by CT and then lumbar puncture.',
    objective: 'Give empiric antibiotics before CT when suspected bacterial meningitis requires imaging before lumbar puncture.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Suspected bacterial meningitis needing CT before lumbar puncture: blood cultures, dexamethasone and antibiotics first, then imaging.',
  },
  {
    id: 'em-q-spinal-epidural-abscess-mri',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Spinal epidural abscess',
    stem: 'A 46-year-old man comes to the emergency department because of worsening lower back pain for 6 days and fever for 2 days. Since this morning his legs have felt weak. He injects heroin daily. Temperature is 38.7°C, pulse is 108/min, respirations are 18/min, and blood pressure is 128/76 mm Hg. There are needle track marks on both forearms. Percussion over the spinous processes of L2 and L3 causes marked tenderness. Strength is 4/5 in hip flexion and knee extension bilaterally, and the patellar reflexes are decreased. Leukocyte count is 15,200/mm³, and erythrocyte sedimentation rate is 92 mm/h. Blood cultures are drawn.',
    leadIn: 'Which of the following is the most appropriate next step in diagnosis?',
    options: [
      {
        text: 'CT of the spine without contrast',
        why: 'Noncontrast CT shows bone destruction but shows the epidural space and neural structures poorly; CT myelography is used only when MRI cannot be done.',
      },
      {
        text: 'Lumbar puncture',
        why: 'Passing a needle near a suspected epidural abscess risks seeding the subarachnoid space, and the results would not change management.',
      },
      {
        text: 'MRI of the spine with contrast',
        why: 'Gadolinium-enhanced MRI of the whole spine shows the site and extent of the abscess, compression of the cord or cauda equina, and any associated discitis or osteomyelitis; it is done urgently because deficits can progress within hours.',
      },
      {
        text: 'Radiographs of the lumbar spine',
        why: 'Plain radiographs are normal early in spinal infection and cannot show the epidural space.',
      },
      {
        text: 'Technetium-99m bone scan',
        why: 'A bone scan is sensitive but nonspecific for osteomyelitis and does not show compression of neural structures.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Back pain, fever and new leg weakness in a person who injects drugs, with focal spinous tenderness, leukocytosis and a high ESR, suggest spinal epidural abscess, most often caused by Staphylococcus aureus. Deficits can progress quickly to paralysis, so MRI is obtained emergently; empiric vancomycin plus ceftriaxone or cefepime is started after blood cultures, and a spine surgeon is consulted for decompression.',
    objective: 'Obtain emergency contrast MRI for suspected spinal epidural abscess.',
    task: 'investigation',
    steps: 2,
    takeHome: 'Fever, back pain and a neurologic deficit, especially with injection drug use: emergency contrast MRI of the spine for epidural abscess.',
  },
  {
    id: 'em-q-peritonsillar-abscess-drainage',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Peritonsillar abscess',
    stem: 'A 24-year-old woman comes to the emergency department because of a sore throat for 5 days that has become much worse on the left side over the past day. She has difficulty swallowing her saliva and opening her mouth. Temperature is 38.7°C, pulse is 104/min, respirations are 16/min, blood pressure is 118/72 mm Hg, and oxygen saturation is 99% on room air. She speaks with a muffled voice and can open her mouth only partly. The left tonsil is pushed toward the midline by a fluctuant bulge of the soft palate above it, and the uvula is deviated to the right. There are tender left cervical lymph nodes. The neck moves freely, the floor of the mouth is soft, and there is no stridor.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'CT of the neck with contrast',
        why: 'CT is used when the diagnosis is uncertain or spread to deep neck spaces is suspected (neck stiffness, swelling below the jaw, toxicity); the classic findings here make the diagnosis clinically.',
      },
      {
        text: 'Endotracheal intubation',
        why: 'Her airway is patent, with no stridor and a normal saturation; intubation is for airway compromise, which is uncommon with this infection.',
      },
      {
        text: 'Needle aspiration and antibiotics',
        why: 'Drainage by needle aspiration (or incision and drainage) plus antibiotics active against streptococci and oral anaerobes, such as ampicillin-sulbactam or clindamycin, cures most patients.',
      },
      {
        text: 'Oral amoxicillin alone',
        why: 'Antibiotics alone suit peritonsillar cellulitis without a collection or streptococcal pharyngitis; an abscess must be drained.',
      },
      {
        text: 'Tonsillectomy within the next 24 hours',
        why: 'Early tonsillectomy is reserved for failed drainage, recurrent abscesses or other indications for removing the tonsils.',
      },
    ],
    answerIndex: 2,
    rationale:
      'A worsening one-sided sore throat with a muffled ("hot potato") voice, trismus, fever, a fluctuant bulge of the soft palate that pushes the tonsil medially, and deviation of the uvula to the opposite side indicate a peritonsillar abscess, the most common deep infection of the head and neck in young adults. With a stable airway, the next step is drainage plus antibiotics.',
    objective: 'Recognize a peritonsillar abscess and drain it.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Peritonsillar abscess (trismus, muffled voice, uvula pushed to the other side): needle aspiration or incision and drainage plus antibiotics.',
  },
  {
    id: 'em-q-adult-epiglottitis-diagnosis',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Acute epiglottitis in an adult',
    stem: 'A 48-year-old man comes to the emergency department because of a severe sore throat and pain on swallowing that began 12 hours ago and have rapidly worsened. He has type 2 diabetes mellitus treated with metformin. He sits leaning forward, is drooling and speaks with a muffled voice. Temperature is 39.0°C, pulse is 118/min, respirations are 22/min, blood pressure is 136/84 mm Hg, and oxygen saturation is 96% on room air. The oropharynx shows only mild erythema; the tonsils are not enlarged, the uvula is midline, and he can open his mouth fully. There is marked tenderness over the anterior neck at the level of the hyoid bone, and gentle side-to-side movement of the larynx is very painful. A soft inspiratory stridor is heard. The floor of the mouth is soft, and there is no swelling of the lips, tongue or face.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Angioedema',
        why: 'Angioedema causes swelling of the lips, tongue, face or larynx, often with an ACE inhibitor or an allergen, and without fever.',
      },
      {
        text: 'Epiglottitis',
        why: 'Infection of the epiglottis and supraglottic tissues causes severe pain on swallowing out of proportion to a near-normal pharynx, fever, a muffled voice, drooling, tenderness over the hyoid and stridor; in adults, streptococci, Staphylococcus aureus and Haemophilus influenzae are causes.',
      },
      {
        text: 'Ludwig angina',
        why: 'This is cellulitis of the submandibular and sublingual spaces, usually from a lower molar infection, with firm swelling under the jaw and a raised, tender floor of the mouth.',
      },
      {
        text: 'Peritonsillar abscess',
        why: 'A peritonsillar abscess causes trismus, a bulging soft palate and deviation of the uvula, none of which he has.',
      },
      {
        text: 'Retropharyngeal abscess',
        why: 'This occurs mostly in young children, or in adults after pharyngeal trauma, with neck stiffness and a bulging posterior pharyngeal wall.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A rapidly progressive sore throat with pain on swallowing out of proportion to a nearly normal-looking oropharynx, fever, a muffled voice, drooling, a forward-leaning posture, tenderness over the hyoid and stridor indicate acute epiglottitis (supraglottitis). Stridor signals impending airway obstruction: the patient is kept upright and calm, the airway is examined by flexible laryngoscopy in a setting prepared for intubation or a surgical airway, and intravenous ceftriaxone with vancomycin is given.',
    objective: 'Diagnose epiglottitis in an adult from its clinical findings.',
    task: 'diagnosis',
    steps: 1,
    takeHome: 'Adult epiglottitis: severe odynophagia with a near-normal pharynx, muffled voice and hyoid tenderness; secure the airway in a controlled setting.',
  },
  {
    id: 'em-q-central-retinal-artery-occlusion',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Central retinal artery occlusion',
    stem: 'A 71-year-old man comes to the emergency department because of sudden, painless loss of vision in his right eye that began 1 hour ago while he was reading. He has hypertension, hyperlipidemia and atrial fibrillation; he stopped taking apixaban 2 months ago. Pulse is 88/min and irregularly irregular, and blood pressure is 164/92 mm Hg. Visual acuity is counting fingers at 30 cm (1 ft) in the right eye and 20/25 in the left eye. There is a right relative afferent pupillary defect. The right eye is not red, and intraocular pressure is normal in both eyes. Funduscopic examination of the right eye shows a pale, whitened retina with a cherry-red spot at the fovea and narrowed arterioles with segmented columns of blood; the optic disc is not swollen.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Acute angle-closure glaucoma',
        why: 'Angle closure causes a painful red eye with halos, a mid-dilated fixed pupil and very high intraocular pressure.',
      },
      {
        text: 'Anterior ischemic optic neuropathy',
        why: 'This causes sudden visual loss with a swollen optic disc; the arteritic form, from giant cell arteritis, also causes headache, jaw claudication and a high ESR.',
      },
      {
        text: 'Central retinal artery occlusion',
        why: 'Occlusion of the central retinal artery, often by an embolus from the carotid artery or heart, makes the inner retina ischemic and opaque; the fovea, nourished by the choroid, stands out as a cherry-red spot.',
      },
      {
        text: 'Central retinal vein occlusion',
        why: 'Vein occlusion causes painless visual loss with a "blood and thunder" fundus: dilated, tortuous veins, widespread hemorrhages and disc swelling.',
      },
      {
        text: 'Retinal detachment',
        why: 'Detachment begins with floaters and flashes and a curtain over part of the visual field; the detached retina appears gray and elevated, without a cherry-red spot.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Sudden, painless, severe loss of vision in one eye with a relative afferent pupillary defect, a pale retina with a cherry-red spot and segmented arteriolar blood flow indicates central retinal artery occlusion. With atrial fibrillation and no anticoagulation, a cardiac embolus is likely. The condition is a form of ischemic stroke: the patient is sent urgently for stroke evaluation and secondary prevention, and useful vision rarely returns after a few hours.',
    objective: 'Diagnose central retinal artery occlusion from its funduscopic findings.',
    task: 'diagnosis',
    steps: 1,
    takeHome: 'Sudden painless monocular blindness with a cherry-red spot is central retinal artery occlusion, a stroke equivalent needing urgent stroke evaluation.',
  },
  {
    id: 'em-q-angle-closure-glaucoma-mechanism',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Acute angle-closure glaucoma',
    stem: 'A 64-year-old woman comes to the emergency department because of severe pain in her right eye, blurred vision with colored halos around lights, headache, nausea and vomiting for 3 hours. Yesterday she placed a transdermal scopolamine patch behind her ear before a cruise. She is farsighted and takes no other medications. Temperature is 36.9°C, pulse is 96/min, and blood pressure is 152/88 mm Hg. Visual acuity is 20/200 in the right eye. The right conjunctiva is red, most intensely around the cornea, and the cornea is hazy. The right pupil is 5 mm and does not react to light, and the globe feels firm. Intraocular pressure is 58 mm Hg in the right eye and 16 mm Hg in the left eye. The left eye is otherwise normal.',
    leadIn: "Which of the following best explains the increase in this patient's right intraocular pressure?",
    options: [
      {
        text: 'Excess aqueous production by the ciliary body',
        why: 'Overproduction of aqueous is not a recognized cause of glaucoma; acetazolamide and timolol help by reducing production, but the problem here is blocked outflow.',
      },
      {
        text: 'Peripheral iris blocking the drainage angle',
        why: 'With the pupil mid-dilated, the iris rests against the lens and bows forward (pupillary block), and its periphery folds against the trabecular meshwork, closing the angle through which aqueous drains; pressure climbs within hours.',
      },
      {
        text: 'Pigment granules clogging the trabecular meshwork',
        why: 'Pigment dispersion, usually in young nearsighted men, sheds iris pigment that clogs the meshwork and causes an open-angle glaucoma that can flare with exercise.',
      },
      {
        text: 'Raised episcleral venous pressure',
        why: 'High episcleral venous pressure from a carotid-cavernous fistula or Sturge-Weber syndrome causes glaucoma with dilated conjunctival vessels and, with a fistula, proptosis.',
      },
      {
        text: 'Red blood cells clogging the trabecular meshwork',
        why: 'Blood in the anterior chamber after blunt trauma (hyphema) can obstruct the meshwork; she had no trauma, and no blood is seen.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A painful red eye with halos, headache, vomiting, a hazy cornea, a fixed mid-dilated pupil, a firm globe and an intraocular pressure of 58 mm Hg indicate acute angle-closure glaucoma. Farsighted eyes have shallow anterior chambers, and an anticholinergic, here transdermal scopolamine, dilated the pupil and triggered the attack. Pressure is lowered at once with topical timolol, an α2 agonist and pilocarpine plus systemic acetazolamide, followed by laser peripheral iridotomy.',
    objective: 'Explain how pupil dilation precipitates acute angle-closure glaucoma.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Acute angle closure: the peripheral iris blocks aqueous outflow, often after pupil dilation by anticholinergics or darkness in farsighted older adults.',
  },
  {
    id: 'em-q-alkali-eye-injury-irrigation',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Chemical eye injury',
    stem: 'A 29-year-old man is brought to the emergency department 15 minutes after drain cleaner containing sodium hydroxide splashed into his left eye while he was unclogging a sink. He rinsed the eye briefly with tap water at home. He has severe pain and tearing and cannot open the eye. Pulse is 104/min, and blood pressure is 142/86 mm Hg. The left eyelids are in spasm, and the visible conjunctiva is red. The right eye is normal.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Fluorescein examination of the cornea',
        why: 'Slit-lamp and fluorescein examination grade the injury, but only after irrigation has returned the pH to normal.',
      },
      {
        text: 'Irrigation with normal saline',
        why: 'After a drop of topical anesthetic, and with a lid speculum if needed, liters of saline or lactated Ringer solution are run across the eye and under the everted lids until the pH of the tear film is 7.0-7.5 on repeated checks.',
      },
      {
        text: 'Neutralization with a weak acid',
        why: 'Adding acid to an alkali burn generates heat and further injury and wastes time; the chemical is removed by dilution alone.',
      },
      {
        text: 'Pressure patching of the eye',
        why: 'Patching traps the chemical against the eye and has no role before irrigation.',
      },
      {
        text: 'Visual acuity measurement',
        why: 'Visual acuity is normally the first step for any eye complaint, but chemical injury is the exception: acuity is measured after irrigation.',
      },
    ],
    answerIndex: 1,
    rationale:
      'An alkali splash to the eye is an ophthalmic emergency. Alkalis saponify cell membranes and penetrate deep into the cornea and anterior chamber, so injury continues until the chemical is removed, and the duration of contact largely determines the outcome. Immediate, copious irrigation therefore comes before history-taking, visual acuity and examination; an ophthalmologist is consulted afterwards.',
    objective: 'Irrigate a chemical eye injury immediately, before any other evaluation.',
    task: 'next-step',
    steps: 1,
    takeHome: 'Chemical eye injury, especially alkali: irrigate at once and copiously until the pH is neutral, then check visual acuity.',
  },
  {
    id: 'em-q-button-battery-esophagus',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Button battery ingestion',
    stem: 'A 2-year-old boy is brought to the emergency department 1 hour after his parents found him chewing on the remote key fob for their car; its battery is missing. Since then he has been drooling and refusing to drink, but he has had no difficulty breathing. Temperature is 36.9°C, pulse is 118/min, respirations are 26/min, and oxygen saturation is 99% on room air. He is alert and in no respiratory distress, and the lungs are clear. Radiographs of the neck and chest show a 20-mm round radiopaque object at the level of the thoracic inlet, in the esophagus; on the frontal view it has a double-ring contour, and on the lateral view its edge shows a step-off.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Emergent endoscopic removal',
        why: 'A battery lodged in the esophagus is removed endoscopically as soon as possible, ideally within 2 hours of ingestion; honey given while awaiting removal (to children 1 year or older, within 12 hours of ingestion) may reduce injury but must not delay endoscopy.',
      },
      {
        text: 'Intravenous glucagon',
        why: 'Glucagon relaxes the lower esophageal sphincter and has been tried for food impaction; it does not move a battery and would delay removal.',
      },
      {
        text: 'Observation with repeat radiograph in 24 hours',
        why: 'Observation suits an asymptomatic coin in the esophagus for up to 24 hours, or a battery already in the stomach of an asymptomatic child in some cases; an esophageal battery cannot wait.',
      },
      {
        text: 'Oral polyethylene glycol solution',
        why: 'Whole-bowel irrigation is used for some ingestions lower in the gut, such as iron tablets or drug packets; it cannot clear an object lodged in the esophagus.',
      },
      {
        text: 'Syrup of ipecac',
        why: 'Induced vomiting is no longer recommended for any ingestion and risks aspiration and further esophageal injury.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Drooling and refusal to drink after chewing a key fob with a missing battery, with a round radiopaque object in the esophagus that shows a double-ring (halo) contour on the frontal view and a step-off on the lateral view, identify a lodged button battery; a coin has a uniform edge. The battery generates hydroxide at its negative pole in contact with moist mucosa, causing liquefactive necrosis within about 2 hours that can progress to perforation, tracheoesophageal fistula or erosion into the aorta. Emergency removal is required regardless of symptoms.',
    objective: 'Remove an esophageal button battery emergently.',
    task: 'next-step',
    steps: 2,
    takeHome: 'A button battery in the esophagus (double-ring sign) needs emergency endoscopic removal within hours; it is never managed like a coin.',
  },
  {
    id: 'em-q-ruptured-ectopic-pregnancy-surgery',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Ruptured ectopic pregnancy',
    stem: 'A 27-year-old woman is brought to the emergency department because of lower abdominal pain that began suddenly 3 hours ago and light-headedness; she fainted once at home. Her last menstrual period was 7 weeks ago, and she has had light vaginal spotting for 2 days. She was treated for chlamydial cervicitis 3 years ago. Temperature is 36.9°C, pulse is 126/min, respirations are 22/min, and blood pressure is 82/50 mm Hg. She is pale and diaphoretic. The abdomen is mildly distended, with diffuse tenderness, guarding and rebound tenderness, worst in the left lower quadrant. A urine pregnancy test is positive. Bedside ultrasonography shows no intrauterine gestational sac and a large amount of free fluid in the hepatorenal space and pelvis. Two large-bore intravenous lines are placed, and transfusion of group O red blood cells has begun.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'CT of the abdomen and pelvis',
        why: 'CT delays surgery in an unstable patient and adds nothing to the ultrasonographic findings.',
      },
      {
        text: 'Dilation and curettage',
        why: 'Curettage can distinguish a failed intrauterine pregnancy from an ectopic one in a stable patient with a pregnancy of unknown location; it does not stop intraperitoneal bleeding.',
      },
      {
        text: 'Emergency surgical exploration',
        why: 'A hemodynamically unstable patient with a suspected ruptured ectopic pregnancy needs immediate laparoscopy or laparotomy, usually with salpingectomy, while blood products are given; Rh(D)-negative patients also receive anti-D immune globulin.',
      },
      {
        text: 'Intramuscular methotrexate',
        why: 'Methotrexate is for stable patients with an unruptured ectopic pregnancy, a low β-hCG and no fetal cardiac activity; rupture and shock are contraindications.',
      },
      {
        text: 'Repeat β-hCG measurement in 48 hours',
        why: 'Serial β-hCG measurements follow a stable patient with a pregnancy of unknown location; she is in hemorrhagic shock.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Seven weeks of amenorrhea, vaginal spotting, sudden lower abdominal pain, syncope and hemorrhagic shock in a woman with a positive pregnancy test, no intrauterine pregnancy and extensive free fluid on ultrasonography indicate a ruptured ectopic pregnancy; previous chlamydial infection, which damages the fallopian tubes, is a risk factor. Resuscitation and surgery proceed together.',
    objective: 'Take a hemodynamically unstable patient with a ruptured ectopic pregnancy to surgery.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Positive pregnancy test, shock and free intraperitoneal fluid: ruptured ectopic pregnancy needing immediate surgery, not imaging or methotrexate.',
  },
  {
    id: 'em-q-acute-chest-syndrome-antibiotics',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Acute chest syndrome',
    stem: 'A 19-year-old man with sickle cell disease (hemoglobin SS) comes to the emergency department because of fever, cough and right-sided pleuritic chest pain for 12 hours. For 2 days before that he had pain in his back and legs like his usual pain crises. He takes hydroxyurea and folic acid. Temperature is 38.6°C, pulse is 112/min, respirations are 26/min, and blood pressure is 124/72 mm Hg. Oxygen saturation is 91% on room air and 95% with oxygen by nasal cannula. Crackles are heard at the right lung base. Hemoglobin concentration is 7.6 g/dL (his baseline is 8.2 g/dL), leukocyte count is 18,400/mm³, and platelet count is 310,000/mm³. A chest x-ray shows a new opacity in the right lower lobe. Blood cultures are drawn, and oxygen, opioid analgesia and incentive spirometry are started.',
    leadIn: 'Which of the following is the most appropriate additional pharmacotherapy?',
    options: [
      {
        text: 'Ceftriaxone and azithromycin',
        why: 'Infection, including atypical organisms such as Chlamydia pneumoniae and Mycoplasma pneumoniae, is a common trigger, and patients with sickle cell disease are functionally asplenic; a third-generation cephalosporin plus a macrolide is given to every patient with acute chest syndrome.',
      },
      {
        text: 'Inhaled nitric oxide',
        why: 'Inhaled nitric oxide has not shown benefit in trials in acute chest syndrome or pain crises and is not recommended.',
      },
      {
        text: 'Intravenous furosemide',
        why: 'Diuresis treats fluid overload, which he does not have; dehydration promotes sickling.',
      },
      {
        text: 'Intravenous unfractionated heparin',
        why: 'Full anticoagulation treats pulmonary embolism, which can mimic acute chest syndrome; fever, leukocytosis and a new lobar opacity during a pain crisis point to acute chest syndrome, in which only prophylactic-dose anticoagulation is used.',
      },
      {
        text: 'Oral prednisone',
        why: 'Glucocorticoids are not routinely given because they are followed by rebound pain crises and readmission; they are considered only with a coexisting asthma exacerbation.',
      },
    ],
    answerIndex: 0,
    rationale:
      'A new pulmonary opacity with fever, cough, chest pain, tachypnea and hypoxemia in a patient with sickle cell disease, here following a pain crisis, defines acute chest syndrome, a leading cause of death in sickle cell disease. Triggers include infection, fat embolism from infarcted marrow and hypoventilation from rib and vertebral pain. Management is oxygen, careful analgesia, incentive spirometry and empiric antibiotics, with transfusion for worsening hypoxemia or a falling hemoglobin (exchange transfusion if severe).',
    objective: 'Treat acute chest syndrome with empiric antibiotics covering typical and atypical organisms.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Acute chest syndrome: oxygen, analgesia, incentive spirometry, a cephalosporin plus a macrolide, and transfusion if it worsens.',
  },
  {
    id: 'em-q-septic-arthritis-arthrocentesis',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Septic arthritis of the knee',
    stem: 'A 72-year-old man comes to the emergency department because of pain and swelling of the right knee for 2 days. He has had three attacks of gout in the left great toe over the past 5 years, each of which resolved with colchicine. He also has type 2 diabetes mellitus treated with metformin. Temperature is 38.5°C, pulse is 104/min, and blood pressure is 138/82 mm Hg. The right knee is warm, red and swollen, with a large effusion, and he resists passive flexion beyond 20 degrees because of pain. Leukocyte count is 14,800/mm³, and erythrocyte sedimentation rate is 76 mm/h. Radiographs of the knee show soft-tissue swelling and an effusion without fracture or erosions.',
    leadIn: 'Which of the following is the most appropriate next step in diagnosis?',
    options: [
      {
        text: 'MRI of the knee',
        why: 'MRI shows effusion and soft-tissue and bone changes but cannot identify crystals or organisms; it is used for suspected osteomyelitis or internal derangement.',
      },
      {
        text: 'Nuclear medicine bone scan',
        why: 'A bone scan is nonspecific and does not distinguish infection from crystal arthritis.',
      },
      {
        text: 'Oral colchicine trial',
        why: 'Treating empirically for gout without examining joint fluid risks missing septic arthritis, which destroys cartilage within days; crystals and infection can coexist.',
      },
      {
        text: 'Serum uric acid concentration',
        why: 'Serum urate can be normal during a gout flare and high in a patient with septic arthritis, so it does not separate the two.',
      },
      {
        text: 'Synovial fluid aspiration',
        why: 'Arthrocentesis with leukocyte count, Gram stain, culture and polarized light microscopy is the essential test: a synovial leukocyte count above about 50,000/mm³ with mostly neutrophils suggests infection, and finding crystals does not exclude it.',
      },
    ],
    answerIndex: 4,
    rationale:
      'An acutely hot, swollen knee with fever, leukocytosis and pain on passive motion is septic arthritis until proven otherwise, even in a patient with known gout. A large joint and fever make infection more likely than his usual gout attacks in the great toe. Joint fluid is obtained before antibiotics are started; blood cultures are drawn, and empiric antibiotics and drainage of the joint follow.',
    objective: 'Aspirate an acutely inflamed joint to exclude septic arthritis, even in a patient with gout.',
    task: 'investigation',
    steps: 2,
    takeHome: 'Acute monoarthritis with fever: aspirate the joint for cell count, Gram stain, culture and crystals; known gout does not exclude infection.',
  },
  {
    id: 'em-q-cat-bite-amoxicillin-clavulanate',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Cat bite wound',
    stem: 'A 58-year-old woman comes to the emergency department 3 hours after her cat bit the back of her right hand while she was giving it medication. She has no medical conditions, takes no medications and has no drug allergies. She received a tetanus-diphtheria booster 4 years ago. The cat lives indoors, is healthy and is up to date on rabies vaccination. Temperature is 36.8°C, and pulse is 80/min. There are two deep puncture wounds over the dorsum of the right hand near the third metacarpophalangeal joint, without redness or discharge. She moves all fingers fully, and sensation is intact. The wounds are irrigated and left open.',
    leadIn: 'Which of the following antibiotics is most appropriate to prevent infection of these wounds?',
    options: [
      {
        text: 'Amoxicillin-clavulanate',
        why: 'Cat bites inoculate Pasteurella multocida, streptococci, Staphylococcus aureus and oral anaerobes; amoxicillin-clavulanate covers all of them and is given for 3-5 days after deep punctures, hand wounds or bites in immunocompromised patients.',
      },
      {
        text: 'Cephalexin',
        why: 'First-generation cephalosporins act poorly against Pasteurella multocida and anaerobes; cephalexin suits uncomplicated cellulitis.',
      },
      {
        text: 'Dicloxacillin',
        why: 'Dicloxacillin covers staphylococci and streptococci but not Pasteurella.',
      },
      {
        text: 'Erythromycin',
        why: 'Erythromycin is unreliable against Pasteurella and anaerobes.',
      },
      {
        text: 'Trimethoprim-sulfamethoxazole',
        why: 'It covers Pasteurella and S. aureus but not anaerobes; in penicillin allergy it is combined with clindamycin or metronidazole.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Cat teeth are thin and sharp and inoculate bacteria deep into tissue, and the hand has many closed spaces (tendon sheaths and joints), so cat bites of the hand often become infected, typically with Pasteurella multocida within 12-24 hours. After irrigation, puncture wounds are left open and prophylactic antibiotics are given. Her tetanus booster is recent, and a healthy, vaccinated pet cat that can be observed for 10 days does not call for rabies prophylaxis.',
    objective: 'Choose amoxicillin-clavulanate as prophylaxis after a cat bite of the hand.',
    task: 'prevention',
    steps: 2,
    takeHome: 'Cat bite of the hand: irrigate, leave punctures open and give amoxicillin-clavulanate to cover Pasteurella, staphylococci, streptococci and anaerobes.',
  },
  {
    id: 'em-q-ottawa-ankle-rules-no-imaging',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Ankle sprain: Ottawa ankle rules',
    stem: 'A 24-year-old woman comes to the emergency department 2 hours after she twisted her right ankle, turning the sole inward, as she landed from a jump during a basketball game. She walked off the court with a limp. She takes four steps in the emergency department, limping but bearing her full weight. Vital signs are normal. There is swelling and tenderness in front of and below the lateral malleolus. There is no tenderness along the posterior edge or tip of either malleolus, at the base of the fifth metatarsal or over the navicular. Pulses and sensation in the foot are normal.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'CT of the ankle',
        why: 'CT characterizes complex fractures already seen on radiographs, such as pilon or calcaneal fractures; it is not a screening test for a sprain.',
      },
      {
        text: 'MRI of the ankle',
        why: 'MRI evaluates suspected ligament, tendon or osteochondral injury when symptoms persist for weeks; it has no role in the acute evaluation of a simple sprain.',
      },
      {
        text: 'Radiographs of the ankle and foot',
        why: 'Radiographs are indicated by the Ottawa rules for bone tenderness at the posterior edge or tip of either malleolus, the base of the fifth metatarsal or the navicular, or for inability to take four steps; she has none of these.',
      },
      {
        text: 'Stress radiographs of the ankle',
        why: 'Stress views assess chronic ligamentous instability; acutely they are painful and unhelpful.',
      },
      {
        text: 'Supportive care without imaging',
        why: 'She meets no Ottawa criterion, so a clinically important fracture is very unlikely (the rules are close to 100% sensitive); she is treated for a lateral ankle sprain with a brace, ice, elevation, analgesics and early weight-bearing.',
      },
    ],
    answerIndex: 4,
    rationale:
      'An inversion injury with swelling and tenderness in front of and below the lateral malleolus, over the anterior talofibular ligament, is a lateral ankle sprain. The Ottawa ankle and foot rules identify who needs radiographs; because she can take four steps and has no tenderness at the specified bony sites, imaging can safely be omitted.',
    objective: 'Apply the Ottawa ankle rules to avoid unnecessary radiographs.',
    task: 'investigation',
    steps: 2,
    takeHome: 'Ottawa ankle rules: image only for malleolar, fifth-metatarsal or navicular bone tenderness or inability to take four steps.',
  },
  {
    id: 'em-q-exercise-associated-hyponatremia',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Exercise-associated hyponatremia',
    stem: 'A 34-year-old woman is brought to the emergency department from the finish line of a marathon, which she completed in 5 hours 40 minutes. She drank water at every aid station because she was worried about becoming dehydrated. She has a headache, nausea and vomiting and has become increasingly confused; in the emergency department she has a generalized tonic-clonic seizure lasting 1 minute. She takes no medications. Temperature is 37.6°C, pulse is 96/min, respirations are 18/min, blood pressure is 128/78 mm Hg, and oxygen saturation is 97% on room air. She is drowsy after the seizure. The mucous membranes are moist, and the fingers are swollen. Serum sodium concentration is 118 mEq/L, potassium 3.8 mEq/L, chloride 86 mEq/L, bicarbonate 22 mEq/L, urea nitrogen 10 mg/dL, creatinine 0.9 mg/dL, and glucose 98 mg/dL. Serum osmolality is 250 mOsm/kg H₂O.',
    leadIn: 'Which of the following is the most appropriate treatment?',
    options: [
      {
        text: 'Cold-water immersion',
        why: 'Immersion treats exertional heat stroke; her temperature is 37.6 °C, and her encephalopathy is caused by the low sodium.',
      },
      {
        text: 'Fluid restriction alone',
        why: 'Restricting fluid while the excess water is excreted suits mild, asymptomatic exercise-associated hyponatremia; seizures and confusion call for immediate correction.',
      },
      {
        text: 'Hypertonic (3%) saline bolus',
        why: 'A 100-mL bolus of 3% saline over about 10 minutes, repeated up to twice more if symptoms persist, raises the sodium quickly; a rise of 4-6 mEq/L is usually enough to stop seizures and reduce cerebral edema, after which the sodium is followed closely.',
      },
      {
        text: 'Isotonic (0.9%) saline infusion',
        why: 'With ongoing ADH secretion, isotonic saline raises the sodium little, and the added volume can worsen cerebral edema; it is avoided in symptomatic exercise-associated hyponatremia.',
      },
      {
        text: 'Oral tolvaptan',
        why: 'A vasopressin-receptor antagonist acts over hours and is used for chronic euvolemic or hypervolemic hyponatremia, not for seizures.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Headache, vomiting, confusion and a seizure after a long race during which she drank water freely, with a serum sodium of 118 mEq/L and a low osmolality, indicate exercise-associated hyponatremia with cerebral edema. Drinking more than is lost in sweat and urine, together with nonosmotic ADH release during prolonged exercise, causes acute dilutional hyponatremia. Because it developed over hours, brain cells have not adapted, the risk of osmotic demyelination from prompt correction is low, and hypertonic saline is given at once.',
    objective: 'Treat acute symptomatic hyponatremia with a hypertonic saline bolus.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Acute hyponatremia with seizures or confusion, as after a marathon: 100-mL boluses of 3% saline to raise the sodium by 4-6 mEq/L.',
  },
  {
    id: 'em-q-alcoholic-ketoacidosis-dextrose',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Alcoholic ketoacidosis',
    stem: 'A 46-year-old man comes to the emergency department because of nausea, repeated vomiting and epigastric pain for 2 days, during which he has been unable to eat. He has alcohol use disorder and drank heavily for a week until the vomiting began; his last drink was 36 hours ago. He has no history of diabetes mellitus. Temperature is 37.1°C, pulse is 112/min, respirations are 22/min, and blood pressure is 104/66 mm Hg. The mucous membranes are dry, there is mild epigastric tenderness, and there is a fine tremor of the outstretched hands. Serum sodium concentration is 136 mEq/L, potassium 3.6 mEq/L, chloride 96 mEq/L, bicarbonate 12 mEq/L, urea nitrogen 24 mg/dL, creatinine 1.1 mg/dL, glucose 82 mg/dL, lactate 2.8 mmol/L, and lipase 48 U/L. Measured serum osmolality is 292 mOsm/kg H₂O, and serum ethanol is undetectable. Arterial pH is 7.28, and PCO₂ is 26 mm Hg. The urine dipstick shows a small amount of ketones, and serum β-hydroxybutyrate concentration is markedly increased.',
    leadIn: 'Which of the following is the most appropriate treatment?',
    options: [
      {
        text: 'Hemodialysis',
        why: 'Dialysis is for toxic alcohol poisoning with severe acidosis or kidney failure, or for other dialyzable poisons; this acidosis resolves with dextrose and fluid.',
      },
      {
        text: 'Intravenous fomepizole',
        why: 'Fomepizole treats methanol or ethylene glycol poisoning, which causes an osmolal gap; his measured osmolality (292) and calculated osmolality (about 285 mOsm/kg) differ by only 7.',
      },
      {
        text: 'Intravenous sodium bicarbonate infusion',
        why: 'Ketoacids are metabolized to bicarbonate once their production stops, so bicarbonate is rarely needed and does not treat the cause.',
      },
      {
        text: 'Regular insulin infusion',
        why: 'Insulin is required in diabetic ketoacidosis, in which glucose is high; his glucose is 82 mg/dL, and insulin would cause hypoglycemia.',
      },
      {
        text: 'Thiamine followed by dextrose-saline',
        why: 'Dextrose stimulates insulin and suppresses glucagon, stopping lipolysis and ketogenesis, while saline corrects the volume deficit; thiamine is given first to prevent Wernicke encephalopathy, and potassium, magnesium and phosphate are replaced as needed.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Vomiting, poor intake and abdominal pain after an alcohol binge, with a high anion gap metabolic acidosis (anion gap 136 - (96 + 12) = 28 mEq/L), a normal glucose, no osmolal gap, only a slightly raised lactate and a high β-hydroxybutyrate, indicate alcoholic ketoacidosis. Starvation lowers insulin and raises counterregulatory hormones, and ethanol metabolism raises the NADH:NAD⁺ ratio, shifting acetoacetate to β-hydroxybutyrate; the nitroprusside dipstick detects only acetoacetate, so it underestimates the ketosis.',
    objective: 'Distinguish alcoholic ketoacidosis from diabetic ketoacidosis and toxic alcohol poisoning and treat it.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Alcoholic ketoacidosis: anion gap acidosis with normal or low glucose after a binge; give thiamine, dextrose-containing saline and electrolytes, not insulin.',
  },
  {
    id: 'em-q-emtala-stabilization',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'EMTALA: screening and stabilization',
    stem: 'A 52-year-old man comes to the emergency department of a private hospital because of fever, chills and right flank pain for 2 days. He has no health insurance. Temperature is 39.2°C, pulse is 122/min, respirations are 24/min, and blood pressure is 84/50 mm Hg. There is right costovertebral angle tenderness. Urinalysis shows numerous leukocytes and bacteria, and serum lactate concentration is 4.6 mmol/L. The hospital has an intensive care unit with available beds. On learning that he is uninsured, a hospital administrator asks the emergency physician to transfer him to the county hospital 50 km (30 miles) away.',
    leadIn: 'Which of the following is the most appropriate action by the physician?',
    options: [
      {
        text: 'Arrange transfer once the county hospital accepts him',
        why: 'Acceptance by the receiving hospital is required for any transfer, but it does not make transfer of an unstable patient lawful; such a transfer is allowed only if the patient requests it after being told the risks, or if a physician certifies that the medical benefits of care elsewhere outweigh the risks.',
      },
      {
        text: 'Discharge him with oral antibiotics and clinic follow-up',
        why: 'Discharging a patient in septic shock is unsafe and breaches the duty to stabilize.',
      },
      {
        text: 'Obtain proof of insurance before further treatment',
        why: 'The law forbids delaying screening or stabilizing treatment to ask about payment or insurance.',
      },
      {
        text: 'Send him by private car to the county hospital',
        why: 'A transfer must use qualified personnel and equipment; sending an unstable patient by private car is unsafe and unlawful.',
      },
      {
        text: 'Stabilize and admit him at this hospital',
        why: 'Hospitals that participate in Medicare must give a medical screening examination to anyone who comes to the emergency department and, if an emergency condition is found, stabilizing treatment within their capability, whatever the ability to pay; this hospital can treat septic shock, so he is resuscitated and admitted here.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Fever, flank pain, pyuria, hypotension and a lactate of 4.6 mmol/L indicate septic shock from pyelonephritis, an emergency medical condition. The Emergency Medical Treatment and Active Labor Act (EMTALA) requires screening and stabilization regardless of insurance and prohibits transferring an unstable patient for financial reasons. The physician begins resuscitation, with cultures, antibiotics, fluid and vasopressors as needed, and admits him.',
    objective: 'Apply EMTALA to an uninsured patient with an emergency condition.',
    task: 'ethics',
    steps: 2,
    takeHome: 'EMTALA: screen and stabilize every emergency department patient regardless of ability to pay; do not transfer an unstable patient for financial reasons.',
  },
  {
    id: 'em-q-radial-head-subluxation-reduction',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Radial head subluxation',
    stem: 'A 3-year-old girl is brought to the emergency department because she has not used her left arm for the past hour. Her father lifted her by the hand to pull her up onto a curb, and she began to cry. Temperature is 36.8°C, and pulse is 110/min. She holds the left arm at her side with the elbow slightly flexed and the forearm pronated, and she cries when the forearm is supinated. There is no swelling, bruising or deformity, and there is mild tenderness over the lateral elbow. The radial pulse and capillary refill are normal, and she moves her fingers. She has no bruises elsewhere, and the history is the same on repeated questioning.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Closed reduction of the elbow',
        why: 'Firm hyperpronation of the forearm (or supination followed by elbow flexion) with a thumb over the radial head often produces a click as the annular ligament slips back; the child usually uses the arm within 15-30 minutes. Hyperpronation succeeds more often on the first attempt.',
      },
      {
        text: 'Long-arm splint for 3 weeks',
        why: 'Immobilization is for fractures; a subluxed radial head needs only reduction, after which the child uses the arm normally.',
      },
      {
        text: 'Radiographs of the elbow',
        why: 'Imaging is reserved for an atypical history, swelling, bruising, focal bony tenderness, or failure to use the arm after reduction attempts; a classic pull injury is reduced without it.',
      },
      {
        text: 'Report to child protective services',
        why: 'Lifting a child by the hand is a common accidental cause; a report is warranted when the history is inconsistent or there are other injuries, which are absent here.',
      },
      {
        text: 'Sling and orthopedic follow-up in 1 week',
        why: 'A sling leaves the subluxation unreduced and the child in pain.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Sudden refusal to use the arm after a pull on the hand of a young child, with the elbow slightly flexed, the forearm pronated and no swelling or deformity, is radial head subluxation ("nursemaid elbow"). Traction slips the radial head partly through the annular ligament, which becomes trapped between the radial head and the capitulum. With a typical history and examination, reduction is performed without imaging.',
    objective: 'Reduce a radial head subluxation without imaging when the presentation is typical.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Nursemaid elbow after a pull on the hand: reduce by hyperpronation (or supination-flexion) without imaging when the picture is typical.',
  },
  {
    id: 'em-q-status-asthmaticus-ketamine-induction',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Rapid sequence intubation in severe asthma: ketamine',
    stem: 'A 27-year-old woman with asthma is brought to the emergency department because of worsening shortness of breath for 2 days. Over the past hour she has received continuous nebulized albuterol, ipratropium, intravenous methylprednisolone and 2 g of intravenous magnesium sulfate, but she is becoming drowsy and can speak only single words. Temperature is 37.2°C, pulse is 132/min, respirations are 34/min and shallow, blood pressure is 92/58 mm Hg, and oxygen saturation is 88% with oxygen by nonrebreather mask. Breath sounds are faint, with scant wheezing. Arterial blood gas analysis shows a pH of 7.21, PCO₂ of 62 mm Hg and PO₂ of 58 mm Hg. The team prepares for rapid sequence intubation.',
    leadIn: 'Which of the following is the mechanism of action of the most appropriate induction agent for this patient?',
    options: [
      {
        text: 'Agonism at α2-adrenergic receptors',
        why: 'Dexmedetomidine, an α2 agonist, gives light sedation that preserves breathing but acts too slowly to induce anesthesia for intubation.',
      },
      {
        text: 'Agonism at μ-opioid receptors',
        why: 'Opioids such as fentanyl blunt the response to laryngoscopy but are not induction agents; morphine also releases histamine, which can worsen bronchospasm.',
      },
      {
        text: 'Antagonism at NMDA glutamate receptors',
        why: 'Ketamine, a dissociative anesthetic, blocks NMDA receptors; its sympathomimetic effects relax bronchial smooth muscle and support blood pressure, making it the preferred induction agent in severe asthma. It increases secretions and can cause emergence reactions.',
      },
      {
        text: 'Depolarizing blockade at nicotinic receptors',
        why: 'Succinylcholine is the paralytic given with the induction agent during rapid sequence intubation; it provides no sedation or analgesia.',
      },
      {
        text: 'Potentiation of GABA-A receptors',
        why: 'Propofol, etomidate and midazolam act at GABA-A receptors; propofol and midazolam lower blood pressure, which is already low here, and etomidate lacks the bronchodilating effect of ketamine.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Despite maximal therapy she is tiring, drowsy, hypoxemic and hypercapnic (PCO₂ 62 mm Hg): a life-threatening asthma exacerbation with impending respiratory failure that requires intubation. The induction agent of choice is ketamine, which bronchodilates and preserves blood pressure. After intubation she is ventilated with a low respiratory rate and a long expiratory time to limit air trapping.',
    objective: 'Choose ketamine for induction in status asthmaticus and state its mechanism.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Intubating a patient in status asthmaticus: ketamine (NMDA antagonist) is the induction agent of choice because it bronchodilates and supports blood pressure.',
  },
  {
    id: 'em-q-hydrofluoric-acid-burn-calcium',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Hydrofluoric acid burn',
    stem: 'A 38-year-old man comes to the emergency department because of severe, throbbing pain in the tips of the right index and middle fingers that began 4 hours after he cleaned aluminum truck wheels with a rust remover without gloves. He rinsed his hand with water for 15 minutes at work, but the pain has steadily worsened. He has no medical conditions. Temperature is 36.8°C, pulse is 104/min, and blood pressure is 142/88 mm Hg. The skin of the two fingertips shows only mild erythema and slight blanching, without blisters; the fingers are very tender. Capillary refill is normal. Serum calcium concentration is 9.1 mg/dL, and magnesium concentration is 1.8 mEq/L. An ECG shows sinus tachycardia with a normal QT interval.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Oral opioid analgesia and discharge',
        why: 'Analgesia helps, but in this injury pain is the marker of ongoing fluoride penetration; treating the pain alone lets destruction of soft tissue and bone continue.',
      },
      {
        text: 'Silver sulfadiazine cream',
        why: 'Silver sulfadiazine is used for partial-thickness thermal burns; it does not bind fluoride.',
      },
      {
        text: 'Sodium bicarbonate soaks',
        why: 'Neutralizing the acid does not inactivate free fluoride ions, which cause the injury; water irrigation followed by a calcium salt is used.',
      },
      {
        text: 'Surgical debridement of the fingertips',
        why: 'Debridement is for tissue that becomes necrotic despite treatment; it is not the first step.',
      },
      {
        text: 'Topical calcium gluconate gel',
        why: 'Calcium gluconate gel massaged into the skin, often inside a glove worn over the hand, binds fluoride as insoluble calcium fluoride; relief of pain marks success, and persistent pain calls for subcutaneous, intra-arterial or intravenous regional calcium gluconate.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Severe pain out of proportion to nearly normal-looking skin, beginning hours after contact with a rust remover, is typical of a hydrofluoric acid burn; dilute solutions cause delayed symptoms. The weakly dissociated acid penetrates deeply, and free fluoride ions bind calcium and magnesium, killing cells and depolarizing nerve endings. Large or concentrated exposures cause systemic hypocalcemia, hypomagnesemia and hyperkalemia with ventricular arrhythmias, so calcium, magnesium and the ECG are monitored.',
    objective: 'Recognize a hydrofluoric acid burn and treat it with calcium gluconate.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Hydrofluoric acid burn: pain out of proportion to the skin findings; irrigate, apply calcium gluconate gel and watch for systemic hypocalcemia.',
  },
  {
    id: 'em-q-scombroid-poisoning-histamine',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Scombroid fish poisoning',
    stem: 'A 28-year-old woman comes to the emergency department 40 minutes after eating grilled tuna at a restaurant because of flushing of the face and upper body, a throbbing headache, palpitations and abdominal cramps with diarrhea. She noticed a peppery taste while eating the fish. Her friend, who shared the same dish, has similar flushing. She has eaten tuna many times without problems and has no known allergies. Temperature is 37.0°C, pulse is 112/min, respirations are 16/min, blood pressure is 112/70 mm Hg, and oxygen saturation is 99% on room air. The face, neck and upper chest are red, with a few scattered wheals. There is no swelling of the lips or tongue, and the lungs are clear. Neurologic examination shows no abnormalities.',
    leadIn: "Which of the following best explains this patient's symptoms?",
    options: [
      {
        text: 'Histamine formed by bacteria',
        why: 'When dark-meat fish such as tuna or mackerel is poorly chilled, bacteria decarboxylate the histidine in the flesh to histamine, which cooking does not destroy; the fish may look and smell normal.',
      },
      {
        text: 'IgE-mediated mast cell degranulation',
        why: 'True fish allergy follows previous sensitization, affects only allergic people rather than everyone who shared the dish, and more often causes angioedema, wheezing or hypotension; she has eaten tuna safely many times.',
      },
      {
        text: 'Preformed staphylococcal enterotoxin',
        why: 'Staphylococcal food poisoning causes abrupt vomiting 1-6 hours after eating foods such as ham, custard or mayonnaise-based salads, without flushing.',
      },
      {
        text: 'Sodium-channel blockade by tetrodotoxin',
        why: 'Tetrodotoxin from puffer fish causes perioral numbness and ascending paralysis that can stop breathing.',
      },
      {
        text: 'Sodium-channel opening by ciguatoxin',
        why: 'Ciguatera follows large tropical reef fish such as barracuda and causes gastrointestinal symptoms followed by paresthesias and reversal of hot and cold sensation.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Flushing, headache, palpitations, a peppery or metallic taste, diarrhea and urticaria within an hour of eating tuna, affecting more than one diner in a person without fish allergy, indicate scombroid poisoning, a histamine toxicity that mimics an allergic reaction. It resolves within hours and responds to H1 and H2 antihistamines; epinephrine is reserved for the rare case with bronchospasm or hypotension.',
    objective: 'Recognize scombroid poisoning and explain its cause.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Flushing and headache within an hour of eating tuna or mackerel, in several diners: scombroid, bacterial histamine in poorly chilled fish; treat with antihistamines.',
    table: {
      caption: 'Seafood toxins',
      header: ['Syndrome', 'Source', 'Key features'],
      rows: [
        ['Scombroid', 'Poorly chilled tuna, mackerel', 'Flushing, headache, peppery taste'],
        ['Ciguatera', 'Large tropical reef fish', 'Gastrointestinal then paresthesias, hot-cold reversal'],
        ['Tetrodotoxin', 'Puffer fish', 'Perioral numbness, paralysis'],
        ['Paralytic shellfish poisoning', 'Bivalves in algal blooms', 'Paresthesias, paralysis'],
      ],
    },
  },
  {
    id: 'em-q-contact-lens-corneal-abrasion',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Corneal abrasion in a contact lens wearer',
    stem: 'A 26-year-old woman comes to the emergency department because of pain, redness, tearing and sensitivity to light in her right eye since she woke up this morning. She fell asleep last night wearing her soft contact lenses and removed them on waking. She has no medical conditions. Visual acuity is 20/30 in the right eye and 20/20 in the left eye. The right conjunctiva is injected. After a drop of topical anesthetic relieves the pain, fluorescein staining under cobalt blue light shows a 2-mm central epithelial defect of the cornea; there is no white infiltrate beneath it. The anterior chamber is clear, and the pupils react normally. No foreign body is seen under the everted lids.',
    leadIn: 'Which of the following is the most appropriate treatment?',
    options: [
      {
        text: 'Eye patching for 24 hours',
        why: 'Patching does not speed healing of abrasions and is avoided in contact lens wearers because it creates a warm, closed environment for bacterial growth.',
      },
      {
        text: 'Topical ciprofloxacin drops',
        why: 'A fluoroquinolone such as ciprofloxacin or ofloxacin covers Pseudomonas aeruginosa, the organism of greatest concern in contact lens wearers; lenses are not worn until the abrasion heals, and the eye is rechecked within 24 hours.',
      },
      {
        text: 'Topical erythromycin ointment',
        why: 'Erythromycin ointment is a reasonable choice for abrasions in people who do not wear contact lenses, but it does not cover Pseudomonas.',
      },
      {
        text: 'Topical prednisolone drops',
        why: 'Glucocorticoid drops delay epithelial healing and worsen infection; they are not used for abrasions.',
      },
      {
        text: 'Topical tetracaine for home use',
        why: 'Repeated use of topical anesthetics damages the corneal epithelium, delays healing and masks worsening; they are used only for examination.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Pain, tearing, light sensitivity and a fluorescein-staining epithelial defect after sleeping in soft contact lenses indicate a corneal abrasion in a contact lens wearer. These abrasions carry a risk of Pseudomonas keratitis, which can progress to corneal ulceration and perforation within days, so antipseudomonal topical antibiotics are used. A white infiltrate or ulcer beneath the defect would call for same-day ophthalmology evaluation.',
    objective: 'Treat a corneal abrasion in a contact lens wearer with an antipseudomonal topical antibiotic.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Corneal abrasion in a contact lens wearer: topical antipseudomonal fluoroquinolone, no patch, no lenses, and recheck within 24 hours.',
  },
  {
    id: 'em-q-elder-abuse-reporting',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Elder abuse and neglect',
    stem: 'An 84-year-old woman with Alzheimer disease is brought to the emergency department by her son, her only caregiver, after a fall at home. He says that she falls often. She is oriented to person only. Temperature is 37.2°C, pulse is 108/min, and blood pressure is 104/62 mm Hg. Her body mass index is 17 kg/m². She is poorly groomed, and the mucous membranes are dry. There are bruises of different colors on both upper inner arms and wrists in the shape of fingertips, and there is a deep sacral pressure ulcer with exposed subcutaneous fat. She becomes quiet and looks away whenever her son enters the room. Serum sodium concentration is 151 mEq/L, urea nitrogen 42 mg/dL, creatinine 1.4 mg/dL, and albumin 2.6 g/dL. Radiographs show no fractures. Her son asks to take her home now.',
    leadIn: 'Which of the following is the most appropriate next step?',
    options: [
      {
        text: 'Arrange outpatient follow-up in 1 week',
        why: 'Sending her home for later review leaves a dehydrated, malnourished patient with suspected abuse in the same unsafe setting.',
      },
      {
        text: 'Confront the son about the injuries',
        why: 'Accusing the caregiver can increase the danger to the patient and prompt him to remove her from care; the physician\'s role is to protect the patient and report, not to investigate.',
      },
      {
        text: 'Discharge home with home health services',
        why: 'Home services do not make a home with suspected abuse safe, and she needs inpatient treatment of dehydration, malnutrition and the pressure ulcer.',
      },
      {
        text: "Obtain the patient's permission before reporting",
        why: 'She lacks the capacity to weigh this decision, and in most US states physicians must report a reasonable suspicion of elder abuse whether or not the patient agrees.',
      },
      {
        text: 'Report to adult protective services',
        why: 'Suspicion, not proof, is enough to report; the agency investigates while she is admitted for treatment, which also keeps her safe.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Fingertip-pattern bruises of different ages, malnutrition, dehydration (sodium 151 mEq/L), an untreated deep pressure ulcer, frequent falls and fearfulness in the caregiver\'s presence in a dependent older woman with dementia suggest physical abuse and neglect. Physicians in most states are mandated reporters of suspected elder abuse, and the patient\'s safety takes priority over the caregiver\'s wish to take her home.',
    objective: 'Report suspected elder abuse and neglect and secure the patient\'s safety.',
    task: 'ethics',
    steps: 2,
    takeHome: 'Suspected elder abuse or neglect: secure the patient\'s safety (admit if needed) and report to adult protective services; proof is not required.',
  },
  {
    id: 'em-q-posterior-shoulder-dislocation-seizure',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Posterior shoulder dislocation',
    stem: 'A 32-year-old man is brought to the emergency department 2 hours after a generalized tonic-clonic seizure at home. He has epilepsy and missed several doses of levetiracetam this week. Since the seizure he has had severe pain in the left shoulder and cannot move the arm. Temperature is 37.1°C, pulse is 96/min, and blood pressure is 134/82 mm Hg. He is alert and oriented. He holds the left arm against his body, adducted and internally rotated. The front of the left shoulder looks flat, the coracoid process is prominent, and there is fullness behind the shoulder. He cannot externally rotate the arm, and attempts to do so passively are blocked and very painful. Sensation over the lateral shoulder and the radial pulse are normal. Radiographs are pending.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Acromioclavicular joint separation',
        why: 'A fall onto the point of the shoulder separates the acromioclavicular joint, causing a step-off at the top of the shoulder with preserved glenohumeral rotation.',
      },
      {
        text: 'Anterior glenohumeral dislocation',
        why: 'The most common type follows forced abduction and external rotation; the arm is held slightly abducted and externally rotated, the humeral head is felt in front, and the axillary nerve is at risk.',
      },
      {
        text: 'Posterior glenohumeral dislocation',
        why: 'Violent contraction of the strong internal rotators during a seizure or electric shock drives the humeral head backward; the arm is locked in adduction and internal rotation, and external rotation is blocked. It is easily missed on a single frontal radiograph, so an axillary or scapular Y view is needed.',
      },
      {
        text: 'Rotator cuff tear',
        why: 'A cuff tear weakens active abduction and external rotation, but passive motion is preserved and the shoulder contour is normal.',
      },
      {
        text: 'Surgical neck fracture of the humerus',
        why: 'Proximal humerus fractures cause pain, swelling and bruising, usually after falls in older adults with osteoporosis; the humeral head stays in the glenoid, so the front of the shoulder is not flattened.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Shoulder pain after a generalized seizure, with the arm held adducted and internally rotated, a flattened front of the shoulder with a prominent coracoid process, fullness behind the joint and a block to external rotation, indicates posterior dislocation of the shoulder. Seizures and electrocution are the classic causes, and the diagnosis is often missed; after confirmation on an axillary or scapular Y view and exclusion of an associated fracture, closed reduction is performed.',
    objective: 'Diagnose posterior shoulder dislocation after a seizure.',
    task: 'diagnosis',
    steps: 1,
    takeHome: 'Shoulder pain after a seizure or electric shock with the arm locked in internal rotation: posterior dislocation; confirm with an axillary or scapular Y view.',
  },
  {
    id: 'em-q-knee-dislocation-ankle-brachial-index',
    category: 'Emergency Medicine',
    examTypes: ['usmle', 'comlex'],
    topic: 'Knee dislocation: popliteal artery injury',
    stem: 'A 24-year-old man is brought to the emergency department 1 hour after a motorcycle collision. Paramedics found his right knee grossly deformed; it straightened with a clunk while they splinted the leg. He has severe pain in the knee. Pulse is 98/min, respirations are 18/min, and blood pressure is 132/80 mm Hg. The right knee is swollen and diffusely tender and is grossly unstable to varus, valgus, anterior and posterior stress. The foot is warm, the dorsalis pedis and posterior tibial pulses are palpable and equal to those on the left, and capillary refill is normal. Sensation and movement of the foot and toes are normal. Radiographs show a large effusion with the joint aligned and no fracture.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Ankle-brachial index',
        why: 'An ankle-brachial index below 0.9 calls for CT angiography and vascular surgery consultation; an index of 0.9 or more with normal pulses allows serial examinations. Palpable pulses do not exclude an intimal tear of the popliteal artery.',
      },
      {
        text: 'Arthrocentesis of the knee',
        why: 'Aspiration relieves a tense hemarthrosis or tests for infection or crystals; it does not assess the threatened artery.',
      },
      {
        text: 'Knee immobilizer and discharge',
        why: 'Discharge without vascular assessment risks missing a popliteal artery injury that thromboses hours later, with loss of the limb.',
      },
      {
        text: 'MRI of the knee',
        why: 'MRI defines the multiple ligament injuries and guides reconstruction, but only after arterial injury has been excluded.',
      },
      {
        text: 'Venous duplex ultrasonography',
        why: 'Venous duplex looks for deep venous thrombosis; the urgent concern after this injury is arterial.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Instability in every direction after high-energy trauma, with a deformity that reduced during splinting, indicates a knee dislocation that reduced spontaneously. The popliteal artery is tethered above the knee at the adductor hiatus and below it at the soleus arch, so it is injured in a substantial share of knee dislocations, sometimes with normal pulses, and a missed injury can lead to amputation. The common fibular nerve is also examined.',
    objective: 'Screen for popliteal artery injury after knee dislocation with the ankle-brachial index.',
    task: 'investigation',
    steps: 2,
    takeHome: 'Knee dislocation, even when reduced and with normal pulses: measure the ankle-brachial index; below 0.9, obtain CT angiography.',
  },
];
