import type { ItemModel } from '../types';

const acuteIschemicStroke: ItemModel = {
  id: 'neuro-ischemic-stroke-thrombolysis',
  category: 'Neurology',
  examTypes: ['usmle', 'comlex'],
  topic: 'Acute ischemic stroke: intravenous thrombolysis',
  patient: { sex: 'any', age: { min: 56, max: 79 } },
  variables: {
    onset: { kind: 'choice', values: ['90 minutes', '2 hours', '150 minutes', '3 hours'] },
    deficit: {
      kind: 'choice',
      values: [
        'weakness of the right face and arm with difficulty producing speech',
        'weakness of the left face and arm with neglect of the left side of space',
      ],
    },
    hr: { kind: 'number', lab: 'heartRate', min: 68, max: 96, expect: 'normal' },
    sbp: { kind: 'number', lab: 'systolicBp', min: 150, max: 178, expect: 'high' },
    dbp: { kind: 'number', lab: 'diastolicBp', min: 84, max: 104, expect: 'high' },
    glucose: { kind: 'number', lab: 'glucose', min: 96, max: 150, expect: 'any' },
    platelets: { kind: 'number', lab: 'platelets', min: 180000, max: 320000, step: 1000, expect: 'normal', thousands: true },
    inr: { kind: 'number', lab: 'inr', min: 0.9, max: 1.1, step: 0.1, expect: 'normal' },
  },
  check: (v) => Number(v.dbp) <= Number(v.sbp) - 40,
  stem: 'A {{ageText}} {{person}} is brought to the emergency department {{onset}} after the sudden onset of {{deficit}}. {{He}} was last known to be well immediately before the symptoms began. {{He}} has hypertension treated with amlodipine and takes no anticoagulant or antiplatelet drugs. {{He}} has had no recent surgery, trauma, or bleeding. Pulse is {{hr}} and regular, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. Fingerstick glucose is {{glucose}}. Examination confirms the deficits, which are disabling. Platelet count is {{platelets}}, and INR is {{inr:v}}. Noncontrast CT of the head shows no hemorrhage and no early ischemic changes.',
  leadIn: 'Which of the following is the mechanism of action of the most appropriate pharmacotherapy at this time?',
  key: {
    text: 'Conversion of plasminogen to plasmin',
    why: 'Alteplase (or tenecteplase) is a tissue plasminogen activator: it converts plasminogen to plasmin, which lyses the fibrin of the occluding thrombus. It is indicated for a disabling deficit within 4.5 hours of last known well once CT excludes hemorrhage and blood pressure is below 185/110 mm Hg.',
  },
  distractors: [
    {
      text: 'Irreversible inhibition of cyclooxygenase',
      why: 'Aspirin is the antiplatelet of choice for a patient who is not a candidate for thrombolysis; after thrombolysis it is withheld for 24 hours. It does not dissolve an established clot.',
    },
    {
      text: 'Antagonism of the platelet P2Y12 receptor',
      why: 'Clopidogrel (with aspirin for a short course) is used for a minor stroke or high-risk TIA, not for a disabling stroke inside the thrombolysis window.',
    },
    {
      text: 'Potentiation of antithrombin III',
      why: 'Heparin has no role in acute ischemic stroke treatment: it does not improve outcome and increases hemorrhagic transformation.',
    },
    {
      text: 'Direct inhibition of factor Xa',
      why: 'Apixaban or rivaroxaban is used for secondary prevention when atrial fibrillation is found, started days after the stroke, not as acute reperfusion therapy.',
    },
    {
      text: 'Inhibition of vitamin K epoxide reductase',
      why: 'Warfarin is a long-term anticoagulant for cardioembolic sources; it has no acute reperfusion effect.',
    },
    {
      text: 'Blockade of platelet glycoprotein IIb/IIIa receptors',
      why: 'Glycoprotein IIb/IIIa inhibitors are used in acute coronary syndromes during percutaneous intervention; they are not a standard acute stroke therapy.',
    },
  ],
  rationale: 'A sudden, disabling focal deficit in a vascular territory with a known onset {{onset}} earlier, no hypoglycemia, no anticoagulant use, normal platelet count and INR, blood pressure of {{sbp:v}}/{{dbp:v}} mm Hg (below 185/110 mm Hg) and a CT without hemorrhage makes this patient eligible for intravenous thrombolysis, which should be given as soon as possible. Endovascular thrombectomy is added if CT angiography shows a large-vessel occlusion; it does not replace thrombolysis in an eligible patient.',
  objective: 'Identify eligibility for intravenous thrombolysis in acute ischemic stroke and recall how tissue plasminogen activator works.',
};

