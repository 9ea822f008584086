import type { TopicNote } from '../types';

export const notes: readonly TopicNote[] = [
  {
    id: 'em-acetaminophen-overdose',
    title: 'Acetaminophen (Paracetamol) Overdose',
    category: 'Emergency Medicine',
    keywords: ['acetaminophen overdose', 'Tylenol overdose', 'paracetamol poisoning', 'APAP toxicity', 'NAC', 'Rumack-Matthew nomogram'],
    definition:
      'Liver injury after acetaminophen overdose: once glutathione is depleted, the toxic metabolite NAPQI (formed by CYP2E1) accumulates and causes centrilobular (zone 3) hepatic necrosis.',
    keyFindings: [
      'First 24 hours: no symptoms or only nausea, vomiting and malaise.',
      '24-72 hours: right upper quadrant pain and rising AST and ALT.',
      '72-96 hours: peak liver injury with very high transaminases, coagulopathy (raised INR), encephalopathy, lactic acidosis, hypoglycemia and acute kidney injury; then recovery or death.',
      'Chronic alcohol use, malnutrition and CYP inducers increase susceptibility.',
    ],
    diagnosis:
      'Serum acetaminophen level at 4 hours after ingestion (or on arrival if later), plotted on the Rumack-Matthew nomogram for a single acute ingestion with a known time; the nomogram does not apply to repeated or staggered ingestions or unknown time. Check AST, ALT, INR, creatinine, glucose and a salicylate level.',
    management:
      'N-acetylcysteine (NAC) if the level is above the treatment line, if the time of ingestion is unknown and acetaminophen is detectable, or if there is any liver injury; it is most effective within 8 hours of ingestion but still helps later. Consider activated charcoal for early presentation with a protected airway. Refer fulminant liver failure for transplant evaluation (King\'s College criteria).',
    pharmacology:
      'N-acetylcysteine replenishes glutathione and detoxifies NAPQI; given IV (about 21 hours) or orally (72 hours). IV NAC can cause anaphylactoid reactions (flushing, rash, bronchospasm), managed by pausing or slowing the infusion; oral NAC often causes vomiting.',
    dontMiss:
      'Patients look well in the first day, so measure acetaminophen in every intentional overdose. Combination products (e.g., with opioids) are easy to miss. Assess suicide risk.',
  },
  {
    id: 'em-salicylate-toxicity',
    title: 'Salicylate (Aspirin) Toxicity',
    category: 'Emergency Medicine',
    keywords: ['aspirin overdose', 'salicylate poisoning', 'ASA toxicity', 'tinnitus', 'oil of wintergreen', 'mixed acid-base disorder'],
    definition:
      'Poisoning from aspirin or other salicylates (e.g., oil of wintergreen), which directly stimulate the respiratory center and uncouple oxidative phosphorylation.',
    keyFindings: [
      'Early: tinnitus, nausea, vomiting, tachypnea and hyperpnea.',
      'Adults classically show a mixed primary respiratory alkalosis and anion gap metabolic acidosis.',
      'Severe: hyperthermia, altered mental status (low brain glucose even with normal serum glucose), noncardiogenic pulmonary edema, seizures.',
      'Chronic toxicity in older adults presents as confusion and is often missed.',
    ],
    diagnosis:
      'Serum salicylate level, repeated every few hours until clearly falling (absorption can be delayed); blood gas, electrolytes with anion gap, glucose and an acetaminophen level.',
    management:
      'IV fluids, activated charcoal if the airway is protected, IV sodium bicarbonate to alkalinize the serum and urine (target urine pH 7.5-8), potassium replacement (needed for urinary alkalinization), and glucose for altered mental status. Hemodialysis for severe toxicity: altered mental status, pulmonary edema, kidney failure, very high levels or refractory acidosis.',
    pharmacology:
      'Sodium bicarbonate keeps salicylate ionized, reducing entry into the brain and trapping it in alkaline urine for excretion.',
    dontMiss:
      'Avoid intubation if possible; if needed, match the patient\'s high pre-intubation minute ventilation, because a rise in PaCO2 worsens acidemia and can be fatal. Cerebral edema and pulmonary edema. Look for co-ingestants.',
  },
  {
    id: 'em-tricyclic-antidepressant-overdose',
    title: 'Tricyclic Antidepressant Overdose',
    category: 'Emergency Medicine',
    keywords: ['TCA overdose', 'tricyclic toxicity', 'amitriptyline overdose', 'wide QRS', 'sodium bicarbonate'],
    definition:
      'Poisoning by tricyclic antidepressants (e.g., amitriptyline, nortriptyline), which block cardiac fast sodium channels and muscarinic, alpha-1 and histamine receptors and inhibit norepinephrine and serotonin reuptake.',
    keyFindings: [
      'Anticholinergic signs: hyperthermia, dilated pupils, dry flushed skin, urinary retention, delirium, tachycardia.',
      'Hypotension (alpha-1 blockade), seizures and coma.',
      'ECG: QRS wider than 100 ms (predicts seizures and arrhythmias), tall terminal R wave in aVR, prolonged QT; ventricular arrhythmias.',
      'Rapid deterioration within hours of ingestion.',
    ],
    diagnosis:
      'Clinical diagnosis with a 12-lead ECG (QRS width, terminal R in aVR) and cardiac monitoring; serum TCA levels do not guide acute care. Check glucose, electrolytes, and acetaminophen and salicylate levels.',
    management:
      'Secure the airway, give IV sodium bicarbonate for QRS over 100 ms, arrhythmia or hypotension (target serum pH about 7.45-7.55), benzodiazepines for seizures, and fluids plus norepinephrine for refractory hypotension. Activated charcoal only with a protected airway.',
    pharmacology:
      'Sodium bicarbonate 1-2 mEq/kg IV bolus: the sodium load overcomes sodium-channel blockade and alkalinization reduces free drug. Avoid physostigmine and flumazenil (seizures, arrhythmias) and class IA and IC antiarrhythmics.',
    dontMiss:
      'An alert patient can deteriorate quickly; monitor with serial ECGs. Other sodium-channel blockers (diphenhydramine, cocaine, some anticonvulsants) produce similar ECG changes. Assess suicide risk.',
  },
  {
    id: 'em-opioid-overdose',
    title: 'Opioid Overdose',
    category: 'Emergency Medicine',
    keywords: ['opioid overdose', 'heroin overdose', 'fentanyl overdose', 'naloxone', 'Narcan', 'pinpoint pupils', 'respiratory depression'],
    definition:
      'Life-threatening respiratory and CNS depression from mu-opioid receptor agonists, including heroin, prescription opioids and illicit fentanyl and its analogues.',
    keyFindings: [
      'Classic triad: decreased consciousness, respiratory depression (slow or absent breathing) and miosis.',
      'Hypoxia, decreased bowel sounds; noncardiogenic pulmonary edema can occur.',
      'Normal pupils do not rule it out when co-ingestants are present.',
    ],
    diagnosis:
      'Clinical diagnosis from the toxidrome and the response to naloxone. Standard urine drug screens can miss fentanyl and other synthetic opioids. Check glucose, acetaminophen level (combination products) and an ECG (methadone prolongs the QT).',
    management:
      'Support breathing with a bag-valve-mask first, then give naloxone titrated to adequate breathing rather than full arousal. Observe for recurrent sedation because naloxone can wear off before the opioid (repeat doses or an infusion); intubate if breathing does not improve. Before discharge, offer take-home naloxone and treatment for opioid use disorder (e.g., buprenorphine).',
    pharmacology:
      'Naloxone is a competitive opioid receptor antagonist: typically 0.04-0.4 mg IV titrated in adults (more may be needed), or 4 mg intranasal. It can precipitate acute withdrawal (vomiting, agitation) in opioid-dependent patients.',
    dontMiss:
      'Recurrent respiratory depression with long-acting opioids (methadone, extended-release products). Acetaminophen co-ingestion. Sedating adulterants such as xylazine do not respond to naloxone. Consider other causes of coma: hypoglycemia, head injury, clonidine or sedative overdose.',
  },
  {
    id: 'em-organophosphate-poisoning',
    title: 'Organophosphate Poisoning',
    category: 'Emergency Medicine',
    keywords: ['organophosphate', 'cholinergic crisis', 'insecticide poisoning', 'nerve agent', 'DUMBELS', 'SLUDGE'],
    definition:
      'A cholinergic crisis from irreversible inhibition of acetylcholinesterase by organophosphate insecticides or nerve agents; carbamates cause a similar but reversible syndrome.',
    keyFindings: [
      'Muscarinic (DUMBELS): diarrhea, urination, miosis, bronchorrhea and bronchospasm, bradycardia, emesis, lacrimation, salivation and sweating.',
      'Nicotinic: muscle fasciculations, weakness and paralysis including respiratory muscles; tachycardia may occur.',
      'CNS: confusion, seizures, coma.',
      'History of farm work, pesticide exposure or deliberate ingestion.',
    ],
    diagnosis:
      'Clinical diagnosis from the toxidrome and exposure history; reduced red blood cell acetylcholinesterase activity confirms it but must not delay treatment.',
    management:
      'Staff wear protective equipment; remove clothing and wash the skin. Support the airway and give atropine titrated until bronchial secretions dry, plus pralidoxime early, and benzodiazepines for seizures.',
    pharmacology:
      'Atropine blocks muscarinic receptors: start with 1-2 mg IV and double the dose every 3-5 minutes until the chest is clear; it does not reverse nicotinic weakness. Pralidoxime reactivates acetylcholinesterase if given before the enzyme "ages". Avoid succinylcholine (prolonged paralysis).',
    dontMiss:
      'Respiratory failure from secretions and muscle weakness is the main cause of death. Intermediate syndrome: proximal and respiratory muscle weakness a few days after exposure. Contamination of staff.',
  },
  {
    id: 'em-carbon-monoxide-poisoning',
    title: 'Carbon Monoxide Poisoning',
    category: 'Emergency Medicine',
    keywords: ['CO poisoning', 'carbon monoxide', 'carboxyhemoglobin', 'hyperbaric oxygen', 'smoke inhalation', 'faulty furnace'],
    definition:
      'Poisoning by inhaled carbon monoxide (fires, faulty furnaces or heaters, generators, vehicle exhaust), which binds hemoglobin far more avidly than oxygen, shifts the oxygen dissociation curve to the left and impairs cellular respiration.',
    keyFindings: [
      'Headache (most common), dizziness, nausea, confusion, syncope, seizures, coma.',
      'Several household members with "flu-like" symptoms, often in winter.',
      'Standard pulse oximetry and PaO2 are falsely normal.',
      'Myocardial ischemia and lactic acidosis; cherry-red skin is rare.',
    ],
    diagnosis:
      'Carboxyhemoglobin level by co-oximetry on a venous or arterial blood gas; ECG and troponin. In fire victims, consider coexisting cyanide poisoning.',
    management:
      'Remove from the source and give 100% oxygen by non-rebreather mask (shortens the CO half-life from about 4-6 hours to roughly 1-1.5 hours). Consider hyperbaric oxygen for severe poisoning: loss of consciousness, neurologic deficits, cardiac ischemia, very high carboxyhemoglobin or pregnancy with significant exposure.',
    dontMiss:
      'Delayed neurologic sequelae (memory, personality and movement problems) can appear days to weeks later. The fetus is especially vulnerable. Cyanide toxicity in smoke inhalation (severe lactic acidosis) is treated with hydroxocobalamin. Consider a suicide attempt.',
  },
  {
    id: 'em-anaphylaxis',
    title: 'Anaphylaxis',
    category: 'Emergency Medicine',
    keywords: ['anaphylaxis', 'anaphylactic shock', 'severe allergic reaction', 'EpiPen', 'epinephrine', 'angioedema'],
    definition:
      'An acute, potentially fatal systemic hypersensitivity reaction, usually IgE-mediated mast cell and basophil degranulation, triggered by foods, insect stings, drugs, latex and other agents.',
    keyFindings: [
      'Onset within minutes to hours: hives, flushing or angioedema plus respiratory compromise (stridor, wheeze, dyspnea), hypotension or severe GI symptoms.',
      'Hypotension or bronchospasm after exposure to a known allergen is enough, even without skin findings.',
      'Skin findings are absent in a minority of cases.',
      'Biphasic reactions can recur hours later without re-exposure.',
    ],
    diagnosis:
      'Clinical diagnosis; do not wait for tests. A serum tryptase drawn within a few hours of onset can support the diagnosis afterward.',
    management:
      'Give IM epinephrine into the anterolateral thigh immediately, repeating every 5-15 minutes as needed; remove the trigger, lay the patient supine with legs raised, give high-flow oxygen and IV fluid boluses, and manage the airway. IV epinephrine infusion for refractory shock. Observe for several hours, then prescribe an epinephrine auto-injector and refer to an allergist.',
    pharmacology:
      'Epinephrine 0.3-0.5 mg IM (1 mg/mL) in adults: alpha-1 vasoconstriction, beta-1 inotropy and beta-2 bronchodilation, and it reduces mediator release. Antihistamines and corticosteroids are adjuncts only and do not treat airway obstruction or shock. Glucagon for refractory anaphylaxis in patients on beta-blockers.',
    dontMiss:
      'Delayed epinephrine is the main factor in deaths; there is no absolute contraindication in anaphylaxis. Bradykinin-mediated angioedema (ACE inhibitors, hereditary angioedema) has no hives and responds poorly to epinephrine. Biphasic reactions. Asthma raises the risk of fatal reactions.',
  },
  {
    id: 'em-heat-stroke',
    title: 'Heat Stroke',
    category: 'Emergency Medicine',
    keywords: ['heat stroke', 'hyperthermia', 'exertional heat stroke', 'heat exhaustion', 'sunstroke', 'heat illness'],
    definition:
      'Life-threatening hyperthermia (core temperature usually above 40 C / 104 F) with CNS dysfunction, from environmental heat (classic, mostly older or chronically ill people) or strenuous exercise (exertional, athletes and military recruits).',
    keyFindings: [
      'Altered mental status (confusion, ataxia, seizures, coma) distinguishes it from heat exhaustion.',
      'Hot skin; sweating may be absent (classic) or present (exertional).',
      'Tachycardia, hypotension.',
      'Complications: rhabdomyolysis, acute kidney injury, liver injury, DIC, electrolyte disturbances.',
    ],
    diagnosis:
      'Clinical diagnosis with a core (rectal) temperature. Labs for complications: CBC, electrolytes, creatinine, liver enzymes, CK, coagulation studies, urinalysis.',
    management:
      'Cool immediately: cold-water immersion is best for exertional heat stroke; evaporative cooling (mist and fans) and ice packs are alternatives. Stop active cooling at about 38.5-39 C to avoid overshoot. Support airway and circulation, give IV fluids and treat complications.',
    pharmacology:
      'Antipyretics (acetaminophen, NSAIDs) do not work because the hypothalamic set point is normal. Benzodiazepines for agitation, shivering or seizures.',
    dontMiss:
      'Mimics: sepsis and meningitis, thyroid storm, neuroleptic malignant syndrome, serotonin syndrome, sympathomimetic or anticholinergic toxicity, malignant hyperthermia. Heat exhaustion has normal mental status.',
  },
  {
    id: 'em-accidental-hypothermia',
    title: 'Accidental Hypothermia',
    category: 'Emergency Medicine',
    keywords: ['hypothermia', 'cold exposure', 'Osborn wave', 'J wave', 'rewarming', 'low body temperature'],
    definition:
      'Core body temperature below 35 C (95 F): mild 32-35 C, moderate 28-32 C, severe below 28 C.',
    keyFindings: [
      'Mild: shivering, tachycardia, tachypnea, confusion, poor coordination.',
      'Moderate: shivering stops, lethargy, bradycardia, hypoventilation.',
      'Severe: coma, hypotension, fixed pupils, ventricular fibrillation or asystole.',
      'ECG: Osborn (J) waves, bradycardia, atrial fibrillation; cold diuresis and coagulopathy.',
    ],
    diagnosis:
      'Core temperature with a low-reading thermometer (esophageal, rectal or bladder); ECG, glucose, electrolytes and coagulation studies.',
    management:
      'Remove wet clothing and handle the patient gently (rough movement can trigger ventricular fibrillation). Mild: passive rewarming (blankets, warm environment). Moderate: active external rewarming (forced warm-air blankets) plus warmed IV fluids. Severe or cardiac arrest: active internal rewarming, preferably ECMO or cardiopulmonary bypass.',
    dontMiss:
      'Continue resuscitation during rewarming: a patient is not dead until warm and dead. Look for causes: hypoglycemia, sepsis, hypothyroidism, adrenal insufficiency, intoxication, trauma.',
  },
  {
    id: 'em-trauma-primary-survey',
    title: 'Initial Trauma Assessment and Hemorrhagic Shock',
    category: 'Emergency Medicine',
    keywords: ['ATLS', 'primary survey', 'ABCDE', 'hemorrhagic shock', 'FAST exam', 'trauma resuscitation', 'massive transfusion'],
    definition:
      'A structured primary survey of the injured patient (airway with cervical spine protection, breathing, circulation with hemorrhage control, disability, exposure) that treats life threats as they are found; hemorrhage is the leading preventable cause of trauma death.',
    keyFindings: [
      'Hemorrhagic shock: tachycardia, narrowed pulse pressure, cool clammy skin, confusion, low urine output; hypotension is a late sign.',
      'Sites of major blood loss: external, chest, abdomen, pelvis and long bones (femur).',
      'Immediate breathing threats: tension pneumothorax, open pneumothorax, massive hemothorax, flail chest; circulation threat: cardiac tamponade.',
    ],
    diagnosis:
      'Primary survey with adjuncts: eFAST (free intraperitoneal fluid, hemothorax, pneumothorax, pericardial fluid), chest and pelvic X-rays. CT for hemodynamically stable patients; an unstable patient with a positive FAST goes to the operating room.',
    management:
      'Secure the airway (definitive airway for GCS 8 or less), control external bleeding (direct pressure, tourniquet), place two large-bore IVs, and transfuse early with balanced blood products (massive transfusion protocol) instead of large crystalloid volumes. Permissive hypotension until bleeding is controlled (not with traumatic brain injury), tranexamic acid within 3 hours of injury, pelvic binder for unstable pelvic fractures, and surgery or angioembolization for source control.',
    pharmacology:
      'Tranexamic acid (antifibrinolytic) in adults: 1 g IV over 10 minutes, then 1 g over 8 hours, started within 3 hours of injury.',
    dontMiss:
      'Lethal triad: hypothermia, acidosis and coagulopathy. Tension pneumothorax is decompressed before imaging. Cardiac tamponade (Beck triad). Neurogenic shock causes hypotension with bradycardia. Older adults and patients on beta-blockers may not become tachycardic.',
  },
  {
    id: 'em-tension-pneumothorax',
    title: 'Tension Pneumothorax',
    category: 'Emergency Medicine',
    keywords: ['tension pneumothorax', 'collapsed lung', 'needle decompression', 'tracheal deviation', 'obstructive shock', 'chest trauma'],
    definition:
      'Air trapped in the pleural space under increasing pressure (one-way valve effect), which shifts the mediastinum, reduces venous return and causes obstructive shock; most often after trauma or during positive-pressure ventilation.',
    keyFindings: [
      'Respiratory distress, hypoxia, tachycardia and hypotension.',
      'Absent breath sounds and hyperresonance on the affected side.',
      'Distended neck veins (may be absent with hypovolemia); tracheal deviation away from the affected side is a late sign.',
      'In ventilated patients: rising airway pressures and sudden hypotension.',
    ],
    diagnosis:
      'Clinical diagnosis: treat without waiting for a chest X-ray. Bedside ultrasound (absent lung sliding) can support it.',
    management:
      'Immediate decompression with a needle (in adults, 4th or 5th intercostal space just anterior to the midaxillary line, or 2nd intercostal space in the midclavicular line) or finger thoracostomy, followed by chest tube placement.',
    dontMiss:
      'Cardiac tamponade also causes hypotension and distended neck veins, but breath sounds are equal and heart sounds muffled. Massive hemothorax is dull to percussion. A simple pneumothorax can become a tension pneumothorax once positive-pressure ventilation starts.',
  },
  {
    id: 'em-toxic-alcohol-poisoning',
    title: 'Methanol and Ethylene Glycol Poisoning',
    category: 'Emergency Medicine',
    keywords: ['toxic alcohols', 'methanol', 'ethylene glycol', 'antifreeze poisoning', 'osmolal gap', 'fomepizole'],
    definition:
      'Poisoning by methanol (windshield washer fluid, illicit spirits) or ethylene glycol (antifreeze), which alcohol dehydrogenase converts to toxic acids: formic acid from methanol; glycolic and oxalic acid from ethylene glycol.',
    keyFindings: [
      'Early: intoxication with a raised serum osmolal gap.',
      'Later: high anion gap metabolic acidosis as the parent alcohol is metabolized and the osmolal gap falls.',
      'Methanol: blurred or "snowstorm" vision, optic disc hyperemia, blindness, basal ganglia injury.',
      'Ethylene glycol: acute kidney injury, calcium oxalate crystals in urine, hypocalcemia.',
    ],
    diagnosis:
      'Electrolytes with anion gap, measured serum osmolality to calculate the osmolal gap, blood gas and ethanol level; specific methanol or ethylene glycol levels confirm the diagnosis but are often delayed.',
    management:
      'Start fomepizole on suspicion (ethanol if fomepizole is unavailable), give sodium bicarbonate for acidosis, and use hemodialysis for severe acidosis, end-organ damage (visual changes, kidney failure) or high levels. Adjuncts: folic acid or folinic acid for methanol; thiamine and pyridoxine for ethylene glycol.',
    pharmacology:
      'Fomepizole competitively inhibits alcohol dehydrogenase, preventing formation of toxic metabolites; loading dose 15 mg/kg IV.',
    dontMiss:
      'A normal osmolal gap does not exclude late poisoning. Isopropyl alcohol raises the osmolal gap and causes ketosis without acidosis. Other causes of anion gap acidosis: diabetic ketoacidosis, lactic acidosis, salicylates, uremia.',
  },
];
