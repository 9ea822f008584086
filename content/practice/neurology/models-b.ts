import type { ItemModel } from '../types';

const absenceSeizures: ItemModel = {
  id: 'neuro-childhood-absence-epilepsy',
  category: 'Neurology',
  examTypes: ['usmle', 'comlex'],
  topic: 'Childhood absence epilepsy: treatment',
  patient: { sex: 'any', age: { min: 5, max: 7 } },
  variables: {
    months: { kind: 'choice', values: ['2 months', '3 months', '4 months'] },
    seconds: { kind: 'choice', values: ['5 to 10 seconds', '10 to 15 seconds'] },
    count: { kind: 'number', min: 20, max: 60, step: 10 },
  },
  stem: 'A {{ageText}} {{person}} is brought to the physician because {{his}} teacher has noticed brief staring spells for {{months}}. During each spell, {{he}} stops talking in mid-sentence, stares blankly, and {{his}} eyelids flutter for {{seconds}}; {{he}} then resumes the activity with no confusion and no memory of the event. The spells occur up to {{count:v}} times a day, and {{his}} school performance has declined. There is no history of febrile seizures, head trauma, or developmental delay. Vital signs are within normal limits for age, and the general and neurologic examinations are normal. Hyperventilation for 3 minutes in the office provokes a typical spell. An EEG shows generalized 3-Hz spike-and-wave discharges on a normal background.',
  leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
  key: {
    text: 'Ethosuximide',
    why: 'Ethosuximide blocks T-type calcium channels in thalamic neurons and is first-line for childhood absence epilepsy without generalized tonic-clonic seizures; it is as effective as valproate with fewer attention-related adverse effects.',
  },
  distractors: [
    {
      text: 'Carbamazepine',
      why: 'Carbamazepine is used for focal seizures; it can aggravate absence seizures and is avoided in generalized epilepsies of this type.',
    },
    {
      text: 'Phenytoin',
      why: 'Phenytoin is used for focal and generalized tonic-clonic seizures and status epilepticus; it is ineffective for, and may worsen, absence seizures.',
    },
    {
      text: 'Gabapentin',
      why: 'Gabapentin has weak efficacy for focal seizures only and can worsen absence seizures.',
    },
    {
      text: 'Oxcarbazepine',
      why: 'Like carbamazepine, oxcarbazepine is a sodium channel blocker for focal seizures that can aggravate absence seizures.',
    },
    {
      text: 'Vigabatrin',
      why: 'Vigabatrin treats infantile spasms (especially with tuberous sclerosis) and refractory focal seizures; it worsens absence seizures.',
    },
    {
      text: 'Phenobarbital',
      why: 'Phenobarbital is used for neonatal seizures and status epilepticus; it is ineffective for absence seizures and impairs cognition and behavior.',
    },
  ],
  rationale: 'Many brief daily spells of behavioral arrest with eyelid flutter, no postictal confusion, provocation by hyperventilation, and generalized 3-Hz spike-and-wave discharges in a school-aged child are childhood absence epilepsy. Ethosuximide is first-line when there are no generalized tonic-clonic seizures (valproate or lamotrigine are alternatives); sodium channel blockers can make absence seizures worse.',
  objective: 'Recognize childhood absence epilepsy and treat it with ethosuximide.',
};