const subarachnoidHemorrhage: ItemModel = {
  id: 'neuro-sah-nimodipine',
  category: 'Neurology',
  examTypes: ['usmle', 'comlex'],
  topic: 'Aneurysmal subarachnoid hemorrhage: prevention of delayed cerebral ischemia',
  patient: { sex: 'any', age: { min: 35, max: 64 } },
  variables: {
    hours: { kind: 'choice', values: ['2 hours', '3 hours', '5 hours'] },
    activity: {
      kind: 'choice',
      values: ['while lifting weights at a gym', 'while straining during a bowel movement', 'during sexual intercourse'],
    },
    temp: { kind: 'number', lab: 'temperature', min: 36.6, max: 37.6, step: 0.1, expect: 'normal' },
    hr: { kind: 'number', lab: 'heartRate', min: 58, max: 88, expect: 'any' },
    sbp: { kind: 'number', lab: 'systolicBp', min: 150, max: 176, expect: 'high' },
    dbp: { kind: 'number', lab: 'diastolicBp', min: 86, max: 100, expect: 'high' },
  },
  check: (v) => Number(v.dbp) <= Number(v.sbp) - 40,
  stem: 'A {{ageText}} {{person}} comes to the emergency department {{hours}} after the abrupt onset of a severe headache that began {{activity}} and reached maximal intensity within 1 minute. {{He}} describes it as the worst headache of {{his}} life and has vomited twice. {{He}} smokes one pack of cigarettes daily. Temperature is {{temp}}, pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. {{He}} is drowsy but oriented, and {{his}} neck is stiff; there are no focal neurologic deficits. Noncontrast CT of the head shows hyperdense blood filling the basal cisterns and sylvian fissures. CT angiography shows a 7-mm aneurysm of the anterior communicating artery, and endovascular coiling is scheduled.',
  leadIn: 'Which of the following drugs is most appropriate to reduce this patient\'s risk of delayed cerebral ischemia?',
  key: {
    text: 'Nimodipine',
    why: 'Oral nimodipine, a dihydropyridine calcium channel blocker, given for 21 days after aneurysmal subarachnoid hemorrhage, reduces delayed cerebral ischemia and improves neurologic outcome.',
  },
  distractors: [
    {
      text: 'Dexamethasone',
      why: 'Glucocorticoids reduce vasogenic edema around tumors; they do not prevent vasospasm or delayed ischemia after subarachnoid hemorrhage.',
    },
    {
      text: 'Levetiracetam',
      why: 'An antiseizure drug may be given briefly if seizures occur; it has no effect on vasospasm or delayed cerebral ischemia.',
    },
    {
      text: 'Mannitol',
      why: 'Osmotic therapy lowers raised intracranial pressure in cerebral edema or herniation; it does not prevent delayed cerebral ischemia.',
    },
    {
      text: 'Tranexamic acid',
      why: 'Antifibrinolytics can reduce rebleeding before the aneurysm is secured but do not improve outcome and may increase ischemic complications.',
    },
    {
      text: 'Magnesium sulfate',
      why: 'Intravenous magnesium was studied for vasospasm prevention and failed to improve outcomes; it is not recommended.',
    },
    {
      text: 'Heparin',
      why: 'Therapeutic anticoagulation is avoided with an acute subarachnoid hemorrhage, particularly before the aneurysm is secured, and does not prevent vasospasm.',
    },
  ],
  rationale: 'A thunderclap headache that peaks within a minute, vomiting, meningismus and blood in the basal cisterns on CT establish aneurysmal subarachnoid hemorrhage. Early priorities are securing the aneurysm (coiling or clipping), controlling blood pressure, and starting oral nimodipine, the only drug shown to reduce delayed cerebral ischemia from vasospasm, which peaks 4 to 14 days after the bleed.',
  objective: 'Start nimodipine after aneurysmal subarachnoid hemorrhage to reduce delayed cerebral ischemia.',
};

