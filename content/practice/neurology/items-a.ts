import type { WrittenItem } from '../types';

export const itemsA: readonly WrittenItem[] = [
  {
    id: 'neuro-w-normal-pressure-hydrocephalus',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Normal pressure hydrocephalus',
    stem: 'A 74-year-old man is brought to the physician by his daughter because of progressive difficulty walking for 8 months. He has trouble starting to walk and turning, and he has fallen twice. During the past 4 months he has had urinary urgency with episodes of incontinence, and his family says he has become slower in thinking and less interested in his usual activities. He has hypertension treated with lisinopril. Pulse is 74/min, and blood pressure is 134/80 mm Hg. He walks with a wide base and short steps, and his feet barely leave the floor. There is no resting tremor, and finger tapping and arm swing are normal. Mini-Mental State Examination score is 25/30. CT of the head shows enlargement of the lateral and third ventricles out of proportion to the cortical sulci, with no mass.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Donepezil therapy',
        why: 'A cholinesterase inhibitor treats Alzheimer disease, in which memory loss leads and gait and continence are preserved until late; it does not address this reversible cause.',
      },
      {
        text: 'High-volume lumbar puncture',
        why: 'Removing 30 to 50 mL of CSF with gait assessment before and after (tap test) supports the diagnosis and predicts benefit from ventriculoperitoneal shunting.',
      },
      {
        text: 'Levodopa-carbidopa trial',
        why: 'A levodopa trial is for suspected Parkinson disease, which causes rest tremor, rigidity and bradykinesia of the limbs; the gait disorder of hydrocephalus does not respond.',
      },
      {
        text: 'MRI of the lumbar spine',
        why: 'Lumbar spinal stenosis causes neurogenic claudication relieved by sitting or bending forward, not cognitive decline with ventriculomegaly.',
      },
      {
        text: 'Urodynamic testing',
        why: 'Urodynamic studies evaluate isolated bladder dysfunction; here incontinence is one part of a triad explained by the imaging.',
      },
    ],
    answerIndex: 1,
    rationale: 'Gait apraxia (wide-based, short, magnetic steps with difficulty initiating and turning), urinary urgency and incontinence, and a frontal-subcortical cognitive decline, with ventricles enlarged out of proportion to the sulci, are normal pressure hydrocephalus. A high-volume lumbar puncture (or external lumbar drainage) is the next step: improvement in gait after CSF removal predicts response to a ventriculoperitoneal shunt.',
    objective: 'Recognize normal pressure hydrocephalus and use a high-volume lumbar tap to select patients for shunting.',
  },
  {
    id: 'neuro-w-wernicke-encephalopathy',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Wernicke encephalopathy',
    stem: 'A 52-year-old man is brought to the emergency department by police after he was found wandering and confused outside a shelter. He has alcohol use disorder, drinks about a pint of vodka daily, and eats little. Temperature is 36.8°C, pulse is 88/min, respirations are 14/min, blood pressure is 128/78 mm Hg, and oxygen saturation is 97% on room air. He is disoriented to place and time and cannot keep his attention on the examiner. There is horizontal nystagmus and bilateral weakness of abduction of the eyes. He walks with a wide-based, unsteady gait. There is no tremor, diaphoresis, or asterixis. Fingerstick glucose is 92 mg/dL, and blood alcohol concentration is 40 mg/dL.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Intravenous cyanocobalamin',
        why: 'Vitamin B12 deficiency causes a subacute myelopathy, neuropathy and cognitive change over months, not acute ophthalmoplegia with ataxia.',
      },
      {
        text: 'Intravenous dextrose',
        why: 'Glucose is normal, and giving glucose to a thiamine-deficient patient before thiamine can precipitate or worsen Wernicke encephalopathy.',
      },
      {
        text: 'Intravenous haloperidol',
        why: 'An antipsychotic may be used for agitation, but it does not treat the cause and lowers the seizure threshold in a patient at risk of withdrawal.',
      },
      {
        text: 'Intravenous lorazepam',
        why: 'Benzodiazepines treat alcohol withdrawal; there is no tremor, diaphoresis, tachycardia or hypertension to suggest withdrawal here.',
      },
      {
        text: 'Intravenous thiamine',
        why: 'High-dose parenteral thiamine given immediately can reverse the ophthalmoplegia and ataxia of Wernicke encephalopathy and prevent progression to Korsakoff syndrome.',
      },
    ],
    answerIndex: 4,
    rationale: 'Confusion, ophthalmoplegia (bilateral abducens weakness with nystagmus) and gait ataxia in a malnourished patient with alcohol use disorder are Wernicke encephalopathy from thiamine deficiency. It is a clinical diagnosis treated at once with high-dose intravenous thiamine, before or together with any glucose.',
    objective: 'Give parenteral thiamine promptly for suspected Wernicke encephalopathy.',
  },
  {
    id: 'neuro-w-epidural-hematoma',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Epidural hematoma',
    stem: 'A 19-year-old man is brought to the emergency department 2 hours after he was struck on the left side of the head by a baseball. He lost consciousness for about 1 minute, then was alert and talking normally for nearly an hour before developing a worsening headache, vomiting, and drowsiness. Pulse is 54/min, respirations are 10/min, and blood pressure is 172/94 mm Hg. He opens his eyes only to pain and localizes painful stimuli. The left pupil is 6 mm and reacts sluggishly; the right pupil is 3 mm and reactive. There is weakness of the right arm and leg. Noncontrast CT of the head shows a left temporal, lens-shaped hyperdense collection that does not cross the suture lines, with an overlying linear fracture of the squamous temporal bone.',
    leadIn: 'Injury to which of the following is the most likely source of this patient\'s hemorrhage?',
    options: [
      {
        text: 'Bridging cortical veins',
        why: 'Tearing of bridging veins causes a subdural hematoma, a crescentic collection that crosses suture lines, typical in older adults and with acceleration-deceleration injury.',
      },
      {
        text: 'Lenticulostriate arteries',
        why: 'Rupture of these small penetrating arteries causes hypertensive intraparenchymal hemorrhage in the basal ganglia, not an extra-axial collection after trauma.',
      },
      {
        text: 'Middle cerebral artery',
        why: 'The middle cerebral artery lies in the subarachnoid space; its injury or aneurysm rupture produces subarachnoid or intraparenchymal blood, not a lens-shaped epidural collection.',
      },
      {
        text: 'Middle meningeal artery',
        why: 'The middle meningeal artery runs in a groove beneath the squamous temporal bone (pterion); a fracture there tears it and produces an epidural hematoma.',
      },
      {
        text: 'Posterior communicating artery',
        why: 'An aneurysm of this artery can compress the oculomotor nerve, but its rupture produces subarachnoid hemorrhage, not an epidural collection.',
      },
    ],
    answerIndex: 3,
    rationale: 'A blow to the temple, brief loss of consciousness, a lucid interval, then rapid deterioration with ipsilateral pupillary dilation, contralateral hemiparesis and the Cushing reflex (bradycardia, hypertension, slow respirations) indicate an expanding epidural hematoma with uncal herniation. The lens-shaped collection limited by sutures beneath a temporal fracture arises from the middle meningeal artery and requires emergency craniotomy.',
    objective: 'Link a traumatic epidural hematoma to injury of the middle meningeal artery.',
  },
  {
    id: 'neuro-w-lewy-body-neuroleptic-sensitivity',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Dementia with Lewy bodies',
    stem: 'A 73-year-old man is brought to the physician by his wife because of forgetfulness and difficulty concentrating for 1 year. His alertness varies greatly from day to day, and he often sees small children and animals in the house that are not there. For several years he has shouted and flailed his arms while dreaming. Pulse is 72/min, and blood pressure is 132/78 mm Hg without orthostatic change. He has reduced facial expression, slowed finger tapping, and cogwheel rigidity of both arms; there is no tremor. Montreal Cognitive Assessment score is 21/30, with marked difficulty copying a figure. Serum vitamin B12 and TSH levels are normal. MRI of the brain shows mild generalized atrophy.',
    leadIn: 'Administration of which of the following drugs poses the greatest risk of a severe adverse reaction in this patient?',
    options: [
      {
        text: 'Donepezil',
        why: 'Cholinesterase inhibitors are first-line for the cognitive and psychotic symptoms of dementia with Lewy bodies; bradycardia and gastrointestinal effects are usually manageable.',
      },
      {
        text: 'Haloperidol',
        why: 'Patients with dementia with Lewy bodies have severe sensitivity to D2-blocking antipsychotics, with abrupt worsening of parkinsonism, confusion, autonomic instability and a syndrome resembling neuroleptic malignant syndrome.',
      },
      {
        text: 'Melatonin',
        why: 'Melatonin is a well-tolerated first choice for REM sleep behavior disorder.',
      },
      {
        text: 'Rivastigmine',
        why: 'Rivastigmine is an effective cholinesterase inhibitor for dementia with Lewy bodies and Parkinson disease dementia.',
      },
      {
        text: 'Sertraline',
        why: 'An SSRI can treat coexisting depression and carries no particular risk of severe reaction in this disorder.',
      },
    ],
    answerIndex: 1,
    rationale: 'Cognitive decline with fluctuating attention, recurrent well-formed visual hallucinations, REM sleep behavior disorder and parkinsonism that appeared together with the dementia meet the criteria for dementia with Lewy bodies. These patients are highly sensitive to typical antipsychotics; if an antipsychotic is unavoidable, a low dose of quetiapine is used with caution.',
    objective: 'Recognize dementia with Lewy bodies and avoid typical antipsychotics because of neuroleptic sensitivity.',
  },
  {
    id: 'neuro-w-bell-palsy',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Bell palsy',
    stem: 'A 34-year-old woman comes to the physician because she noticed drooping of the right side of her face on waking this morning. She cannot close her right eye completely, food collects in her right cheek when she eats, and sounds seem louder in her right ear. She has had no ear pain, rash, or recent tick bites, and she has no other medical conditions. Temperature is 37.0°C, pulse is 76/min, and blood pressure is 118/74 mm Hg. She cannot wrinkle the right side of her forehead or close her right eye tightly, and the right nasolabial fold is flattened. There are no vesicles in the ear canal or on the palate, and the tympanic membranes are normal. The remainder of the neurologic examination, including limb strength and sensation, is normal.',
    leadIn: 'In addition to eye protection, which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Alteplase',
        why: 'Thrombolysis treats acute ischemic stroke; a central facial palsy spares the forehead and is usually accompanied by limb or speech deficits.',
      },
      {
        text: 'Carbamazepine',
        why: 'Carbamazepine treats trigeminal neuralgia, which causes paroxysmal facial pain without weakness.',
      },
      {
        text: 'Prednisone',
        why: 'Oral glucocorticoids started within 72 hours of onset improve the rate of complete recovery of facial nerve function.',
      },
      {
        text: 'Pyridostigmine',
        why: 'Pyridostigmine treats myasthenia gravis, which causes fatigable, often bilateral, facial and ocular weakness rather than a sudden unilateral palsy.',
      },
      {
        text: 'Valacyclovir',
        why: 'An antiviral alone does not improve recovery; it may be added to glucocorticoids for severe palsy, or used for herpes zoster oticus, which causes ear pain and vesicles.',
      },
    ],
    answerIndex: 2,
    rationale: 'Acute unilateral weakness of the whole face, including the forehead, with hyperacusis (stapedius involvement) and no other neurologic deficit is a peripheral facial nerve palsy; without vesicles, trauma, tick exposure or other findings it is Bell palsy. A short course of oral glucocorticoids within 72 hours, plus lubricating drops and taping the eye at night, is recommended.',
    objective: 'Treat Bell palsy with early oral glucocorticoids and eye protection.',
  },
  {
    id: 'neuro-w-als-riluzole',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Amyotrophic lateral sclerosis',
    stem: 'A 58-year-old man comes to the physician because of progressive weakness of his right hand for 8 months. He has difficulty buttoning shirts and turning keys, and over the past 2 months he has noticed muscle twitching in both arms and has begun to trip over his left foot. He has no numbness, pain, or bladder symptoms. Vital signs are within normal limits. There is wasting of the right thenar and first dorsal interosseous muscles, with fasciculations in both arms and the tongue. Strength is 3/5 in the right intrinsic hand muscles and 4/5 in left ankle dorsiflexion. Deep tendon reflexes are brisk in all limbs, and both plantar responses are extensor. Sensation is normal. Electromyography shows active denervation in the cervical, thoracic, and lumbosacral regions with normal sensory nerve conduction. MRI of the cervical spine shows no cord compression.',
    leadIn: 'Which of the following is the mechanism of action of the drug most likely to prolong this patient\'s survival?',
    options: [
      {
        text: 'Agonism of dopamine D2 receptors',
        why: 'Dopamine agonists such as pramipexole treat Parkinson disease and restless legs syndrome; they do not affect motor neuron degeneration.',
      },
      {
        text: 'Inhibition of acetylcholinesterase',
        why: 'Cholinesterase inhibitors treat myasthenia gravis and Alzheimer disease; they do not slow motor neuron disease.',
      },
      {
        text: 'Inhibition of glutamate release',
        why: 'Riluzole reduces glutamate release (through blockade of voltage-gated sodium channels) and limits excitotoxicity; it prolongs survival in amyotrophic lateral sclerosis by a few months.',
      },
      {
        text: 'Inhibition of monoamine oxidase B',
        why: 'Selegiline and rasagiline prolong the action of dopamine in Parkinson disease.',
      },
      {
        text: 'Inhibition of vesicular monoamine transporter 2',
        why: 'Tetrabenazine and deutetrabenazine deplete presynaptic dopamine to reduce chorea in Huntington disease.',
      },
    ],
    answerIndex: 2,
    rationale: 'Progressive asymmetric weakness with atrophy and fasciculations (lower motor neuron signs) combined with hyperreflexia and extensor plantar responses (upper motor neuron signs) in several regions, with normal sensation and no compressive lesion, is amyotrophic lateral sclerosis. Riluzole, which reduces glutamatergic excitotoxicity, modestly prolongs survival; noninvasive ventilation and gastrostomy also extend life.',
    objective: 'Recognize amyotrophic lateral sclerosis and know the mechanism of riluzole.',
  },
];