const clusterHeadache: ItemModel = {
  id: 'neuro-cluster-headache-acute',
  category: 'Neurology',
  examTypes: ['usmle', 'comlex'],
  topic: 'Cluster headache: acute treatment',
  patient: { sex: 'male', age: { min: 24, max: 49 } },
  variables: {
    side: { kind: 'choice', values: ['right', 'left'] },
    weeks: { kind: 'choice', values: ['10 days', '2 weeks', '3 weeks'] },
    duration: { kind: 'choice', values: ['45 minutes', '1 hour', '90 minutes'] },
    hr: { kind: 'number', lab: 'heartRate', min: 80, max: 100, expect: 'normal' },
    sbp: { kind: 'number', lab: 'systolicBp', min: 122, max: 142, expect: 'high' },
    dbp: { kind: 'number', lab: 'diastolicBp', min: 74, max: 90, expect: 'any' },
    spo2: { kind: 'number', lab: 'oxygenSaturation', min: 97, max: 100, expect: 'normal' },
  },
  check: (v) => Number(v.dbp) <= Number(v.sbp) - 35,
  stem: 'A {{ageText}} {{person}} comes to the emergency department during an attack of excruciating {{side}}-sided pain around and behind the eye that began 15 minutes ago. For the past {{weeks}}, similar attacks lasting about {{duration}} have awakened {{him}} at nearly the same time each night. During the attacks {{he}} paces the room and cannot lie still. {{He}} had a similar 6-week period of nightly attacks 1 year ago, with no headaches in between. {{He}} smokes one pack of cigarettes daily. Pulse is {{hr}}, blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg, and oxygen saturation is {{spo2}} on room air. The {{side}} eye is red and tearing, with mild ptosis and a small pupil on that side; the {{side}} nostril is running. The remainder of the neurologic examination is normal.',
  leadIn: 'Which of the following is the most appropriate treatment for the current attack?',
  key: {
    text: 'Inhaled 100% oxygen',
    why: 'Inhaled 100% oxygen at 12 to 15 L/min by nonrebreather mask aborts most cluster attacks within 15 minutes and is first-line acute treatment, together with subcutaneous sumatriptan.',
  },
  distractors: [
    {
      text: 'Oral verapamil',
      why: 'Verapamil is the first-line preventive drug for the cluster period; it does not abort an attack in progress.',
    },
    {
      text: 'Oral lithium',
      why: 'Lithium is an alternative preventive drug, mainly for chronic cluster headache; it has no acute effect.',
    },
    {
      text: 'Oral prednisone',
      why: 'A short glucocorticoid course can act as bridging prevention while verapamil is titrated; it does not stop an acute attack.',
    },
    {
      text: 'Intravenous ketorolac',
      why: 'Parenteral NSAIDs are used in the emergency treatment of migraine but are not effective for aborting cluster attacks.',
    },
    {
      text: 'Intravenous morphine',
      why: 'Opioids are not effective for aborting cluster attacks and carry risks of misuse and medication-overuse headache; guidelines recommend against them.',
    },
    {
      text: 'Oral propranolol',
      why: 'Propranolol is a migraine preventive and has no role in aborting cluster attacks.',
    },
    {
      text: 'Oral ibuprofen',
      why: 'Oral analgesics act too slowly and are ineffective for cluster attacks, which peak within minutes.',
    },
  ],
  rationale: 'Strictly unilateral orbital pain lasting under 3 hours, attacks recurring nightly in bouts separated by remission, restlessness during attacks, and ipsilateral autonomic signs (lacrimation, conjunctival injection, rhinorrhea, partial Horner syndrome) in a man who smokes are typical of cluster headache. The attack is treated with high-flow oxygen or subcutaneous sumatriptan; verapamil is started to prevent further attacks during the bout.',
  objective: 'Recognize cluster headache and abort an attack with high-flow oxygen.',
};

const idiopathicIntracranialHypertension: ItemModel = {
  id: 'neuro-idiopathic-intracranial-hypertension',
  category: 'Neurology',
  examTypes: ['usmle', 'comlex'],
  topic: 'Idiopathic intracranial hypertension: treatment',
  patient: { sex: 'female', age: { min: 20, max: 38 } },
  variables: {
    months: { kind: 'choice', values: ['6 weeks', '2 months', '3 months'] },
    bmi: { kind: 'number', lab: 'bmi', min: 32, max: 42, expect: 'high' },
    hr: { kind: 'number', lab: 'heartRate', min: 70, max: 88, expect: 'normal' },
    sbp: { kind: 'number', lab: 'systolicBp', min: 112, max: 128, expect: 'any' },
    dbp: { kind: 'number', lab: 'diastolicBp', min: 70, max: 82, expect: 'any' },
    hcg: { kind: 'number', lab: 'betaHcg', min: 0, max: 3, expect: 'normal' },
    pressure: { kind: 'number', min: 30, max: 42, unit: 'cm H₂O' },
  },
  check: (v) => Number(v.dbp) <= Number(v.sbp) - 35,
  stem: 'A {{ageText}} {{person}} comes to the physician because of daily headaches for {{months}}. The headaches are worse in the morning and when she lies down. She has brief episodes of dimmed vision in both eyes lasting a few seconds and hears a whooshing sound in both ears in time with her pulse. She takes no medications. Her body mass index is {{bmi}}. Pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. Funduscopic examination shows bilateral optic disc swelling with blurred margins. Visual acuity is 20/20 in both eyes, and perimetry shows enlarged blind spots. The remainder of the neurologic examination is normal. Serum beta-hCG is {{hcg}}. MRI of the brain with MR venography shows no mass, hydrocephalus, or venous sinus thrombosis. Lumbar puncture in the lateral decubitus position shows an opening pressure of {{pressure}}; CSF cell count, glucose, and protein are normal.',
  leadIn: 'In addition to weight loss, which of the following is the most appropriate pharmacotherapy?',
  key: {
    text: 'Acetazolamide',
    why: 'Acetazolamide inhibits carbonic anhydrase in the choroid plexus, reducing CSF production; with weight loss it improves papilledema and visual function in idiopathic intracranial hypertension.',
  },
  distractors: [
    {
      text: 'Amitriptyline',
      why: 'Amitriptyline may help a coexisting migraine but promotes weight gain and does not lower intracranial pressure.',
    },
    {
      text: 'Heparin',
      why: 'Anticoagulation treats cerebral venous sinus thrombosis, which MR venography has excluded.',
    },
    {
      text: 'Mannitol',
      why: 'Mannitol lowers intracranial pressure briefly in acute cerebral edema or herniation; it is not a maintenance therapy.',
    },
    {
      text: 'Prednisone',
      why: 'Glucocorticoids cause weight gain and rebound intracranial hypertension and are not recommended for idiopathic intracranial hypertension.',
    },
    {
      text: 'Propranolol',
      why: 'Propranolol is a migraine preventive; it does not reduce CSF pressure or protect vision.',
    },
    {
      text: 'Sumatriptan',
      why: 'A triptan aborts migraine attacks; frequent use causes medication-overuse headache and does not address the raised pressure.',
    },
  ],
  rationale: 'A young woman with obesity, headache worse lying down, transient visual obscurations, pulsatile tinnitus and papilledema, with normal MRI and MR venography and an opening pressure of {{pressure}} with normal CSF contents, has idiopathic intracranial hypertension. Treatment is weight loss plus acetazolamide, with serial visual field monitoring; optic nerve sheath fenestration or CSF shunting is for vision loss despite medical therapy.',
  objective: 'Diagnose idiopathic intracranial hypertension and treat it with weight loss and acetazolamide.',
};