const myastheniaGravis: ItemModel = {
  id: 'neuro-myasthenia-gravis-pyridostigmine',
  category: 'Neurology',
  examTypes: ['usmle', 'comlex'],
  topic: 'Myasthenia gravis: symptomatic treatment',
  patient: { sex: 'female', age: { min: 22, max: 38 } },
  variables: {
    duration: { kind: 'choice', values: ['3 weeks', '6 weeks', '2 months'] },
    symptom: {
      kind: 'choice',
      values: ['drooping of the eyelids and double vision', 'double vision and tiring of the jaw at the end of meals'],
    },
    hr: { kind: 'number', lab: 'heartRate', min: 64, max: 88, expect: 'normal' },
    rr: { kind: 'number', lab: 'respiratoryRate', min: 12, max: 16, expect: 'normal' },
    sbp: { kind: 'number', lab: 'systolicBp', min: 104, max: 120, expect: 'normal' },
    dbp: { kind: 'number', lab: 'diastolicBp', min: 64, max: 78, expect: 'normal' },
    spo2: { kind: 'number', lab: 'oxygenSaturation', min: 97, max: 100, expect: 'normal' },
  },
  check: (v) => Number(v.dbp) <= Number(v.sbp) - 30,
  stem: 'A {{ageText}} {{person}} comes to the physician because of intermittent {{symptom}} for {{duration}}. The symptoms are minimal on awakening and worsen as the day progresses. She has no other medical conditions and takes no medications. Pulse is {{hr}}, respirations are {{rr}}, blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg, and oxygen saturation is {{spo2}} on room air. Sustained upward gaze for 60 seconds produces progressive ptosis of the right eyelid, which improves after an ice pack is applied for 2 minutes. Pupils are equal and reactive to light. Shoulder abduction strength is normal at first but declines with repeated testing; deep tendon reflexes and sensation are normal. Serum acetylcholine receptor-binding antibodies are positive. CT of the chest shows no mediastinal mass.',
  leadIn: 'Which of the following is the mechanism of action of the most appropriate initial drug for symptom control?',
  key: {
    text: 'Inhibition of acetylcholinesterase',
    why: 'Pyridostigmine inhibits acetylcholinesterase, so more acetylcholine remains in the synaptic cleft to compete for the reduced number of functioning receptors; it is first-line symptomatic therapy for myasthenia gravis.',
  },
  distractors: [
    {
      text: 'Antagonism of muscarinic acetylcholine receptors',
      why: 'Glycopyrrolate or atropine is used only to counter the muscarinic adverse effects of pyridostigmine (cramps, diarrhea, salivation); it does not improve strength.',
    },
    {
      text: 'Blockade of presynaptic potassium channels',
      why: 'Amifampridine prolongs nerve terminal depolarization and increases acetylcholine release; it treats Lambert-Eaton syndrome, in which weakness improves with repeated effort and reflexes are reduced.',
    },
    {
      text: 'Inhibition of calcineurin',
      why: 'Tacrolimus or cyclosporine is a steroid-sparing immunosuppressant for persistent generalized disease; its effect takes months and it is not initial symptomatic therapy.',
    },
    {
      text: 'Depletion of CD20-positive B cells',
      why: 'Rituximab is reserved for refractory disease, particularly anti-MuSK myasthenia; it is not used for initial symptom control.',
    },
    {
      text: 'Inhibition of complement component C5',
      why: 'Eculizumab is reserved for refractory generalized acetylcholine receptor antibody-positive myasthenia gravis.',
    },
    {
      text: 'Cleavage of SNARE proteins at the nerve terminal',
      why: 'Botulinum toxin cleaves SNARE proteins and blocks acetylcholine release; it would worsen myasthenic weakness.',
    },
  ],
  rationale: 'Fatigable ptosis, diplopia and proximal weakness that worsen through the day, improvement of ptosis with cooling, normal pupils, reflexes and sensation, and positive acetylcholine receptor antibodies establish myasthenia gravis. An acetylcholinesterase inhibitor (pyridostigmine) is the initial symptomatic treatment; immunotherapy is added for persistent generalized disease, and a chest CT screens for thymoma.',
  objective: 'Treat myasthenia gravis symptomatically with an acetylcholinesterase inhibitor and know its mechanism.',
};

