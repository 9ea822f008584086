import type { LibraryNote } from '../../note-types';

export const notes: readonly LibraryNote[] = [
  {
    id: 'em-acetaminophen-overdose',
    title: 'Acetaminophen (Paracetamol) Overdose',
    subject: 'Emergency Medicine',
    kind: 'toxin',
    aliases: ['acetaminophen overdose', 'acetaminophen toxicity', 'Tylenol overdose', 'paracetamol poisoning', 'APAP toxicity', 'NAC', 'N-acetylcysteine', 'Rumack-Matthew nomogram'],
    definition:
      'Acetaminophen overdose causes liver injury when the toxic metabolite NAPQI accumulates after glutathione is depleted, producing centrilobular (zone 3) hepatic necrosis.',
    mechanism:
      'In acetaminophen overdose, the normal glucuronidation and sulfation pathways are saturated, so more drug is oxidized by CYP2E1 to the reactive metabolite NAPQI; once hepatic glutathione is depleted, NAPQI binds hepatocyte proteins and causes centrilobular (zone 3) necrosis.',
    riskFactors: [
      'Chronic alcohol use, malnutrition or fasting, and CYP inducers increase susceptibility to liver injury from acetaminophen overdose.',
    ],
    presentation: [
      'In the first 24 hours after acetaminophen overdose, patients have no symptoms or only nausea, vomiting and malaise.',
      'At 24-72 hours after acetaminophen overdose, right upper quadrant pain develops and AST and ALT rise.',
      'At 72-96 hours, acetaminophen overdose causes peak liver injury with very high transaminases, coagulopathy (raised INR), encephalopathy, lactic acidosis, hypoglycemia and acute kidney injury, followed by recovery or death.',
    ],
    bestInitialTest:
      'The best initial test for acetaminophen overdose is a serum acetaminophen level at 4 hours after ingestion (or on arrival if later), plotted on the Rumack-Matthew nomogram for a single acute ingestion with a known time.',
    testOfChoice:
      'In acetaminophen overdose, the Rumack-Matthew nomogram (US treatment line starting at 150 mcg/mL at 4 hours) guides treatment but does not apply to repeated or staggered ingestions or an unknown time of ingestion; AST, ALT, INR, creatinine, glucose and a salicylate level are also checked.',
    criteria: {
      name: "King's College criteria for liver transplant in acetaminophen-induced liver failure",
      items: [
        "By the King's College criteria, acetaminophen-induced liver failure with an arterial pH below 7.30 after fluid resuscitation warrants transplant referral.",
        "By the King's College criteria, acetaminophen-induced liver failure also warrants transplant referral when all three are present: INR above 6.5, creatinine above 3.4 mg/dL and grade III or IV encephalopathy.",
      ],
    },
    firstLine:
      'First-line treatment of acetaminophen overdose is N-acetylcysteine (NAC) when the level is above the treatment line, when the time of ingestion is unknown and acetaminophen is detectable, or when there is any liver injury.',
    management:
      'NAC for acetaminophen overdose is most effective within 8 hours of ingestion but still helps later. Activated charcoal is considered for acetaminophen overdose with early presentation and a protected airway. Fulminant liver failure from acetaminophen overdose is referred for transplant evaluation using the King\'s College criteria.',
    antidote:
      'The antidote for acetaminophen overdose is N-acetylcysteine, which replenishes glutathione and detoxifies NAPQI; it is given IV (about 21 hours) or orally (72 hours).',
    complications: [
      'Complications of acetaminophen overdose are acute liver failure, acute kidney injury, hypoglycemia, lactic acidosis and death.',
    ],
    keyComparisons: [
      {
        with: 'em-salicylate-toxicity',
        difference:
          'Salicylate toxicity causes early tinnitus, vomiting, hyperventilation and a mixed respiratory alkalosis and anion gap metabolic acidosis, whereas acetaminophen overdose is often asymptomatic for the first day and then causes liver failure.',
      },
      {
        with: 'pharm-acetaminophen',
        difference:
          'Therapeutic acetaminophen is metabolized mainly by glucuronidation and sulfation with little NAPQI formed, whereas in acetaminophen overdose these pathways saturate and NAPQI overwhelms glutathione.',
      },
    ],
    why: [
      {
        question: 'Why does acetaminophen overdose damage zone 3 of the liver?',
        answer:
          'Zone 3 (centrilobular) hepatocytes have the highest CYP2E1 activity and the lowest oxygen supply, so they make the most NAPQI and have the least reserve. Acetaminophen overdose therefore causes centrilobular necrosis.',
      },
      {
        question: 'Why does chronic alcohol use increase the risk of acetaminophen toxicity?',
        answer:
          'Chronic alcohol use induces CYP2E1, so more acetaminophen is converted to NAPQI, and alcoholism with poor nutrition depletes glutathione stores. Both effects lower the threshold for liver injury after acetaminophen overdose.',
      },
      {
        question: 'Why can a patient look well after a dangerous acetaminophen overdose?',
        answer:
          'Hepatocyte necrosis after acetaminophen overdose takes a day or more to develop, so in the first 24 hours patients may have only nausea or no symptoms. A level must be checked in every intentional overdose because the treatment window is early.',
      },
    ],
    highYield: [
      'IV N-acetylcysteine for acetaminophen overdose can cause anaphylactoid reactions (flushing, rash, bronchospasm), managed by pausing or slowing the infusion, and oral NAC often causes vomiting.',
      'The Rumack-Matthew nomogram does not apply to repeated or staggered acetaminophen ingestions or an unknown ingestion time.',
      'Combination products containing acetaminophen (e.g., with opioids) are an easily missed source of acetaminophen overdose.',
    ],
    dontMiss:
      'Patients with acetaminophen overdose look well in the first day, so measure acetaminophen in every intentional overdose, remember combination products (e.g., with opioids), and assess suicide risk.',
    icd10: ['T39.1X1A', 'T39.1X2A'],
  },
  {
    id: 'em-salicylate-toxicity',
    title: 'Salicylate (Aspirin) Toxicity',
    subject: 'Emergency Medicine',
    kind: 'toxin',
    aliases: ['aspirin overdose', 'aspirin poisoning', 'salicylate poisoning', 'salicylism', 'ASA toxicity', 'oil of wintergreen', 'methyl salicylate'],
    definition:
      'Salicylate toxicity is poisoning from aspirin or other salicylates (e.g., oil of wintergreen, methyl salicylate), causing a mixed acid-base disturbance and CNS toxicity.',
    mechanism:
      'Salicylates directly stimulate the medullary respiratory center, causing respiratory alkalosis, and uncouple oxidative phosphorylation and disrupt the Krebs cycle, causing lactic and keto acid accumulation, an anion gap metabolic acidosis and heat production.',
    presentation: [
      'Early salicylate toxicity causes tinnitus, nausea, vomiting, tachypnea and hyperpnea.',
      'Salicylate toxicity in adults classically shows a mixed primary respiratory alkalosis and anion gap metabolic acidosis.',
      'Severe salicylate toxicity causes hyperthermia, altered mental status (low brain glucose even with normal serum glucose), noncardiogenic pulmonary edema and seizures.',
      'Chronic salicylate toxicity in older adults presents as confusion and is often missed.',
    ],
    bestInitialTest:
      'The best initial test for salicylate toxicity is a serum salicylate level, repeated every few hours until clearly falling because absorption can be delayed, together with a blood gas, electrolytes with anion gap, glucose and an acetaminophen level.',
    firstLine:
      'First-line treatment of salicylate toxicity is IV fluids, activated charcoal if the airway is protected, IV sodium bicarbonate to alkalinize the serum and urine (target urine pH 7.5-8), potassium replacement, and glucose for altered mental status.',
    management:
      'Hemodialysis is used for severe salicylate toxicity: altered mental status, pulmonary edema, kidney failure, very high levels or refractory acidosis. If a patient with salicylate toxicity must be intubated, the ventilator is set to match the high pre-intubation minute ventilation.',
    antidote:
      'Salicylate toxicity has no specific antidote; IV sodium bicarbonate is the key treatment because it keeps salicylate ionized, reducing entry into the brain and trapping it in alkaline urine for excretion.',
    complications: [
      'Complications of salicylate toxicity are cerebral edema, noncardiogenic pulmonary edema, seizures, hyperthermia and death.',
    ],
    keyComparisons: [
      {
        with: 'em-toxic-alcohol-poisoning',
        difference:
          'Methanol and ethylene glycol poisoning cause an anion gap metabolic acidosis with a raised osmolal gap and visual or renal injury, whereas salicylate toxicity causes tinnitus and a mixed respiratory alkalosis and metabolic acidosis with a high salicylate level.',
      },
      {
        with: 'endo-diabetic-ketoacidosis',
        difference:
          'Diabetic ketoacidosis causes anion gap acidosis with hyperglycemia and strongly positive ketones, whereas salicylate toxicity causes anion gap acidosis with primary respiratory alkalosis and tinnitus, and glucose may be normal, low or only mildly raised.',
      },
      {
        with: 'em-acetaminophen-overdose',
        difference:
          'Acetaminophen overdose is often asymptomatic early and later causes liver failure, whereas salicylate toxicity causes early tinnitus, vomiting and hyperventilation.',
      },
    ],
    why: [
      {
        question: 'Why does salicylate toxicity cause both respiratory alkalosis and metabolic acidosis?',
        answer:
          'Salicylates directly stimulate the respiratory center, causing hyperventilation and respiratory alkalosis early. They also uncouple oxidative phosphorylation and disrupt cellular metabolism, so lactic acid and ketoacids accumulate and an anion gap metabolic acidosis follows.',
      },
      {
        question: 'Why is potassium replacement needed for urinary alkalinization in salicylate toxicity?',
        answer:
          'When potassium is low, the distal nephron reabsorbs potassium in exchange for hydrogen ions, which keeps the urine acidic despite bicarbonate. Potassium must be replaced so the urine can be alkalinized and salicylate trapped and excreted.',
      },
      {
        question: 'Why is intubation dangerous in salicylate toxicity?',
        answer:
          'Patients with salicylate toxicity compensate for their metabolic acidosis with very high minute ventilation. During and after intubation, ventilation usually falls, PaCO2 rises and the blood becomes more acidic, which drives more salicylate into the brain and can cause sudden deterioration and death.',
      },
    ],
    highYield: [
      'Sodium bicarbonate in salicylate toxicity keeps salicylate ionized, reducing entry into the brain and trapping it in alkaline urine.',
      'Oil of wintergreen (methyl salicylate) is a highly concentrated source of salicylate toxicity.',
      'In salicylate toxicity, brain glucose can be low even when serum glucose is normal, so glucose is given for altered mental status.',
    ],
    dontMiss:
      'In salicylate toxicity, avoid intubation if possible (or match the high pre-intubation minute ventilation), watch for cerebral and pulmonary edema, and look for co-ingestants.',
    icd10: ['T39.011A', 'T39.012A'],
  },
  {
    id: 'em-tricyclic-antidepressant-overdose',
    title: 'Tricyclic Antidepressant Overdose',
    subject: 'Emergency Medicine',
    kind: 'toxin',
    aliases: ['TCA overdose', 'tricyclic toxicity', 'tricyclic overdose', 'amitriptyline overdose', 'nortriptyline overdose', 'wide QRS'],
    definition:
      'Tricyclic antidepressant overdose is poisoning by drugs such as amitriptyline and nortriptyline, causing cardiotoxicity, seizures, hypotension and anticholinergic effects.',
    mechanism:
      'Tricyclic antidepressants block cardiac fast sodium channels (widening the QRS), block muscarinic, alpha-1 and histamine receptors, and inhibit norepinephrine and serotonin reuptake.',
    presentation: [
      'Tricyclic antidepressant overdose causes anticholinergic signs: hyperthermia, dilated pupils, dry flushed skin, urinary retention, delirium and tachycardia.',
      'Tricyclic antidepressant overdose causes hypotension (alpha-1 blockade), seizures and coma.',
      'The ECG in tricyclic antidepressant overdose shows a QRS wider than 100 ms (which predicts seizures; above 160 ms it predicts ventricular arrhythmias), a tall terminal R wave in aVR and a prolonged QT, with ventricular arrhythmias.',
      'Tricyclic antidepressant overdose can cause rapid deterioration within hours of ingestion.',
    ],
    bestInitialTest:
      'The best initial test in tricyclic antidepressant overdose is a 12-lead ECG (QRS width, terminal R in aVR) with cardiac monitoring; serum TCA levels do not guide acute care.',
    testOfChoice:
      'Tricyclic antidepressant overdose is a clinical diagnosis supported by the ECG, and glucose, electrolytes, and acetaminophen and salicylate levels are also checked.',
    firstLine:
      'First-line treatment of tricyclic antidepressant overdose is to secure the airway and give IV sodium bicarbonate for a QRS over 100 ms, arrhythmia or hypotension, targeting a serum pH of about 7.45-7.55.',
    management:
      'In tricyclic antidepressant overdose, seizures are treated with benzodiazepines, and refractory hypotension with fluids plus norepinephrine. Activated charcoal is given in tricyclic antidepressant overdose only with a protected airway. Sodium bicarbonate for tricyclic antidepressant overdose is given as a 1-2 mEq/kg IV bolus.',
    antidote:
      'The antidote for the cardiotoxicity of tricyclic antidepressant overdose is IV sodium bicarbonate: the sodium load overcomes sodium-channel blockade and alkalinization reduces the free drug.',
    contraindications: [
      'Physostigmine and flumazenil are avoided in tricyclic antidepressant overdose because they can precipitate seizures and arrhythmias.',
      'Class IA and IC antiarrhythmics are avoided in tricyclic antidepressant overdose because they add to sodium-channel blockade.',
    ],
    complications: [
      'Complications of tricyclic antidepressant overdose are ventricular arrhythmias, refractory hypotension, seizures, aspiration and death.',
    ],
    keyComparisons: [
      {
        with: 'pharm-muscarinic-antagonists',
        difference:
          'Pure anticholinergic toxicity causes dry flushed skin, mydriasis, delirium and urinary retention without QRS widening, whereas tricyclic antidepressant overdose adds sodium-channel blockade with a wide QRS, arrhythmias, seizures and hypotension.',
      },
      {
        with: 'psych-serotonin-syndrome',
        difference:
          'Serotonin syndrome causes clonus, hyperreflexia, diaphoresis and diarrhea, whereas tricyclic antidepressant overdose causes dry skin, urinary retention, a wide QRS and seizures.',
      },
    ],
    why: [
      {
        question: 'Why does sodium bicarbonate treat TCA cardiotoxicity?',
        answer:
          'Tricyclic antidepressants block cardiac fast sodium channels, slowing depolarization and widening the QRS. The extra sodium from bicarbonate increases the sodium gradient across the partly blocked channels, and alkalinization increases protein binding of the drug and reduces its binding to the channels, so the QRS narrows and arrhythmias and hypotension improve.',
      },
      {
        question: 'Why is physostigmine avoided in TCA overdose?',
        answer:
          'Although tricyclic antidepressant overdose causes anticholinergic signs, physostigmine can worsen conduction delay and cause bradycardia, asystole and seizures in patients with sodium-channel blockade, so it is contraindicated.',
      },
    ],
    highYield: [
      'In tricyclic antidepressant overdose, a QRS wider than 100 ms predicts seizures, and a QRS wider than 160 ms predicts ventricular arrhythmias.',
      'A tall terminal R wave in aVR is a characteristic ECG sign of tricyclic antidepressant overdose.',
      'Other sodium-channel blockers such as diphenhydramine, cocaine and some anticonvulsants produce ECG changes similar to tricyclic antidepressant overdose.',
    ],
    dontMiss:
      'In tricyclic antidepressant overdose, an alert patient can deteriorate quickly, so monitor with serial ECGs, remember other sodium-channel blockers with similar ECG changes, and assess suicide risk.',
    icd10: ['T43.011A', 'T43.012A'],
  },
  {
    id: 'em-opioid-overdose',
    title: 'Opioid Overdose',
    subject: 'Emergency Medicine',
    kind: 'toxin',
    aliases: ['opioid overdose', 'opiate overdose', 'heroin overdose', 'fentanyl overdose', 'narcotic overdose', 'pinpoint pupils', 'respiratory depression'],
    definition:
      'Opioid overdose is life-threatening respiratory and CNS depression from mu-opioid receptor agonists, including heroin, prescription opioids and illicit fentanyl and its analogues.',
    mechanism:
      'Opioids stimulate mu-opioid receptors in the brainstem, reducing the respiratory response to carbon dioxide and hypoxia, which causes hypoventilation and apnea; mu stimulation also causes sedation and miosis.',
    presentation: [
      'Opioid overdose causes the classic triad of decreased consciousness, respiratory depression (slow or absent breathing) and miosis.',
      'Opioid overdose causes hypoxia and decreased bowel sounds, and noncardiogenic pulmonary edema can occur.',
      'Normal pupils do not rule out opioid overdose when co-ingestants are present.',
    ],
    bestInitialTest:
      'Opioid overdose is a clinical diagnosis based on the toxidrome and the response to naloxone; glucose, an acetaminophen level (combination products) and an ECG (methadone prolongs the QT) are checked.',
    testOfChoice:
      'Standard urine drug screens can miss fentanyl and other synthetic opioids, so a negative screen does not exclude opioid overdose.',
    firstLine:
      'First-line treatment of opioid overdose is to support breathing with a bag-valve-mask first, then give naloxone titrated to adequate breathing rather than full arousal.',
    management:
      'After opioid overdose, the patient is observed for recurrent sedation because naloxone can wear off before the opioid, using repeat doses or an infusion, and intubated if breathing does not improve. Before discharge after opioid overdose, patients are offered take-home naloxone and treatment for opioid use disorder (e.g., buprenorphine).',
    antidote:
      'The antidote for opioid overdose is naloxone, a competitive opioid receptor antagonist, typically 0.04-0.4 mg IV titrated in adults (more may be needed) or 4 mg intranasally.',
    complications: [
      'Complications of opioid overdose are hypoxic brain injury, aspiration pneumonia, noncardiogenic pulmonary edema, rhabdomyolysis, compartment syndrome from prolonged immobility, and death.',
    ],
    prevention:
      'Deaths from opioid overdose are prevented by take-home naloxone, treatment of opioid use disorder with buprenorphine or methadone, and safer prescribing.',
    keyComparisons: [
      {
        with: 'pharm-alpha-2-agonists',
        difference:
          'Clonidine overdose mimics opioid overdose with coma, miosis and respiratory depression but adds bradycardia and hypotension, and it responds inconsistently to naloxone.',
      },
      {
        with: 'pharm-benzodiazepines',
        difference:
          'Benzodiazepine overdose alone causes sedation with normal pupils and usually mild respiratory depression, whereas opioid overdose causes miosis and marked respiratory depression that reverses with naloxone.',
      },
    ],
    why: [
      {
        question: 'Why is naloxone titrated rather than given as a large dose in opioid overdose?',
        answer:
          'A large naloxone dose in an opioid-dependent patient can precipitate acute withdrawal with vomiting (risking aspiration), agitation and, rarely, pulmonary edema. The goal in opioid overdose is adequate breathing, not full arousal, so small doses are titrated.',
      },
      {
        question: 'Why must patients be observed after naloxone reverses an opioid overdose?',
        answer:
          'Naloxone acts for roughly 30-90 minutes, which is shorter than many opioids, especially methadone, extended-release products and potent fentanyl analogues. When naloxone wears off, respiratory depression can return, so patients are observed and may need repeat doses or an infusion.',
      },
      {
        question: 'Why can a urine drug screen be negative in fentanyl overdose?',
        answer:
          'Standard opiate immunoassays detect morphine and related natural opiates, and synthetic opioids such as fentanyl are structurally different and do not cross-react. A negative screen therefore does not exclude opioid overdose.',
      },
    ],
    highYield: [
      'Naloxone can precipitate acute withdrawal (vomiting, agitation) in opioid-dependent patients treated for opioid overdose.',
      'Methadone overdose causes prolonged respiratory depression and QT prolongation.',
      'Sedating adulterants such as xylazine do not respond to naloxone.',
    ],
    dontMiss:
      'In opioid overdose, watch for recurrent respiratory depression with long-acting opioids (methadone, extended-release products), check for acetaminophen co-ingestion, remember that xylazine does not respond to naloxone, and consider other causes of coma: hypoglycemia, head injury, clonidine or sedative overdose.',
    icd10: ['T40.2X1A', 'T40.411A', 'T40.1X1A'],
  },
  {
    id: 'em-organophosphate-poisoning',
    title: 'Organophosphate Poisoning',
    subject: 'Emergency Medicine',
    kind: 'toxin',
    aliases: ['organophosphate', 'organophosphate poisoning', 'cholinergic crisis', 'insecticide poisoning', 'pesticide poisoning', 'nerve agent', 'sarin', 'DUMBELS', 'SLUDGE'],
    definition:
      'Organophosphate poisoning is a cholinergic crisis from irreversible inhibition of acetylcholinesterase by organophosphate insecticides or nerve agents; carbamates cause a similar but reversible syndrome.',
    mechanism:
      'Organophosphates phosphorylate and irreversibly inhibit acetylcholinesterase, so acetylcholine accumulates at muscarinic, nicotinic and CNS synapses; over time the enzyme-poison bond "ages" and can no longer be reversed by pralidoxime.',
    riskFactors: [
      'Organophosphate poisoning occurs with farm work and pesticide exposure, deliberate ingestion and chemical warfare or terrorism with nerve agents.',
    ],
    presentation: [
      'Muscarinic features of organophosphate poisoning (DUMBELS) are diarrhea, urination, miosis, bronchorrhea and bronchospasm, bradycardia, emesis, lacrimation, salivation and sweating.',
      'Nicotinic features of organophosphate poisoning are muscle fasciculations, weakness and paralysis including the respiratory muscles, and tachycardia may occur.',
      'CNS features of organophosphate poisoning are confusion, seizures and coma.',
    ],
    bestInitialTest:
      'Organophosphate poisoning is a clinical diagnosis from the toxidrome and exposure history, and treatment must not wait for tests.',
    testOfChoice:
      'Reduced red blood cell acetylcholinesterase activity confirms organophosphate poisoning but must not delay treatment.',
    firstLine:
      'First-line treatment of organophosphate poisoning is decontamination (staff wear protective equipment, clothing is removed and the skin washed), airway support, and atropine titrated until bronchial secretions dry, plus early pralidoxime and benzodiazepines for seizures.',
    management:
      'Atropine for organophosphate poisoning is started at 1-2 mg IV and the dose doubled every 3-5 minutes until the chest is clear. Succinylcholine is avoided in organophosphate poisoning because it causes prolonged paralysis.',
    antidote:
      'The antidotes for organophosphate poisoning are atropine, which blocks muscarinic receptors, and pralidoxime, which reactivates acetylcholinesterase if given before the enzyme "ages".',
    complications: [
      'Respiratory failure from secretions and muscle weakness is the main cause of death in organophosphate poisoning.',
      'The intermediate syndrome of organophosphate poisoning is proximal and respiratory muscle weakness a few days after exposure.',
      'Organophosphate-induced delayed polyneuropathy can cause distal weakness weeks after exposure.',
    ],
    keyComparisons: [
      {
        with: 'pharm-acetylcholinesterase-inhibitors',
        difference:
          'Therapeutic acetylcholinesterase inhibitors such as neostigmine and pyridostigmine bind the enzyme reversibly, whereas organophosphates phosphorylate it, which pralidoxime can reverse only until the bond ages and becomes permanent.',
      },
      {
        with: 'micro-clostridium-botulinum',
        difference:
          'Botulism causes descending paralysis with dilated pupils, dry mouth and constipation from blocked acetylcholine release, whereas organophosphate poisoning causes weakness with miosis, secretions, bradycardia and diarrhea from excess acetylcholine.',
      },
    ],
    why: [
      {
        question: 'Why doesn\'t atropine reverse muscle weakness in organophosphate poisoning?',
        answer:
          'Atropine blocks only muscarinic receptors, so it dries secretions and reverses bronchospasm and bradycardia. Muscle weakness and fasciculations in organophosphate poisoning are caused by acetylcholine at nicotinic receptors, which atropine does not block; pralidoxime addresses this by reactivating acetylcholinesterase.',
      },
      {
        question: 'Why must pralidoxime be given early in organophosphate poisoning?',
        answer:
          'Pralidoxime removes the organophosphate from acetylcholinesterase, but over time the phosphorylated enzyme undergoes aging, a chemical change that makes the bond permanent. After aging, pralidoxime cannot reactivate the enzyme, so it must be given early.',
      },
      {
        question: 'Why is succinylcholine avoided in organophosphate poisoning?',
        answer:
          'Succinylcholine is broken down by plasma cholinesterase, which organophosphates also inhibit, so its paralytic effect can last for hours in organophosphate poisoning.',
      },
    ],
    highYield: [
      'Atropine for organophosphate poisoning is titrated to drying of bronchial secretions, not to pupil size or heart rate.',
      'Carbamate poisoning causes a cholinergic crisis like organophosphate poisoning but the enzyme inhibition is reversible.',
      'Health care workers can be contaminated when treating organophosphate poisoning, so protective equipment is essential.',
    ],
    dontMiss:
      'In organophosphate poisoning, respiratory failure from secretions and muscle weakness is the main cause of death, the intermediate syndrome can follow a few days later, and staff can be contaminated.',
    icd10: ['T60.0X1A', 'T60.0X2A'],
  },
  {
    id: 'em-carbon-monoxide-poisoning',
    title: 'Carbon Monoxide Poisoning',
    subject: 'Emergency Medicine',
    kind: 'toxin',
    aliases: ['CO poisoning', 'carbon monoxide', 'carboxyhemoglobin', 'COHb', 'hyperbaric oxygen', 'smoke inhalation', 'faulty furnace'],
    definition:
      'Carbon monoxide poisoning is poisoning by inhaled carbon monoxide from fires, faulty furnaces or heaters, generators or vehicle exhaust.',
    mechanism:
      'Carbon monoxide binds hemoglobin far more avidly than oxygen, forming carboxyhemoglobin, reducing oxygen-carrying capacity and shifting the oxygen dissociation curve to the left so tissues receive less oxygen; it also binds cytochrome oxidase and impairs cellular respiration.',
    causes: [
      'Carbon monoxide poisoning is caused by house fires, faulty furnaces or heaters, generators or charcoal grills used indoors, and vehicle exhaust in enclosed spaces.',
    ],
    presentation: [
      'The most common symptom of carbon monoxide poisoning is headache, with dizziness, nausea, confusion, syncope, seizures and coma in more severe cases.',
      'Carbon monoxide poisoning classically affects several household members with "flu-like" symptoms, often in winter.',
      'In carbon monoxide poisoning, standard pulse oximetry reads falsely normal and the PaO2 is normal, so neither excludes the diagnosis.',
      'Carbon monoxide poisoning can cause myocardial ischemia and lactic acidosis, and cherry-red skin is rare.',
    ],
    bestInitialTest:
      'The best initial test for carbon monoxide poisoning is a carboxyhemoglobin level by co-oximetry on a venous or arterial blood gas, plus an ECG and troponin.',
    firstLine:
      'First-line treatment of carbon monoxide poisoning is removal from the source and 100% oxygen by non-rebreather mask.',
    management:
      'Hyperbaric oxygen is considered for severe carbon monoxide poisoning: loss of consciousness, neurologic deficits, cardiac ischemia, very high carboxyhemoglobin or pregnancy with significant exposure. In fire victims with carbon monoxide poisoning, coexisting cyanide poisoning (severe lactic acidosis) is treated with hydroxocobalamin.',
    antidote:
      'The antidote for carbon monoxide poisoning is oxygen: 100% oxygen shortens the carboxyhemoglobin half-life from about 4-6 hours on room air to roughly 1-1.5 hours, and hyperbaric oxygen shortens it further.',
    complications: [
      'Delayed neurologic sequelae of carbon monoxide poisoning (memory, personality and movement problems) can appear days to weeks later.',
      'Carbon monoxide poisoning can cause myocardial injury and arrhythmias.',
    ],
    prevention:
      'Carbon monoxide poisoning is prevented by home CO detectors, maintenance of furnaces and heaters, and never running generators, grills or vehicles in enclosed spaces.',
    keyComparisons: [
      {
        with: 'id-influenza',
        difference:
          'Carbon monoxide poisoning mimics influenza with headache, nausea and malaise, but without fever, and several people in the same home are affected at once, often improving when they leave the house.',
      },
    ],
    why: [
      {
        question: 'Why is pulse oximetry normal in carbon monoxide poisoning?',
        answer:
          'Standard pulse oximeters use two wavelengths of light and read carboxyhemoglobin as oxyhemoglobin, so saturation appears normal. PaO2 is also normal because dissolved oxygen is unaffected, so co-oximetry is needed to diagnose carbon monoxide poisoning.',
      },
      {
        question: 'Why is the fetus especially vulnerable in carbon monoxide poisoning?',
        answer:
          'Fetal hemoglobin binds carbon monoxide even more tightly than adult hemoglobin, and carbon monoxide is cleared more slowly from the fetus. Fetal carboxyhemoglobin can therefore exceed maternal levels, which is why pregnancy lowers the threshold for hyperbaric oxygen in carbon monoxide poisoning.',
      },
    ],
    highYield: [
      'Headache is the most common symptom of carbon monoxide poisoning.',
      'Cherry-red skin is a rare and late finding in carbon monoxide poisoning.',
      'Carbon monoxide poisoning shifts the oxygen-hemoglobin dissociation curve to the left.',
    ],
    dontMiss:
      'In carbon monoxide poisoning, watch for delayed neurologic sequelae, protect the vulnerable fetus, consider cyanide toxicity in smoke inhalation (severe lactic acidosis, treated with hydroxocobalamin), and consider a suicide attempt.',
    icd10: ['T58.91XA', 'T58.01XA', 'T58.11XA', 'T58.2X1A'],
  },
  {
    id: 'em-anaphylaxis',
    title: 'Anaphylaxis',
    subject: 'Emergency Medicine',
    kind: 'condition',
    aliases: ['anaphylaxis', 'anaphylactic shock', 'anaphylactic reaction', 'severe allergic reaction', 'EpiPen', 'epinephrine auto-injector', 'allergic shock'],
    definition:
      'Anaphylaxis is an acute, potentially fatal systemic hypersensitivity reaction, usually from IgE-mediated mast cell and basophil degranulation.',
    mostCommonCause:
      'The most common triggers of anaphylaxis are foods (especially in children), insect stings and drugs.',
    causes: [
      'Anaphylaxis is triggered by foods, insect stings, drugs, latex and other agents.',
      'Some drugs, such as radiocontrast media, opioids and some neuromuscular blockers, can cause anaphylaxis by activating mast cells directly without IgE.',
    ],
    riskFactors: [
      'Asthma raises the risk of fatal anaphylaxis, and beta-blockers make anaphylaxis harder to treat.',
    ],
    pathophysiology:
      'In anaphylaxis, allergen cross-links IgE on mast cells and basophils, releasing histamine, tryptase, leukotrienes and prostaglandins, which cause vasodilation, capillary leak, bronchoconstriction and mucosal edema; this is a type I hypersensitivity reaction.',
    presentation: [
      'Anaphylaxis begins within minutes to hours of exposure with hives, flushing or angioedema plus respiratory compromise (stridor, wheeze, dyspnea), hypotension or severe GI symptoms.',
      'Hypotension or bronchospasm after exposure to a known allergen is enough to diagnose anaphylaxis, even without skin findings.',
      'Skin findings are absent in a minority of cases of anaphylaxis.',
      'Biphasic anaphylaxis can recur hours later without re-exposure.',
    ],
    bestInitialTest:
      'Anaphylaxis is a clinical diagnosis, and treatment must not wait for tests.',
    testOfChoice:
      'A serum tryptase drawn within a few hours of onset can support the diagnosis of anaphylaxis afterward.',
    criteria: {
      name: 'Clinical criteria for anaphylaxis (World Allergy Organization 2020)',
      items: [
        'Anaphylaxis is highly likely with acute onset of skin or mucosal involvement (hives, itching, flushing, lip or tongue swelling) plus respiratory compromise, reduced blood pressure or end-organ dysfunction, or severe GI symptoms.',
        'Anaphylaxis is also highly likely with acute onset of hypotension, bronchospasm or laryngeal involvement after exposure to a known or highly probable allergen, even without skin findings.',
      ],
    },
    firstLine:
      'First-line treatment of anaphylaxis is IM epinephrine into the anterolateral thigh given immediately (0.3-0.5 mg of 1 mg/mL in adults), repeated every 5-15 minutes as needed.',
    management:
      'In anaphylaxis, the trigger is removed, the patient is laid supine with legs raised, and high-flow oxygen, IV fluid boluses and airway management are given. An IV epinephrine infusion is used for refractory anaphylactic shock, and glucagon for refractory anaphylaxis in patients on beta-blockers. Antihistamines and corticosteroids are adjuncts only and do not treat airway obstruction or shock. After anaphylaxis, the patient is observed for several hours, prescribed an epinephrine auto-injector and referred to an allergist.',
    complications: [
      'Anaphylaxis can cause death from airway obstruction, bronchospasm or cardiovascular collapse.',
      'Biphasic anaphylaxis is a recurrence of symptoms hours after the initial reaction without re-exposure.',
    ],
    prevention:
      'Recurrent anaphylaxis is prevented by avoiding the trigger, carrying an epinephrine auto-injector, allergist referral and, for insect sting anaphylaxis, venom immunotherapy.',
    keyComparisons: [
      {
        with: 'immuno-hereditary-angioedema',
        difference:
          'Bradykinin-mediated angioedema (hereditary angioedema or ACE inhibitors) causes swelling without hives or itching and responds poorly to epinephrine, whereas anaphylaxis usually has hives and responds to epinephrine.',
      },
      {
        with: 'immuno-type-i-hypersensitivity',
        difference:
          'Anaphylaxis is the most severe systemic form of type I hypersensitivity, in which allergen cross-links IgE on sensitized mast cells.',
      },
      {
        with: 'id-sepsis-septic-shock',
        difference:
          'Septic shock is distributive shock with fever and a source of infection developing over hours to days, whereas anaphylactic shock follows an allergen exposure within minutes with hives, wheeze or angioedema.',
      },
    ],
    why: [
      {
        question: 'Why is epinephrine the first-line treatment of anaphylaxis?',
        answer:
          'Epinephrine reverses every major mechanism of anaphylaxis: alpha-1 vasoconstriction raises blood pressure and reduces mucosal edema, beta-1 stimulation increases cardiac output, and beta-2 stimulation dilates the airways and reduces further mediator release from mast cells.',
      },
      {
        question: 'Why is glucagon used for anaphylaxis in patients taking beta-blockers?',
        answer:
          'Beta-blockers blunt the response to epinephrine in anaphylaxis. Glucagon raises cardiac cAMP through its own receptor, bypassing the beta-receptor, so it increases heart rate and contractility when epinephrine fails.',
      },
      {
        question: 'Why is IM epinephrine given in the thigh?',
        answer:
          'The anterolateral thigh muscle is well perfused, so IM epinephrine given there for anaphylaxis reaches peak levels faster than subcutaneous or deltoid injection.',
      },
    ],
    highYield: [
      'Epinephrine for anaphylaxis causes alpha-1 vasoconstriction, beta-1 inotropy and beta-2 bronchodilation, and it reduces mediator release.',
      'Delayed epinephrine is the main factor in deaths from anaphylaxis, and there is no absolute contraindication to epinephrine in anaphylaxis.',
      'Antihistamines and corticosteroids are adjuncts in anaphylaxis and do not treat airway obstruction or shock.',
    ],
    dontMiss:
      'In anaphylaxis, delayed epinephrine is the main factor in deaths; bradykinin-mediated angioedema (ACE inhibitors, hereditary angioedema) has no hives and responds poorly to epinephrine; watch for biphasic reactions; and asthma raises the risk of fatal reactions.',
    icd10: ['T78.2XXA', 'T78.00XA', 'T88.6XXA'],
  },
  {
    id: 'em-heat-stroke',
    title: 'Heat Stroke',
    subject: 'Emergency Medicine',
    kind: 'condition',
    aliases: ['heat stroke', 'heatstroke', 'hyperthermia', 'exertional heat stroke', 'classic heat stroke', 'heat exhaustion', 'sunstroke', 'heat illness'],
    definition:
      'Heat stroke is life-threatening hyperthermia (core temperature usually above 40 C / 104 F) with CNS dysfunction, either classic (environmental heat, mostly in older or chronically ill people) or exertional (strenuous exercise, in athletes and military recruits).',
    riskFactors: [
      'Risk factors for classic heat stroke are older age, chronic illness, lack of air conditioning during heat waves and drugs that impair heat loss such as anticholinergics, diuretics, beta-blockers and antipsychotics.',
      'Risk factors for exertional heat stroke are strenuous exercise in hot, humid conditions, lack of acclimatization, dehydration and obesity.',
    ],
    pathophysiology:
      'In heat stroke, heat production or gain overwhelms heat loss, and once core temperature rises high enough it directly damages cells and triggers a systemic inflammatory response with endothelial injury and coagulation activation, leading to multiorgan failure.',
    presentation: [
      'Altered mental status (confusion, ataxia, seizures, coma) distinguishes heat stroke from heat exhaustion.',
      'In heat stroke the skin is hot, and sweating may be absent (classic) or present (exertional).',
      'Heat stroke causes tachycardia and often hypotension.',
    ],
    bestInitialTest:
      'The best initial test for heat stroke is a core (rectal) temperature, and heat stroke is a clinical diagnosis.',
    testOfChoice:
      'Labs for complications of heat stroke are CBC, electrolytes, creatinine, liver enzymes, CK, coagulation studies and urinalysis.',
    firstLine:
      'First-line treatment of heat stroke is immediate cooling, and cold-water immersion is best for exertional heat stroke.',
    management:
      'Evaporative cooling (mist and fans) and ice packs are alternatives to immersion in heat stroke. Active cooling in heat stroke is stopped at about 38.5-39 C to avoid overshoot. Heat stroke also requires airway and circulatory support, IV fluids, treatment of complications, and benzodiazepines for agitation, shivering or seizures.',
    complications: [
      'Complications of heat stroke are rhabdomyolysis, acute kidney injury, liver injury, DIC and electrolyte disturbances.',
    ],
    prevention:
      'Heat stroke is prevented by acclimatization, hydration, rest breaks and limiting exertion in hot weather, and by cooling centers and air conditioning for vulnerable people during heat waves.',
    keyComparisons: [
      {
        with: 'psych-neuroleptic-malignant-syndrome',
        difference:
          'Neuroleptic malignant syndrome follows a dopamine antagonist and causes lead-pipe rigidity and a very high CK, whereas heat stroke follows heat exposure or exertion without rigidity.',
      },
      {
        with: 'surg-malignant-hyperthermia',
        difference:
          'Malignant hyperthermia follows volatile anesthetics or succinylcholine with rigidity and rising end-tidal CO2 and is treated with dantrolene, whereas heat stroke follows environmental heat or exertion and is treated with rapid cooling.',
      },
      {
        with: 'endo-graves-disease',
        difference:
          'Thyroid storm in Graves disease causes fever, tachycardia and delirium like heat stroke, but with a goiter, eye signs, a history of hyperthyroidism and a suppressed TSH.',
      },
    ],
    why: [
      {
        question: 'Why don\'t antipyretics work in heat stroke?',
        answer:
          'Antipyretics such as acetaminophen and NSAIDs lower the hypothalamic set point, which is raised in fever. In heat stroke the set point is normal and the body simply cannot lose heat fast enough, so antipyretics do not help and only physical cooling works.',
      },
      {
        question: 'Why is cold-water immersion the best cooling method for exertional heat stroke?',
        answer:
          'Water conducts heat away from the body far faster than air, so cold-water immersion lowers core temperature in exertional heat stroke more quickly than evaporative cooling or ice packs, and the duration of hyperthermia determines organ damage.',
      },
      {
        question: 'Why is active cooling stopped at about 38.5-39 C in heat stroke?',
        answer:
          'Core temperature keeps falling for a while after active cooling stops, so continuing to normal temperature risks overshooting into hypothermia. Cooling is therefore stopped at about 38.5-39 C in heat stroke.',
      },
    ],
    highYield: [
      'Antipyretics (acetaminophen, NSAIDs) do not work in heat stroke because the hypothalamic set point is normal.',
      'Heat exhaustion differs from heat stroke by having normal mental status.',
      'Sweating may persist in exertional heat stroke, so sweating does not exclude it.',
    ],
    dontMiss:
      'Mimics of heat stroke are sepsis and meningitis, thyroid storm, neuroleptic malignant syndrome, serotonin syndrome, sympathomimetic or anticholinergic toxicity and malignant hyperthermia; heat exhaustion has normal mental status.',
    icd10: ['T67.01XA', 'T67.02XA'],
  },
  {
    id: 'em-accidental-hypothermia',
    title: 'Accidental Hypothermia',
    subject: 'Emergency Medicine',
    kind: 'condition',
    aliases: ['hypothermia', 'accidental hypothermia', 'cold exposure', 'exposure', 'Osborn wave', 'J wave', 'rewarming', 'low body temperature'],
    definition:
      'Accidental hypothermia is a core body temperature below 35 C (95 F), graded as mild (32-35 C), moderate (28-32 C) or severe (below 28 C).',
    causes: [
      'Accidental hypothermia is caused by cold exposure or immersion, often with contributing intoxication, trauma, hypoglycemia, sepsis, hypothyroidism or adrenal insufficiency.',
    ],
    riskFactors: [
      'Risk factors for accidental hypothermia are older age, homelessness, alcohol or drug intoxication, immobility, trauma and endocrine disorders.',
    ],
    pathophysiology:
      'In accidental hypothermia, heat loss exceeds heat production; shivering initially increases heat production, but as temperature falls shivering stops, metabolism, ventilation and heart rate slow, enzymes and clotting factors function poorly, and the cold myocardium becomes prone to ventricular fibrillation.',
    presentation: [
      'Mild accidental hypothermia causes shivering, tachycardia, tachypnea, confusion and poor coordination.',
      'Moderate accidental hypothermia causes loss of shivering, lethargy, bradycardia and hypoventilation.',
      'Severe accidental hypothermia causes coma, hypotension, fixed pupils and ventricular fibrillation or asystole.',
      'The ECG in accidental hypothermia shows Osborn (J) waves, bradycardia and atrial fibrillation, and cold diuresis and coagulopathy occur.',
    ],
    bestInitialTest:
      'The best initial test for accidental hypothermia is a core temperature with a low-reading thermometer (esophageal, rectal or bladder), plus an ECG, glucose, electrolytes and coagulation studies.',
    firstLine:
      'First-line management of accidental hypothermia is to remove wet clothing and handle the patient gently, with passive rewarming (blankets, warm environment) for mild hypothermia.',
    management:
      'Moderate accidental hypothermia is treated with active external rewarming (forced warm-air blankets) plus warmed IV fluids. Severe accidental hypothermia is treated with active external and internal rewarming, and hypothermic cardiac arrest or hemodynamic instability is treated with ECMO or cardiopulmonary bypass where available. Resuscitation continues during rewarming.',
    complications: [
      'Complications of accidental hypothermia are ventricular fibrillation, asystole, coagulopathy, cold diuresis with volume depletion, and rewarming hypotension.',
    ],
    keyComparisons: [
      {
        with: 'endo-hypothyroidism',
        difference:
          'Myxedema coma from severe hypothyroidism causes hypothermia with altered mental status, hyponatremia and hypoventilation, and it needs IV levothyroxine and steroids in addition to rewarming, unlike simple accidental hypothermia.',
      },
    ],
    why: [
      {
        question: 'Why must hypothermic patients be handled gently?',
        answer:
          'A cold myocardium is electrically irritable, and rough movement or jostling in accidental hypothermia can trigger ventricular fibrillation. Patients are moved carefully and kept horizontal.',
      },
      {
        question: 'Why is a hypothermic patient "not dead until warm and dead"?',
        answer:
          'Cold lowers the brain\'s metabolic demand and protects it from hypoxia, so patients with accidental hypothermia have survived prolonged cardiac arrest with good neurologic outcomes. Death is not declared until the patient has been rewarmed and still cannot be resuscitated.',
      },
      {
        question: 'Why does hypothermia cause cold diuresis?',
        answer:
          'In accidental hypothermia, peripheral vasoconstriction shifts blood to the central circulation, which the body senses as volume overload, so ADH secretion falls; cold also impairs renal tubular concentrating ability, and the resulting diuresis causes volume depletion.',
      },
    ],
    highYield: [
      'Osborn (J) waves on the ECG are characteristic of accidental hypothermia.',
      'A standard thermometer may not read low enough, so accidental hypothermia needs a low-reading core thermometer.',
      'Shivering stops below about 32 C, so its absence does not mean the patient with accidental hypothermia is warming.',
    ],
    dontMiss:
      'In accidental hypothermia, continue resuscitation during rewarming because a patient is not dead until warm and dead, and look for causes: hypoglycemia, sepsis, hypothyroidism, adrenal insufficiency, intoxication and trauma.',
    icd10: ['T68.XXXA'],
  },
  {
    id: 'em-trauma-primary-survey',
    title: 'Initial Trauma Assessment and Hemorrhagic Shock',
    subject: 'Emergency Medicine',
    kind: 'concept',
    aliases: ['ATLS', 'primary survey', 'ABCDE', 'xABCDE', 'hemorrhagic shock', 'FAST exam', 'eFAST', 'trauma resuscitation', 'massive transfusion'],
    definition:
      'The initial trauma assessment is a structured primary survey of the injured patient (airway with cervical spine protection, breathing, circulation with hemorrhage control, disability, exposure) that treats life threats as they are found.',
    mostCommonCause:
      'The leading preventable cause of trauma death is hemorrhage.',
    pathophysiology:
      'In hemorrhagic shock, blood loss reduces preload and cardiac output, and sympathetic compensation (tachycardia, vasoconstriction) maintains blood pressure until roughly 30% of blood volume is lost, after which hypotension, tissue hypoperfusion, acidosis and coagulopathy develop.',
    presentation: [
      'Hemorrhagic shock causes tachycardia, a narrowed pulse pressure, cool clammy skin, confusion and low urine output, and hypotension is a late sign.',
      'Sites of major blood loss in trauma are external bleeding, the chest, abdomen, pelvis and long bones (femur).',
      'Immediate breathing threats found on the primary survey are tension pneumothorax, open pneumothorax, massive hemothorax and flail chest, and cardiac tamponade is an immediate circulation threat.',
    ],
    bestInitialTest:
      'The best initial imaging in trauma is the primary survey adjuncts: eFAST (free intraperitoneal fluid, hemothorax, pneumothorax, pericardial fluid) and chest and pelvic X-rays.',
    testOfChoice:
      'CT is the imaging test of choice for hemodynamically stable trauma patients, whereas an unstable patient with a positive FAST goes to the operating room.',
    criteria: {
      name: 'ATLS classes of hemorrhagic shock',
      items: [
        'Class I hemorrhagic shock is loss of up to 15% of blood volume with minimal change in vital signs.',
        'Class II hemorrhagic shock is loss of 15-30% of blood volume with tachycardia and a narrowed pulse pressure but normal systolic blood pressure.',
        'Class III hemorrhagic shock is loss of 30-40% of blood volume with hypotension, marked tachycardia, confusion and reduced urine output.',
        'Class IV hemorrhagic shock is loss of more than 40% of blood volume with profound hypotension, lethargy and negligible urine output.',
      ],
    },
    firstLine:
      'First-line management of the injured patient is to secure the airway (a definitive airway for GCS 8 or less), control external bleeding (direct pressure, tourniquet), place two large-bore IVs and transfuse early with balanced blood products (massive transfusion protocol) instead of large crystalloid volumes.',
    management:
      'In hemorrhagic shock, permissive hypotension is used until bleeding is controlled (not with traumatic brain injury), tranexamic acid is given within 3 hours of injury, a pelvic binder is placed for unstable pelvic fractures, and surgery or angioembolization provides source control. Tranexamic acid in adult trauma is given as 1 g IV over 10 minutes, then 1 g over 8 hours.',
    complications: [
      'The lethal triad of trauma is hypothermia, acidosis and coagulopathy, each of which worsens the others.',
    ],
    keyComparisons: [
      {
        with: 'em-tension-pneumothorax',
        difference:
          'Tension pneumothorax causes obstructive shock with absent breath sounds and hyperresonance on one side, whereas hemorrhagic shock causes flat neck veins and responds to blood transfusion.',
      },
      {
        with: 'card-cardiac-tamponade',
        difference:
          'Cardiac tamponade in trauma causes obstructive shock with distended neck veins, muffled heart sounds and pericardial fluid on FAST (Beck triad), whereas hemorrhagic shock causes flat neck veins.',
      },
    ],
    why: [
      {
        question: 'Why is hypotension a late sign of hemorrhagic shock?',
        answer:
          'Sympathetic compensation with tachycardia and vasoconstriction maintains systolic blood pressure until roughly 30% of blood volume is lost. A normal blood pressure in a bleeding trauma patient therefore does not exclude significant hemorrhagic shock.',
      },
      {
        question: 'Why are blood products preferred over large crystalloid volumes in hemorrhagic shock?',
        answer:
          'Large crystalloid volumes dilute clotting factors and platelets, cool the patient and worsen acidosis, feeding the lethal triad in hemorrhagic shock. Balanced transfusion of plasma, platelets and red cells replaces what is lost and supports clotting.',
      },
      {
        question: 'Why is permissive hypotension avoided in traumatic brain injury?',
        answer:
          'In traumatic brain injury, cerebral perfusion depends on mean arterial pressure, and even brief hypotension worsens secondary brain injury and mortality. Permissive hypotension, used to limit bleeding in hemorrhagic shock, is therefore not applied when there is significant head injury.',
      },
    ],
    highYield: [
      'Hemorrhage is the leading preventable cause of death after trauma.',
      'Many trauma systems control exsanguinating external hemorrhage before the airway (xABCDE or MARCH), for example with a tourniquet.',
      'Tranexamic acid in trauma is an antifibrinolytic that must be started within 3 hours of injury.',
      'Neurogenic shock causes hypotension with bradycardia and warm skin, unlike hemorrhagic shock.',
    ],
    dontMiss:
      'In trauma, prevent the lethal triad (hypothermia, acidosis, coagulopathy), decompress a tension pneumothorax before imaging, recognize cardiac tamponade (Beck triad) and neurogenic shock (hypotension with bradycardia), and remember that older adults and patients on beta-blockers may not become tachycardic.',
    icd10: ['T79.4XXA', 'R57.1'],
  },
  {
    id: 'em-tension-pneumothorax',
    title: 'Tension Pneumothorax',
    subject: 'Emergency Medicine',
    kind: 'condition',
    aliases: ['tension pneumothorax', 'tension PTX', 'needle decompression', 'needle thoracostomy', 'finger thoracostomy', 'tracheal deviation', 'obstructive shock'],
    definition:
      'Tension pneumothorax is air trapped in the pleural space under increasing pressure through a one-way valve effect, which shifts the mediastinum, reduces venous return and causes obstructive shock.',
    mostCommonCause:
      'The most common causes of tension pneumothorax are chest trauma and positive-pressure ventilation.',
    causes: [
      'Tension pneumothorax can be caused by penetrating or blunt chest trauma, positive-pressure ventilation, central line placement and progression of a simple pneumothorax.',
    ],
    pathophysiology:
      'In tension pneumothorax, air enters the pleural space with each breath but cannot escape, so intrapleural pressure rises, collapses the lung, shifts the mediastinum and compresses or kinks the venae cavae, reducing venous return and cardiac output.',
    presentation: [
      'Tension pneumothorax causes respiratory distress, hypoxia, tachycardia and hypotension.',
      'Tension pneumothorax causes absent breath sounds and hyperresonance on the affected side.',
      'Tension pneumothorax causes distended neck veins (which may be absent with hypovolemia), and tracheal deviation away from the affected side is a late sign.',
      'In ventilated patients, tension pneumothorax causes rising airway pressures and sudden hypotension.',
    ],
    bestInitialTest:
      'Tension pneumothorax is a clinical diagnosis that is treated without waiting for a chest X-ray, and bedside ultrasound (absent lung sliding) can support it.',
    firstLine:
      'First-line treatment of tension pneumothorax is immediate decompression with a needle or finger thoracostomy, in adults at the 4th or 5th intercostal space just anterior to the midaxillary line or at the 2nd intercostal space in the midclavicular line.',
    management:
      'After decompression of a tension pneumothorax, a chest tube is placed.',
    complications: [
      'Untreated tension pneumothorax causes obstructive shock, pulseless electrical activity and cardiac arrest.',
    ],
    keyComparisons: [
      {
        with: 'card-cardiac-tamponade',
        difference:
          'Cardiac tamponade also causes hypotension and distended neck veins, but breath sounds are equal and heart sounds muffled, whereas tension pneumothorax causes absent breath sounds and hyperresonance on one side.',
      },
      {
        with: 'pulm-pneumothorax',
        difference:
          'A simple pneumothorax causes dyspnea and chest pain with stable hemodynamics, whereas tension pneumothorax causes hypotension and obstructive shock and needs immediate decompression.',
      },
    ],
    why: [
      {
        question: 'Why does tension pneumothorax cause hypotension?',
        answer:
          'In tension pneumothorax, rising intrathoracic pressure compresses the venae cavae and shifts the mediastinum, so venous return to the right heart falls. With less preload, cardiac output and blood pressure fall, producing obstructive shock.',
      },
      {
        question: 'Why can a simple pneumothorax become a tension pneumothorax on a ventilator?',
        answer:
          'Positive-pressure ventilation pushes air into the pleural space through the lung defect with every breath, and the air cannot escape. Pressure builds rapidly, so a simple pneumothorax can become a tension pneumothorax once ventilation starts.',
      },
    ],
    highYield: [
      'Massive hemothorax differs from tension pneumothorax by being dull to percussion.',
      'Tracheal deviation away from the affected side is a late sign of tension pneumothorax.',
      'Distended neck veins may be absent in tension pneumothorax if the patient is hypovolemic.',
    ],
    dontMiss:
      'Cardiac tamponade also causes hypotension and distended neck veins but with equal breath sounds and muffled heart sounds, massive hemothorax is dull to percussion, and a simple pneumothorax can become a tension pneumothorax once positive-pressure ventilation starts.',
    icd10: ['S27.0XXA', 'J93.0'],
  },
  {
    id: 'em-toxic-alcohol-poisoning',
    title: 'Methanol and Ethylene Glycol Poisoning',
    subject: 'Emergency Medicine',
    kind: 'toxin',
    aliases: ['toxic alcohols', 'toxic alcohol poisoning', 'methanol', 'methanol poisoning', 'ethylene glycol', 'antifreeze poisoning', 'osmolal gap', 'fomepizole'],
    definition:
      'Methanol and ethylene glycol poisoning is poisoning by methanol (windshield washer fluid, illicit spirits) or ethylene glycol (antifreeze), whose toxic acid metabolites cause anion gap metabolic acidosis and organ damage.',
    mechanism:
      'Alcohol dehydrogenase converts methanol and ethylene glycol into toxic acids: formic acid from methanol, which damages the retina and optic nerve, and glycolic and oxalic acid from ethylene glycol, which damage the kidneys; the parent alcohols themselves cause only intoxication and an osmolal gap.',
    presentation: [
      'Early methanol and ethylene glycol poisoning causes intoxication with a raised serum osmolal gap.',
      'Later methanol and ethylene glycol poisoning causes a high anion gap metabolic acidosis as the parent alcohol is metabolized and the osmolal gap falls.',
      'Methanol poisoning causes blurred or "snowstorm" vision, optic disc hyperemia, blindness and basal ganglia injury.',
      'Ethylene glycol poisoning causes acute kidney injury, calcium oxalate crystals in the urine and hypocalcemia.',
    ],
    bestInitialTest:
      'The best initial tests for methanol or ethylene glycol poisoning are electrolytes with anion gap, measured serum osmolality to calculate the osmolal gap, a blood gas and an ethanol level.',
    testOfChoice:
      'Specific methanol or ethylene glycol levels confirm the diagnosis of toxic alcohol poisoning but are often delayed, so treatment starts on suspicion.',
    firstLine:
      'First-line treatment of methanol or ethylene glycol poisoning is fomepizole started on suspicion (ethanol if fomepizole is unavailable), with sodium bicarbonate for acidosis.',
    management:
      'Hemodialysis is used in methanol or ethylene glycol poisoning for severe acidosis, end-organ damage (visual changes, kidney failure) or high levels. Adjuncts are folic acid or folinic acid for methanol poisoning, and thiamine and pyridoxine for ethylene glycol poisoning.',
    antidote:
      'The antidote for methanol and ethylene glycol poisoning is fomepizole, which competitively inhibits alcohol dehydrogenase and prevents formation of the toxic metabolites; the loading dose is 15 mg/kg IV.',
    complications: [
      'Complications of methanol poisoning are permanent blindness and basal ganglia (putaminal) injury.',
      'Complications of ethylene glycol poisoning are acute kidney injury from calcium oxalate deposition and hypocalcemia.',
    ],
    keyComparisons: [
      {
        with: 'em-salicylate-toxicity',
        difference:
          'Salicylate toxicity causes anion gap acidosis with primary respiratory alkalosis and tinnitus, whereas methanol and ethylene glycol poisoning cause anion gap acidosis with an osmolal gap and visual or renal injury.',
      },
      {
        with: 'endo-diabetic-ketoacidosis',
        difference:
          'Diabetic ketoacidosis causes anion gap acidosis with hyperglycemia and ketones, whereas methanol and ethylene glycol poisoning cause anion gap acidosis with an early osmolal gap and normal glucose.',
      },
      {
        with: 'renal-metabolic-acidosis',
        difference:
          'Methanol and ethylene glycol poisoning are causes of high anion gap metabolic acidosis, along with diabetic ketoacidosis, lactic acidosis, salicylates and uremia.',
      },
    ],
    why: [
      {
        question: 'Why does the osmolal gap fall as the anion gap rises in toxic alcohol poisoning?',
        answer:
          'The parent alcohols in methanol and ethylene glycol poisoning are osmotically active but uncharged, so they raise the osmolal gap. As alcohol dehydrogenase converts them to acids, the osmoles disappear and the acid anions accumulate, so the osmolal gap falls while the anion gap rises; a normal osmolal gap does not exclude late poisoning.',
      },
      {
        question: 'Why is fomepizole given in methanol or ethylene glycol poisoning?',
        answer:
          'Fomepizole blocks alcohol dehydrogenase, so methanol and ethylene glycol are not converted to their toxic acids and are instead excreted slowly unchanged. Ethanol works the same way by competing for the enzyme but is harder to dose and causes intoxication.',
      },
      {
        question: 'Why does ethylene glycol poisoning cause hypocalcemia?',
        answer:
          'Ethylene glycol is metabolized to oxalic acid, which binds calcium to form calcium oxalate crystals that deposit in the kidneys and appear in the urine. This consumes calcium and lowers the serum level.',
      },
    ],
    highYield: [
      'Folic acid or folinic acid in methanol poisoning speeds the breakdown of formic acid to carbon dioxide and water.',
      'Thiamine and pyridoxine in ethylene glycol poisoning shift glyoxylate metabolism toward nontoxic products instead of oxalate.',
      'Isopropyl alcohol raises the osmolal gap and causes ketosis without acidosis, unlike methanol and ethylene glycol poisoning.',
    ],
    dontMiss:
      'In toxic alcohol poisoning, a normal osmolal gap does not exclude late poisoning, isopropyl alcohol causes ketosis without acidosis, and other causes of anion gap acidosis (diabetic ketoacidosis, lactic acidosis, salicylates, uremia) must be considered.',
    icd10: ['T51.1X1A', 'T52.3X1A', 'T51.1X2A', 'T52.3X2A'],
  },
];
