import type { WrittenItem } from '../types';

export const itemsB: readonly WrittenItem[] = [
  {
    id: 'neuro-w-trigeminal-neuralgia',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Trigeminal neuralgia',
    stem: 'A 62-year-old woman comes to the physician because of attacks of severe facial pain for 3 months. Each attack is a stabbing, electric shock-like pain in the right cheek and jaw that lasts 1 to 2 seconds; attacks occur dozens of times a day and are triggered by chewing, brushing her teeth, or a light breeze. She is pain free between attacks. Temperature is 36.8°C, pulse is 78/min, and blood pressure is 128/76 mm Hg. Lightly touching the skin beside the right side of her nose triggers an attack. Facial sensation, corneal reflexes, and jaw strength are normal, and the remainder of the neurologic examination is normal. Dental examination shows no abnormalities.',
    leadIn: 'Which of the following is the most appropriate initial pharmacotherapy?',
    options: [
      {
        text: 'Carbamazepine',
        why: 'Carbamazepine (or oxcarbazepine), a sodium channel blocker, is first-line and controls the paroxysms in most patients with classic trigeminal neuralgia.',
      },
      {
        text: 'Ibuprofen',
        why: 'Nonsteroidal anti-inflammatory drugs are ineffective for neuropathic paroxysmal pain.',
      },
      {
        text: 'Oxycodone',
        why: 'Opioids do not control the brief paroxysms of trigeminal neuralgia and carry dependence risk.',
      },
      {
        text: 'Prednisone',
        why: 'Glucocorticoids treat giant cell arteritis, which causes a constant headache, jaw claudication and a raised ESR rather than shock-like triggered pain.',
      },
      {
        text: 'Sumatriptan',
        why: 'Triptans abort migraine and cluster attacks, which last minutes to hours, not seconds.',
      },
    ],
    answerIndex: 0,
    rationale: 'Paroxysms of unilateral, electric shock-like pain lasting seconds in the maxillary and mandibular divisions, provoked by innocuous stimuli from trigger zones, with a normal neurologic examination, are classic trigeminal neuralgia. Carbamazepine is first-line; MRI is obtained to look for neurovascular compression or a secondary cause such as multiple sclerosis or a tumor, and microvascular decompression is an option when drugs fail.',
    objective: 'Recognize trigeminal neuralgia and treat it with carbamazepine.',
  },
  {
    id: 'neuro-w-brown-sequard',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Spinal cord hemisection',
    stem: 'A 27-year-old man is brought to the emergency department 1 hour after he was stabbed in the back during an altercation. Pulse is 98/min, and blood pressure is 126/78 mm Hg. There is a 2-cm wound just to the right of the midline in the midthoracic region. He moves both arms normally. MRI of the spine shows a knife tract that has transected the right half of the spinal cord at the T8 segment; the left half of the cord is intact.',
    leadIn: 'Which of the following findings is most likely on neurologic examination?',
    options: [
      {
        text: 'Loss of pain and temperature sensation in the left leg',
        why: 'The lateral spinothalamic tract carries pain and temperature from the opposite side of the body, having crossed within one or two segments of entry, so a right hemisection causes contralateral (left) loss below the lesion.',
      },
      {
        text: 'Loss of pain and temperature sensation in the right leg',
        why: 'Pain and temperature fibers from the right leg have already crossed to the intact left cord, so they are preserved.',
      },
      {
        text: 'Loss of vibration sense in the left leg',
        why: 'The dorsal columns ascend ipsilaterally and cross in the medulla, so vibration and proprioception are lost in the right leg, not the left.',
      },
      {
        text: 'Spastic weakness of both arms',
        why: 'The arms are innervated above a T8 lesion and remain normal.',
      },
      {
        text: 'Weakness of the left leg',
        why: 'The lateral corticospinal tract has already crossed in the medullary pyramids, so weakness is ipsilateral (right leg).',
      },
    ],
    answerIndex: 0,
    rationale: 'Hemisection of the spinal cord (Brown-Sequard syndrome) damages the ipsilateral corticospinal tract and dorsal columns and the spinothalamic tract carrying fibers from the opposite side. Below a right T8 hemisection this produces right leg weakness with loss of vibration and proprioception, and loss of pain and temperature sensation in the left leg beginning one or two segments below the lesion.',
    objective: 'Predict the deficits of a spinal cord hemisection from the crossing points of the long tracts.',
  },
  {
    id: 'neuro-w-subacute-combined-degeneration',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Vitamin B12 deficiency myelopathy',
    stem: 'A 64-year-old woman comes to the physician because of numbness and tingling in both feet and unsteadiness when walking for 6 months; the unsteadiness is worse in the dark. She has type 2 diabetes mellitus treated with metformin for 12 years and gastroesophageal reflux disease treated with omeprazole for 8 years. Vital signs are within normal limits. Her tongue is smooth and red. Vibration and joint position sense are markedly decreased in the toes and ankles, and the Romberg sign is present. Knee reflexes are brisk, ankle reflexes are absent, and both plantar responses are extensor. Hemoglobin is 10.6 g/dL, and mean corpuscular volume is 112 μm³; a blood smear shows hypersegmented neutrophils. Hemoglobin A1c is 6.6%, serum folate is normal, and a rapid plasma reagin test is nonreactive.',
    leadIn: 'Which of the following is the most likely cause of this patient\'s neurologic findings?',
    options: [
      {
        text: 'Diabetic polyneuropathy',
        why: 'Diabetic neuropathy is length dependent and reduces reflexes; it does not cause brisk knee reflexes, extensor plantar responses or macrocytic anemia, and her diabetes is well controlled.',
      },
      {
        text: 'Folate deficiency',
        why: 'Folate deficiency causes a similar megaloblastic anemia but not the myelopathy, and her folate level is normal.',
      },
      {
        text: 'Multiple sclerosis',
        why: 'Multiple sclerosis causes relapsing deficits in younger adults and would not explain the megaloblastic anemia or glossitis.',
      },
      {
        text: 'Tabes dorsalis',
        why: 'Neurosyphilis damages the dorsal columns but causes areflexia, lightning pains and Argyll Robertson pupils; the RPR is nonreactive.',
      },
      {
        text: 'Vitamin B12 deficiency',
        why: 'Long-term metformin and proton pump inhibitor use impair B12 absorption; deficiency causes megaloblastic anemia and subacute combined degeneration of the dorsal columns and corticospinal tracts with a peripheral neuropathy.',
      },
    ],
    answerIndex: 4,
    rationale: 'Loss of vibration and position sense with a positive Romberg sign (dorsal columns), extensor plantar responses with brisk knee reflexes (corticospinal tracts), absent ankle reflexes (peripheral neuropathy), glossitis and a macrocytic anemia with hypersegmented neutrophils indicate subacute combined degeneration from vitamin B12 deficiency. Elevated methylmalonic acid and homocysteine confirm it, and parenteral B12 should be started promptly because the myelopathy may become permanent.',
    objective: 'Recognize subacute combined degeneration from vitamin B12 deficiency and its drug-related risk factors.',
  },
  {
    id: 'neuro-w-optic-neuritis-ms',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Multiple sclerosis: acute optic neuritis',
    stem: 'A 29-year-old woman comes to the emergency department because of blurred vision in her left eye for 3 days and pain when she moves the eye. One year ago she had numbness of her right leg that lasted 3 weeks and resolved without treatment. Vital signs are within normal limits. Visual acuity is 20/200 in the left eye and 20/20 in the right eye. Colors appear washed out to the left eye, and a swinging flashlight test shows a left relative afferent pupillary defect. Funduscopic examination is normal. MRI of the brain shows several ovoid T2-hyperintense white matter lesions adjacent to and perpendicular to the lateral ventricles, one of which enhances with gadolinium, and enhancement of the left optic nerve.',
    leadIn: 'Which of the following is the most appropriate treatment for this episode?',
    options: [
      {
        text: 'Intravenous immune globulin',
        why: 'Immune globulin is not effective for multiple sclerosis relapses; it treats Guillain-Barre syndrome and myasthenic crisis.',
      },
      {
        text: 'Intravenous methylprednisolone',
        why: 'High-dose glucocorticoids for 3 to 5 days speed visual recovery in optic neuritis and shorten multiple sclerosis relapses.',
      },
      {
        text: 'Low-dose oral prednisone',
        why: 'In the Optic Neuritis Treatment Trial, standard-dose oral prednisone alone did not speed recovery and was associated with more recurrences.',
      },
      {
        text: 'Natalizumab',
        why: 'Natalizumab is a disease-modifying therapy to prevent relapses; it is not used to treat an acute attack.',
      },
      {
        text: 'Oral acetazolamide',
        why: 'Acetazolamide treats idiopathic intracranial hypertension, which causes bilateral papilledema rather than a painful monocular optic neuropathy.',
      },
    ],
    answerIndex: 1,
    rationale: 'Painful monocular vision loss with reduced color vision and a relative afferent pupillary defect is optic neuritis; a prior episode of leg numbness and periventricular lesions, one enhancing, show dissemination in time and space, establishing relapsing multiple sclerosis. The acute episode is treated with high-dose glucocorticoids (plasma exchange if refractory), and long-term disease-modifying therapy should then be started.',
    objective: 'Treat optic neuritis in multiple sclerosis with high-dose glucocorticoids.',
  },
  {
    id: 'neuro-w-omm-piriformis-counterstrain',
    category: 'Neurology',
    examTypes: ['comlex'],
    topic: 'Piriformis syndrome: counterstrain',
    stem: 'A 41-year-old woman comes to the osteopathic physician because of pain in the right buttock for 3 weeks that radiates down the back of the thigh to the knee. It began after she started training for a half marathon and is worse when she sits for long periods. She has no back pain and no bowel or bladder symptoms. Vital signs are within normal limits. Lumbar range of motion is full and painless, and straight-leg raising is negative bilaterally. Strength, sensation, and reflexes in both legs are normal. Passive internal rotation of the flexed right hip reproduces the buttock pain. A markedly tender point is found deep in the right buttock, midway between the sacrum and the greater trochanter.',
    leadIn: 'Which of the following is the most appropriate position for counterstrain treatment of this tender point?',
    options: [
      {
        text: 'Prone, right hip extended, adducted, and internally rotated',
        why: 'Extension with adduction and internal rotation lengthens the piriformis and would increase the tenderness rather than relieve it.',
      },
      {
        text: 'Prone, right hip flexed, abducted, and externally rotated',
        why: 'With the patient prone and the leg off the table, marked hip flexion, abduction and external rotation shortens the piriformis and relieves its tender point; the position is held for 90 seconds and returned passively.',
      },
      {
        text: 'Seated, right hip flexed, adducted, and internally rotated',
        why: 'Adduction and internal rotation move away from the position of ease of the piriformis, and a seated position does not allow the passive positioning counterstrain requires.',
      },
      {
        text: 'Supine, right hip extended, abducted, and internally rotated',
        why: 'This combination does not shorten the piriformis, and counterstrain for its tender point is performed prone.',
      },
      {
        text: 'Supine, right hip flexed, adducted, and internally rotated',
        why: 'Flexion with adduction and internal rotation puts the piriformis on stretch, which is the direction of the barrier rather than the position of ease.',
      },
    ],
    answerIndex: 1,
    rationale: 'Buttock pain radiating down the posterior thigh, worse with sitting, reproduced by internal rotation of the flexed hip, with normal neurologic and lumbar findings, is piriformis syndrome with irritation of the sciatic nerve. Counterstrain is an indirect, passive technique: the tender point is monitored while the body is placed in the position that shortens the involved muscle until tenderness falls by at least 70%, held for 90 seconds, then slowly returned. For the piriformis this is prone with the hip flexed, abducted and externally rotated.',
    objective: 'Choose the counterstrain position for a piriformis tender point in piriformis syndrome.',
  },
  {
    id: 'neuro-w-omm-cv4-contraindication',
    category: 'Neurology',
    examTypes: ['comlex'],
    topic: 'Cranial OMT: contraindications to CV4',
    stem: 'A 45-year-old man comes to the osteopathic physician for follow-up of chronic tension-type headaches that occur 3 or 4 days a week. He works long hours at a computer and sleeps poorly. Vital signs are within normal limits, and the neurologic examination is normal. Palpation of the cranium shows a reduced amplitude of the cranial rhythmic impulse, and the suboccipital muscles are hypertonic. The physician plans compression of the fourth ventricle (CV4) as part of treatment and reviews his history for contraindications.',
    leadIn: 'Which of the following conditions, if present, is an absolute contraindication to this technique?',
    options: [
      {
        text: 'Acute intracranial hemorrhage',
        why: 'Cranial techniques such as CV4 alter intracranial fluid dynamics and are absolutely contraindicated with acute intracranial hemorrhage, raised intracranial pressure or a skull fracture.',
      },
      {
        text: 'Chronic tension-type headache',
        why: 'Tension-type headache is an indication for CV4 and other cranial and suboccipital techniques, not a contraindication.',
      },
      {
        text: 'Dependent edema of the legs',
        why: 'CV4 is used to promote fluid exchange and may be part of treating edema; it is not contraindicated by it.',
      },
      {
        text: 'Difficulty falling asleep',
        why: 'CV4 is used to reduce sympathetic tone and promote relaxation, including for insomnia.',
      },
      {
        text: 'Spasm of the lumbar paraspinal muscles',
        why: 'Low back muscle spasm is unrelated to cranial treatment and does not contraindicate it.',
      },
    ],
    answerIndex: 0,
    rationale: 'Compression of the fourth ventricle (CV4) is an indirect cranial technique that decreases the amplitude of the cranial rhythmic impulse to produce a still point; it is used for headache, stress, insomnia and to promote fluid exchange. Absolute contraindications are acute intracranial hemorrhage or raised intracranial pressure and skull fracture.',
    objective: 'Identify acute intracranial hemorrhage and skull fracture as absolute contraindications to CV4.',
  },
];