const guillainBarre: ItemModel = {
  id: 'neuro-guillain-barre-ivig',
  category: 'Neurology',
  examTypes: ['usmle', 'comlex'],
  topic: 'Guillain-Barre syndrome: treatment',
  patient: { sex: 'any', age: { min: 24, max: 64 } },
  variables: {
    days: { kind: 'number', min: 3, max: 6, unit: 'days' },
    prior: {
      kind: 'choice',
      values: ['an episode of bloody diarrhea', 'an episode of watery diarrhea', 'an upper respiratory infection'],
    },
    weeks: { kind: 'choice', values: ['2 weeks', '3 weeks'] },
    temp: { kind: 'number', lab: 'temperature', min: 36.6, max: 37.4, step: 0.1, expect: 'normal' },
    hr: { kind: 'number', lab: 'heartRate', min: 72, max: 98, expect: 'normal' },
    rr: { kind: 'number', lab: 'respiratoryRate', min: 14, max: 18, expect: 'normal' },
    sbp: { kind: 'number', lab: 'systolicBp', min: 110, max: 136, expect: 'any' },
    dbp: { kind: 'number', lab: 'diastolicBp', min: 66, max: 86, expect: 'any' },
    spo2: { kind: 'number', lab: 'oxygenSaturation', min: 96, max: 99, expect: 'normal' },
    csfWbc: { kind: 'number', lab: 'csfWbc', min: 0, max: 4, expect: 'normal' },
    csfProtein: { kind: 'number', lab: 'csfProtein', min: 85, max: 180, step: 5, expect: 'high' },
  },
  check: (v) => Number(v.dbp) <= Number(v.sbp) - 30,
  stem: 'A {{ageText}} {{person}} comes to the emergency department because of progressive weakness for {{days}}. The weakness began in {{his}} feet and has spread to {{his}} thighs and hands, and {{he}} now cannot walk without assistance. {{He}} also has tingling in the toes and fingers and aching pain in the lower back. {{He}} had {{prior}} {{weeks}} ago that resolved without treatment. Temperature is {{temp}}, pulse is {{hr}}, respirations are {{rr}}, blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg, and oxygen saturation is {{spo2}} on room air. Strength is 3/5 in the hip flexors and 4/5 in hand grip, symmetrically. Deep tendon reflexes are absent in all four limbs. Pinprick sensation is mildly decreased over the feet; there is no sensory level, and eye movements and pupils are normal. Forced vital capacity is within normal limits. Cerebrospinal fluid analysis shows a leukocyte count of {{csfWbc}}, protein of {{csfProtein}}, and a normal glucose concentration.',
  leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
  key: {
    text: 'Intravenous immune globulin',
    why: 'Intravenous immune globulin (or plasma exchange, which is equally effective) started within 2 weeks (immune globulin) or 4 weeks (plasma exchange) of onset in a patient who cannot walk unaided shortens recovery in Guillain-Barre syndrome.',
  },
  distractors: [
    {
      text: 'Intravenous methylprednisolone',
      why: 'Glucocorticoids, intravenous or oral, do not improve outcome in Guillain-Barre syndrome; they are used in chronic inflammatory demyelinating polyneuropathy and multiple sclerosis relapses.',
    },
    {
      text: 'Intravenous acyclovir',
      why: 'Acyclovir treats herpes simplex encephalitis or varicella-zoster infection of the nervous system; the CSF here has no pleocytosis, and no active viral infection explains ascending areflexic weakness.',
    },
    {
      text: 'Pyridostigmine',
      why: 'An acetylcholinesterase inhibitor treats myasthenia gravis, a junctional disorder with fatigable weakness and preserved reflexes.',
    },
    {
      text: 'Interferon beta-1a',
      why: 'Interferon beta is a disease-modifying therapy for relapsing multiple sclerosis, a central nervous system disease with upper motor neuron signs.',
    },
    {
      text: 'Riluzole',
      why: 'Riluzole modestly prolongs survival in amyotrophic lateral sclerosis, which causes combined upper and lower motor neuron signs without sensory symptoms.',
    },
    {
      text: 'Botulism antitoxin',
      why: 'Antitoxin treats botulism, which causes descending paralysis starting with the cranial nerves and dilated pupils, not ascending weakness with paresthesias.',
    },
  ],
  rationale: 'Ascending, symmetric weakness with areflexia and distal paresthesias {{weeks}} after an infection, with albuminocytologic dissociation in the CSF (protein {{csfProtein}} with {{csfWbc:v}} cells/mm³), is Guillain-Barre syndrome (acute inflammatory demyelinating polyradiculoneuropathy). Treatment is intravenous immune globulin or plasma exchange, with close monitoring of forced vital capacity and autonomic function.',
  objective: 'Recognize Guillain-Barre syndrome and treat it with intravenous immune globulin or plasma exchange, not glucocorticoids.',
};