const occipitoatlantalDysfunction: ItemModel = {
  id: 'neuro-omm-occipitoatlantal-dysfunction',
  category: 'Neurology',
  examTypes: ['comlex'],
  topic: 'Tension-type headache: occipitoatlantal somatic dysfunction',
  patient: { sex: 'any', age: { min: 24, max: 55 } },
  variables: {
    weeks: { kind: 'choice', values: ['3 weeks', '5 weeks', '2 months'] },
    trigger: {
      kind: 'choice',
      values: ['long hours of computer work', 'several weeks of studying for examinations', 'a new job with long shifts at a desk'],
    },
    hr: { kind: 'number', lab: 'heartRate', min: 62, max: 84, expect: 'normal' },
    sbp: { kind: 'number', lab: 'systolicBp', min: 104, max: 120, expect: 'normal' },
    dbp: { kind: 'number', lab: 'diastolicBp', min: 64, max: 78, expect: 'normal' },
  },
  check: (v) => Number(v.dbp) <= Number(v.sbp) - 30,
  stem: 'A {{ageText}} {{person}} comes to the osteopathic physician because of recurrent headaches for {{weeks}} that began during {{trigger}}. The pain is bilateral, pressing, bandlike, and of moderate intensity, and it is not associated with nausea, photophobia, or visual changes. Pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. The neurologic examination is normal. The suboccipital muscles are hypertonic and tender. The left occipital sulcus is deeper than the right. The occiput translates more easily to the left than to the right; the asymmetry increases when the head is flexed and resolves when the head is extended.',
  leadIn: 'Which of the following best describes this patient\'s occipitoatlantal somatic dysfunction?',
  key: {
    text: 'Extended, sidebent right, rotated left',
    why: 'Easier translation to the left means the occiput sidebends right more freely (sidebent right); the deeper left sulcus and the opposite-side coupling at the OA joint give left rotation; the findings even out in extension, the position of ease, so the dysfunction is extended.',
  },
  distractors: [
    {
      text: 'Extended, sidebent left, rotated right',
      why: 'This reverses the side: translation to the left corresponds to right sidebending, not left.',
    },
    {
      text: 'Flexed, sidebent right, rotated left',
      why: 'A flexed dysfunction would even out in flexion; here the asymmetry worsens in flexion and resolves in extension.',
    },
    {
      text: 'Flexed, sidebent left, rotated right',
      why: 'Both the flexion component and the sides are reversed relative to the findings.',
    },
    {
      text: 'Extended, sidebent right, rotated right',
      why: 'At the OA joint sidebending and rotation are coupled to opposite sides; same-side coupling describes the typical C2-C7 segments.',
    },
    {
      text: 'Flexed, sidebent right, rotated right',
      why: 'This combines the wrong flexion component with same-side coupling, which the OA joint does not show.',
    },
    {
      text: 'Neutral, sidebent right, rotated left',
      why: 'The asymmetry changes with flexion and extension, so a flexion or extension component must be named; here it is extension.',
    },
  ],
  rationale: 'Bilateral, pressing, bandlike headache without migrainous features and with pericranial muscle tenderness is tension-type headache, which often accompanies upper cervical somatic dysfunction. At the occipitoatlantal joint the primary motion is flexion-extension, and sidebending and rotation couple to opposite sides. Translation to the left produces right sidebending; a deep left sulcus indicates left rotation; symmetry returning in extension names the dysfunction extended: OA E SR RL. Muscle energy, suboccipital release or counterstrain can treat it.',
  objective: 'Name an occipitoatlantal somatic dysfunction from translation, sulcus depth and flexion-extension findings.',
};

export const modelsB: readonly ItemModel[] = [
  absenceSeizures,
  clusterHeadache,
  idiopathicIntracranialHypertension,
  occipitoatlantalDysfunction,
];