const statusEpilepticus: ItemModel = {
  id: 'neuro-status-epilepticus-benzodiazepine',
  category: 'Neurology',
  examTypes: ['usmle', 'comlex'],
  topic: 'Convulsive status epilepticus: first-line treatment',
  patient: { sex: 'any', age: { min: 25, max: 64 } },
  variables: {
    minutes: { kind: 'number', min: 6, max: 12, unit: 'minutes' },
    history: {
      kind: 'choice',
      values: ['epilepsy and ran out of levetiracetam 3 days ago', 'no known history of seizures'],
    },
    temp: { kind: 'number', lab: 'temperature', min: 37.2, max: 37.8, step: 0.1, expect: 'normal' },
    hr: { kind: 'number', lab: 'heartRate', min: 112, max: 136, expect: 'high' },
    sbp: { kind: 'number', lab: 'systolicBp', min: 150, max: 176, expect: 'high' },
    dbp: { kind: 'number', lab: 'diastolicBp', min: 86, max: 100, expect: 'high' },
    spo2: { kind: 'number', lab: 'oxygenSaturation', min: 91, max: 94, expect: 'low' },
    glucose: { kind: 'number', lab: 'glucose', min: 96, max: 140, expect: 'any' },
  },
  check: (v) => Number(v.dbp) <= Number(v.sbp) - 40,
  stem: 'A {{ageText}} {{person}} is brought to the emergency department by ambulance because of a generalized tonic-clonic seizure that began {{minutes}} ago and has not stopped. According to a family member, {{he}} has {{history}}. Temperature is {{temp}}, pulse is {{hr}}, blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg, and oxygen saturation is {{spo2}} with oxygen by face mask. The airway is supported with a jaw thrust and suction. Rhythmic jerking of all four limbs continues, and {{he}} does not respond to voice. A peripheral intravenous catheter is in place. Fingerstick glucose is {{glucose}}.',
  leadIn: 'Which of the following is the most appropriate next step in management?',
  key: {
    text: 'Intravenous lorazepam',
    why: 'A benzodiazepine is first-line for a seizure lasting more than 5 minutes; with intravenous access, lorazepam is preferred (intramuscular midazolam if there is no access), and the dose may be repeated once.',
  },
  distractors: [
    {
      text: 'Intravenous fosphenytoin',
      why: 'Fosphenytoin is a second-line agent, loaded after a benzodiazepine if seizures persist; it is not given first.',
    },
    {
      text: 'Intravenous levetiracetam',
      why: 'Levetiracetam is an equally effective second-line option after benzodiazepines fail; it does not replace the initial benzodiazepine.',
    },
    {
      text: 'Intravenous phenobarbital',
      why: 'Phenobarbital is a second- or third-line option that causes marked sedation and hypotension; it is not used before a benzodiazepine in adults.',
    },
    {
      text: 'Propofol infusion',
      why: 'Anesthetic infusions with intubation are for refractory status epilepticus that continues despite a benzodiazepine and a second-line drug.',
    },
    {
      text: 'Intravenous haloperidol',
      why: 'Haloperidol treats agitation or psychosis; it lowers the seizure threshold and does not stop seizures.',
    },
    {
      text: 'Intravenous dextrose',
      why: 'Dextrose is given when a seizure is caused by hypoglycemia; the fingerstick glucose here is not low.',
    },
  ],
  rationale: 'A generalized convulsion lasting {{minutes:v}} minutes without recovery is status epilepticus. After airway support, oxygen and a glucose check ({{glucose}}, which excludes hypoglycemia), the first drug is a benzodiazepine: intravenous lorazepam when access is available. A second-line drug (fosphenytoin, levetiracetam or valproate) follows if seizures continue, and anesthetic infusion is reserved for refractory cases.',
  objective: 'Give a benzodiazepine first in convulsive status epilepticus.',
};

export const modelsA: readonly ItemModel[] = [
  acuteIschemicStroke,
  subarachnoidHemorrhage,
  myastheniaGravis,
  guillainBarre,
  statusEpilepticus,
];
