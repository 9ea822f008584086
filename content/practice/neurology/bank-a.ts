import type { WrittenItem } from '../types';

export const items: readonly WrittenItem[] = [
  {
    id: 'neuro-q-lacunar-pure-motor',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Lacunar infarct: pure motor hemiparesis',
    stem: 'A 66-year-old man is brought to the emergency department 3 hours after the sudden onset of weakness of his right arm and leg. He has had hypertension for 20 years and type 2 diabetes mellitus for 12 years. His medications are lisinopril and metformin. He smokes one pack of cigarettes daily. Pulse is 78/min and regular, and blood pressure is 172/96 mm Hg. He is alert and follows commands. There is weakness of the right lower face, and strength is 3/5 in the right arm and the right leg to an equal degree. The right plantar response is extensor. Speech is mildly slurred, but language, naming, and repetition are normal. Visual fields are full, there is no neglect, and sensation to pinprick, vibration, and joint position is normal on both sides. Noncontrast CT of the head shows no hemorrhage. MRI of the brain with diffusion-weighted imaging shows a single 1.2-cm area of restricted diffusion.',
    leadIn: 'This infarct is most likely located in which of the following structures?',
    options: [
      {
        text: 'Cerebellar hemisphere',
        why: 'A cerebellar infarct causes ipsilateral limb ataxia, nystagmus and vertigo without true weakness or an extensor plantar response.',
      },
      {
        text: 'Lateral medulla',
        why: 'A lateral medullary infarct causes vertigo, crossed pain and temperature loss, dysphagia, ataxia and Horner syndrome; it spares the pyramid and causes no hemiparesis.',
      },
      {
        text: 'Posterior limb of the internal capsule',
        why: 'Corticobulbar and corticospinal fibers for the face, arm and leg run packed together here, so a small infarct weakens all three equally without cortical or sensory signs.',
      },
      {
        text: 'Precentral gyrus',
        why: 'Face, arm and leg are spread across the motor cortex (the leg medially), so a cortical infarct large enough to weaken all three equally would extend beyond the motor strip and, in the dominant hemisphere, cause aphasia.',
      },
      {
        text: 'Ventral posterolateral thalamic nucleus',
        why: 'A lacune in the sensory thalamus produces pure sensory stroke, with contralateral loss of all sensory modalities and no weakness.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Sudden, equal weakness of the face, arm and leg on one side with an extensor plantar response, but without aphasia, visual field loss, neglect or sensory loss, is pure motor hemiparesis, a classic lacunar syndrome. Long-standing hypertension, diabetes and smoking cause lipohyalinosis and microatheroma of the small penetrating lenticulostriate arteries, and the single small infarct on MRI fits. A lesion this small can weaken the whole opposite half of the body only where the descending motor fibers converge: the posterior limb of the internal capsule (the basis pontis is the other such site).',
    objective: 'Localize pure motor hemiparesis to a lacunar infarct of the posterior limb of the internal capsule.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Equal face, arm and leg weakness without cortical or sensory signs is a lacune in the posterior limb of the internal capsule.',
    table: {
      caption: 'Classic lacunar syndromes',
      header: ['Syndrome', 'Usual site'],
      rows: [
        ['Pure motor hemiparesis', 'Posterior limb of internal capsule or basis pontis'],
        ['Pure sensory stroke', 'Ventral posterolateral thalamus'],
        ['Ataxic hemiparesis', 'Basis pontis or internal capsule'],
        ['Dysarthria-clumsy hand', 'Basis pontis or genu of internal capsule'],
      ],
    },
  },
  {
    id: 'neuro-q-lateral-medullary-syndrome',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Lateral medullary syndrome',
    stem: 'A 61-year-old woman is brought to the emergency department 4 hours after the sudden onset of vertigo, nausea, and vomiting, followed by hoarseness and difficulty swallowing. She has hypertension and hyperlipidemia treated with amlodipine and atorvastatin. She smokes one pack of cigarettes daily. Pulse is 84/min, and blood pressure is 164/92 mm Hg. The left upper eyelid droops, and the left pupil is smaller than the right. There is horizontal nystagmus. The palate elevates less on the left, and the voice is hoarse. Pain and temperature sensation is decreased over the left side of the face and over the right arm, trunk, and leg. Finger-to-nose and heel-to-shin testing are clumsy on the left. Strength is 5/5 throughout, and the tongue protrudes in the midline. Noncontrast CT of the head shows no hemorrhage.',
    leadIn: "Occlusion of which of the following arteries is the most likely cause of this patient's findings?",
    options: [
      {
        text: 'Anterior inferior cerebellar artery',
        why: 'Lateral pontine infarction shares vertigo, ataxia, Horner syndrome and crossed pain-temperature loss, but it causes ipsilateral facial paralysis and hearing loss rather than hoarseness and dysphagia.',
      },
      {
        text: 'Anterior spinal artery',
        why: 'Medial medullary infarction causes contralateral hemiparesis and loss of vibration and position sense, with the tongue deviating toward the lesion; strength and tongue are normal here.',
      },
      {
        text: 'Paramedian branches of the basilar artery',
        why: 'Medial pontine infarction causes contralateral hemiparesis, often with an ipsilateral abducens palsy; it does not produce dysphagia or crossed pain and temperature loss.',
      },
      {
        text: 'Posterior cerebral artery',
        why: 'Occlusion of this artery causes a contralateral homonymous hemianopia with macular sparing, sometimes with thalamic sensory loss; it does not involve the medulla.',
      },
      {
        text: 'Posterior inferior cerebellar artery',
        why: 'This artery supplies the lateral medulla and inferior cerebellum; its occlusion, or occlusion of the intracranial vertebral artery from which it arises, produces the lateral medullary syndrome.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Every finding localizes to the left lateral medulla: vestibular nuclei (vertigo, nystagmus, vomiting), nucleus ambiguus (hoarseness, dysphagia, weak left palate), spinal trigeminal nucleus and tract (left facial pain and temperature loss), lateral spinothalamic tract (loss on the right body, because those fibers crossed in the spinal cord), descending sympathetic fibers (left Horner syndrome) and inferior cerebellar peduncle (left limb ataxia). Normal strength and a midline tongue show that the pyramid and hypoglossal nucleus of the medial medulla are spared.',
    objective: 'Localize the lateral medullary syndrome and name the artery whose territory it occupies.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Crossed face-body pain and temperature loss with hoarseness, dysphagia, vertigo and ipsilateral Horner syndrome is a lateral medullary (PICA territory) infarct.',
    table: {
      caption: 'Brainstem vascular syndromes',
      header: ['Territory', 'Distinguishing findings'],
      rows: [
        ['Lateral medulla (PICA, vertebral)', 'Dysphagia, hoarseness, crossed pain-temperature loss, no weakness'],
        ['Lateral pons (AICA)', 'Ipsilateral facial paralysis and hearing loss'],
        ['Medial medulla (anterior spinal)', 'Contralateral hemiparesis, tongue deviates toward lesion'],
        ['Medial pons (paramedian basilar)', 'Contralateral hemiparesis, ipsilateral abducens palsy'],
      ],
    },
  },
  {
    id: 'neuro-q-high-risk-tia-dual-antiplatelet',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'High-risk transient ischemic attack',
    stem: 'A 68-year-old man comes to the emergency department 3 hours after an episode of weakness of his left arm and slurred speech that lasted 40 minutes and resolved completely. He has hypertension and type 2 diabetes mellitus. His medications are amlodipine and metformin; he takes no antiplatelet or anticoagulant drugs. Pulse is 76/min and regular, and blood pressure is 152/88 mm Hg. The neurologic examination is normal. An ECG shows sinus rhythm. Fingerstick glucose is 134 mg/dL. MRI of the brain with diffusion-weighted imaging shows no infarct. CT angiography of the head and neck shows mild plaque at both carotid bifurcations with less than 30% stenosis. Atorvastatin is started.',
    leadIn: 'Which of the following is the most appropriate antithrombotic therapy to reduce his risk of stroke?',
    options: [
      {
        text: 'Alteplase',
        why: 'Thrombolysis treats a persisting disabling deficit; once symptoms have resolved completely there is nothing to lyse, and it only adds bleeding risk.',
      },
      {
        text: 'Apixaban',
        why: 'A direct oral anticoagulant is for a cardioembolic source such as atrial fibrillation; in sinus rhythm without such a source it prevents no more strokes than antiplatelet therapy and causes more bleeding.',
      },
      {
        text: 'Aspirin alone',
        why: 'Single antiplatelet therapy suits a low-risk TIA and is the long-term regimen after the dual course; in the first weeks after a high-risk TIA, adding clopidogrel prevents more strokes.',
      },
      {
        text: 'Aspirin plus clopidogrel',
        why: 'Started within 24 hours of a high-risk TIA or minor stroke and continued for 21 days, this combination lowers the 90-day risk of stroke; a single antiplatelet drug is continued afterward.',
      },
      {
        text: 'Aspirin plus extended-release dipyridamole',
        why: 'This combination is an option for long-term secondary prevention, but it has not been shown to reduce early recurrence after a high-risk TIA and often causes headache.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Transient focal weakness and dysarthria that resolved within an hour with no infarct on diffusion-weighted MRI is a transient ischemic attack. His ABCD2 score is 6 (high risk), and he has no high-grade carotid stenosis and no arrhythmia on ECG, so there is no indication for endarterectomy or anticoagulation. For a high-risk TIA the early risk of stroke is greatest in the first days, and short-term dual antiplatelet therapy with aspirin and clopidogrel, plus a high-intensity statin and blood pressure control, is recommended.',
    objective: 'Treat a high-risk noncardioembolic TIA with 21 days of aspirin plus clopidogrel.',
    task: 'treatment',
    steps: 2,
    takeHome: 'High-risk TIA (ABCD2 of 4 or more) or minor stroke without a cardioembolic source: aspirin plus clopidogrel for 21 days, then one antiplatelet.',
    table: {
      caption: 'ABCD2 score in this patient',
      header: ['Item', 'Points available', 'This patient'],
      rows: [
        ['Age 60 years or older', '1', '1'],
        ['Blood pressure 140/90 mm Hg or higher', '1', '1'],
        ['Unilateral weakness (2) or speech disturbance alone (1)', '2', '2'],
        ['Duration 60 min or more (2) or 10-59 min (1)', '2', '1'],
        ['Diabetes', '1', '1'],
      ],
    },
  },
  {
    id: 'neuro-q-warfarin-intracerebral-hemorrhage',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Warfarin-associated intracerebral hemorrhage',
    stem: 'A 74-year-old woman is brought to the emergency department 1 hour after the sudden onset of headache, vomiting, and weakness of her left arm and leg. She has atrial fibrillation treated with warfarin and hypertension treated with metoprolol. Pulse is 92/min and irregularly irregular, respirations are 16/min, and blood pressure is 176/98 mm Hg. She is drowsy but opens her eyes to voice and follows commands. There is left hemiparesis with a left extensor plantar response. INR is 3.1, and platelet count is 214,000/mm³. Noncontrast CT of the head shows a 25-mL hyperdense hemorrhage in the right putamen without intraventricular extension or midline shift. Intravenous vitamin K is given, and a nicardipine infusion is started.',
    leadIn: 'Which of the following is the most appropriate next step to reverse her anticoagulation?',
    options: [
      {
        text: 'Andexanet alfa',
        why: 'Andexanet is a decoy factor Xa that reverses apixaban or rivaroxaban; it does not replace the vitamin K-dependent factors that warfarin depletes.',
      },
      {
        text: 'Fresh frozen plasma',
        why: 'Plasma contains the missing factors but needs thawing and matching, requires a large volume that risks circulatory overload, and corrects the INR more slowly; it is a fallback when the concentrate is unavailable.',
      },
      {
        text: 'Idarucizumab',
        why: 'This antibody fragment binds dabigatran, a direct thrombin inhibitor; it has no effect on warfarin.',
      },
      {
        text: 'Prothrombin complex concentrate',
        why: 'Four-factor concentrate supplies factors II, VII, IX and X in a small volume and corrects the INR within minutes; vitamin K, given with it, sustains the correction after the concentrate is cleared.',
      },
      {
        text: 'Recombinant activated factor VII',
        why: 'Factor VIIa lowers the INR without replacing factors II, IX and X, does not improve outcome, and increases thrombotic events; it is not recommended for warfarin reversal.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Sudden headache, vomiting and left hemiparesis with a right putaminal hemorrhage in a patient taking warfarin with an INR of 3.1 is an anticoagulant-associated intracerebral hemorrhage. Growth of the hematoma in the first hours largely determines outcome, so anticoagulation is reversed at once with four-factor prothrombin complex concentrate plus intravenous vitamin K, aiming for an INR below 1.4. Systolic pressure is lowered to a target of about 140 mm Hg, and she is admitted to a stroke or neurocritical care unit.',
    objective: 'Reverse warfarin in intracerebral hemorrhage with four-factor prothrombin complex concentrate and vitamin K.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Warfarin-associated brain hemorrhage: give four-factor prothrombin complex concentrate plus intravenous vitamin K, not plasma alone.',
    table: {
      caption: 'Reversal of anticoagulants in major bleeding',
      header: ['Anticoagulant', 'Reversal'],
      rows: [
        ['Warfarin', 'Four-factor PCC plus IV vitamin K'],
        ['Dabigatran', 'Idarucizumab'],
        ['Apixaban, rivaroxaban', 'Andexanet alfa or four-factor PCC'],
        ['Unfractionated heparin', 'Protamine sulfate'],
      ],
    },
  },
  {
    id: 'neuro-q-cerebral-amyloid-angiopathy',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Cerebral amyloid angiopathy',
    stem: 'A 79-year-old woman is brought to the emergency department 3 hours after the sudden onset of headache and difficulty seeing objects to her right. Her family reports that her memory has declined gradually over the past 2 years. One year ago she had a hemorrhage in the right frontal lobe, from which she recovered well. She has no history of hypertension and takes no anticoagulant or antiplatelet drugs. Pulse is 80/min, and blood pressure is 136/82 mm Hg. There is a right homonymous hemianopia; strength and sensation are normal. Platelet count is 236,000/mm³, and INR is 1.0. Noncontrast CT of the head shows a 20-mL hemorrhage in the left occipital lobe extending to the cortical surface. MRI of the brain with susceptibility-weighted imaging shows numerous small hemorrhages in the cortex and at the gray-white junction of both hemispheres, with none in the basal ganglia, thalamus, or pons.',
    leadIn: "Which of the following is the most likely underlying cause of this patient's hemorrhage?",
    options: [
      {
        text: 'Amyloid deposition in vessel walls',
        why: 'Beta-amyloid deposited in the walls of small cortical and leptomeningeal arteries makes them brittle, producing recurrent lobar hemorrhages, cortical microbleeds and often cognitive decline in older adults.',
      },
      {
        text: 'Arteriovenous malformation rupture',
        why: 'Arteriovenous malformations bleed mainly in children and young adults and appear as a tangle of vessels; they do not explain scattered microbleeds in an older woman.',
      },
      {
        text: 'Hemorrhagic transformation of an embolic infarct',
        why: 'Hemorrhagic transformation follows an ischemic, often cardioembolic, stroke; it does not produce recurrent lobar bleeds and widespread cortical microbleeds without an embolic source.',
      },
      {
        text: 'Lipohyalinosis of penetrating arterioles',
        why: 'Hypertensive small-vessel disease causes deep hemorrhages and microbleeds in the basal ganglia, thalamus, pons and cerebellum; she is normotensive and her microbleeds are strictly lobar.',
      },
      {
        text: 'Rupture of a saccular aneurysm',
        why: 'A ruptured berry aneurysm bleeds into the subarachnoid space at the base of the brain with a thunderclap headache, not into the occipital lobe.',
      },
    ],
    answerIndex: 0,
    rationale:
      'A normotensive older woman with a normal platelet count and INR has had two lobar hemorrhages in different lobes a year apart, together with slowly progressive memory decline. Susceptibility-weighted MRI shows many microbleeds confined to the cortex and gray-white junction, sparing the deep structures typical of hypertensive disease. Multiple strictly lobar hemorrhages in a patient 50 years or older meet the Boston criteria for probable cerebral amyloid angiopathy. The risk of recurrence is high, so antithrombotic drugs are avoided when possible.',
    objective: 'Recognize cerebral amyloid angiopathy as the cause of recurrent lobar hemorrhage in older adults.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Lobar hemorrhages with cortical microbleeds in an older adult suggest amyloid angiopathy; deep ones (putamen, thalamus, pons) suggest hypertension.',
  },
  {
    id: 'neuro-q-cerebral-venous-thrombosis',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Cerebral venous sinus thrombosis',
    stem: 'A 29-year-old woman is brought to the emergency department 3 weeks after an uncomplicated delivery because of a headache that has worsened over 5 days, vomiting, and a seizure today that began with jerking of the right arm and then became generalized. She is breastfeeding. She has no history of headaches. Temperature is 37.2°C, pulse is 96/min, respirations are 16/min, and blood pressure is 132/84 mm Hg. She is drowsy but oriented. Both optic discs are swollen. Strength is 4/5 in the right arm. Noncontrast CT of the head shows a small hemorrhage within an area of edema in the left parietal lobe. MR venography shows absence of flow in the superior sagittal sinus and the left transverse sinus. Levetiracetam is started.',
    leadIn: 'Which of the following is the most appropriate additional treatment?',
    options: [
      {
        text: 'Alteplase',
        why: 'Systemic thrombolysis has no proven benefit here and carries a high bleeding risk; endovascular therapy is reserved for patients who worsen despite anticoagulation.',
      },
      {
        text: 'Aspirin',
        why: 'An antiplatelet drug treats arterial thrombosis; it does not stop propagation of a fibrin-rich venous thrombus.',
      },
      {
        text: 'Dexamethasone',
        why: 'Glucocorticoids reduce vasogenic edema around tumors; in venous thrombosis they do not help and may be harmful.',
      },
      {
        text: 'Enoxaparin',
        why: 'Low-molecular-weight (or unfractionated) heparin is first-line even when there is venous hemorrhage, because it halts thrombus growth and allows recanalization; it is compatible with breastfeeding and is followed by an oral anticoagulant for 3 to 12 months.',
      },
      {
        text: 'Tranexamic acid',
        why: 'An antifibrinolytic would promote further thrombosis; the hemorrhage is a result of venous congestion, not of a bleeding disorder.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Progressive headache, vomiting, papilledema, a focal seizure and right arm weakness in the postpartum period, with a parietal hemorrhagic lesion and no flow in the superior sagittal and left transverse sinuses, establish cerebral venous sinus thrombosis. The puerperium is a hypercoagulable state and a major risk factor. Blocked venous outflow raises capillary pressure and causes edema and hemorrhagic venous infarction, so the hemorrhage is not a contraindication to anticoagulation: anticoagulation treats its cause.',
    objective: 'Treat cerebral venous sinus thrombosis with heparin even when there is venous hemorrhage.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Cerebral venous sinus thrombosis is treated with heparin even when imaging shows hemorrhage.',
  },
  {
    id: 'neuro-q-carotid-dissection',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Cervical artery dissection',
    stem: 'A 38-year-old man comes to the emergency department because of pain on the left side of his neck and a left-sided headache for 3 days. The pain began after he was thrown against his shoulder belt in a minor motor vehicle collision. This morning he had an episode of weakness of the right hand and difficulty finding words that lasted 20 minutes. He has no other medical conditions and takes no medications. Temperature is 36.9°C, pulse is 78/min, and blood pressure is 134/82 mm Hg. The left upper eyelid droops 2 mm, and the left pupil is smaller than the right, with the difference greater in dim light. Sweating of the face is symmetric. Visual acuity, eye movements, and the remainder of the neurologic examination are normal. Noncontrast CT of the head shows no abnormalities.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Carotid artery dissection',
        why: 'A tear in the cervical internal carotid artery causes ipsilateral head and neck pain and a partial Horner syndrome from stretching of the sympathetic plexus on the artery; thrombus at the tear embolizes to the same hemisphere.',
      },
      {
        text: 'Cavernous sinus thrombosis',
        why: 'Septic cavernous sinus thrombosis follows facial or sinus infection and causes fever, proptosis, chemosis and palsies of cranial nerves III, IV and VI.',
      },
      {
        text: 'Cluster headache',
        why: 'Cluster attacks can cause a partial Horner syndrome, but they last 15 to 180 minutes with tearing and rhinorrhea and do not cause aphasia or hand weakness.',
      },
      {
        text: 'Lateral medullary infarction',
        why: 'This also causes an ipsilateral Horner syndrome, but with vertigo, dysphagia, ataxia and crossed pain and temperature loss; aphasia is a hemispheric sign it cannot explain.',
      },
      {
        text: 'Migraine with aura',
        why: 'Aura spreads over 5 to 60 minutes, is usually visual and is followed by headache; it does not cause Horner syndrome or days of neck pain after trauma.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Unilateral neck pain and headache after minor trauma, followed by a transient episode of right hand weakness and word-finding difficulty (left carotid territory), together with a left partial Horner syndrome (mild ptosis and miosis, more obvious in dim light) in a young adult without vascular risk factors, point to dissection of the left internal carotid artery. Facial sweating is preserved because sudomotor fibers to the face travel with the external carotid artery. CT or MR angiography of the neck confirms it, and antithrombotic therapy is started to prevent stroke.',
    objective: 'Recognize cervical carotid dissection from neck pain, a partial Horner syndrome and ipsilateral hemispheric ischemia.',
    task: 'diagnosis',
    steps: 1,
    takeHome: 'Neck pain with an ipsilateral Horner syndrome and contralateral hemispheric symptoms in a young adult is carotid dissection until proven otherwise.',
  },
  {
    id: 'neuro-q-anterior-cerebral-artery-stroke',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Anterior cerebral artery infarction',
    stem: 'A 71-year-old woman is brought to the emergency department 2 hours after her husband noticed that she was dragging her right leg. She has atrial fibrillation and stopped taking apixaban 2 weeks ago because of cost. Pulse is 96/min and irregularly irregular, and blood pressure is 158/90 mm Hg. She is awake but answers slowly and with few words, and she has been incontinent of urine since the onset. Strength is 2/5 in the right leg, 4/5 at the right shoulder, and 5/5 in the right hand and face. Sensation to pinprick and vibration is reduced in the right leg and foot. A grasp reflex is present in the right hand. Comprehension, naming, and visual fields are normal. Noncontrast CT of the head shows no hemorrhage.',
    leadIn: 'Occlusion of which of the following arteries is most likely?',
    options: [
      {
        text: 'Anterior cerebral artery',
        why: 'It supplies the medial frontal and parietal cortex, where the leg and foot are represented, and the medial frontal areas for bladder control, initiative and inhibition of primitive reflexes.',
      },
      {
        text: 'Anterior choroidal artery',
        why: 'Infarction here involves the posterior limb of the internal capsule and lateral geniculate body, giving equal face, arm and leg weakness with hemisensory loss and often hemianopia.',
      },
      {
        text: 'Basilar artery',
        why: 'Basilar occlusion causes bilateral signs such as quadriparesis, cranial nerve palsies, reduced consciousness or a locked-in state.',
      },
      {
        text: 'Middle cerebral artery',
        why: 'Middle cerebral occlusion weakens the face and arm more than the leg and, on the left, causes aphasia; this patient has the opposite pattern.',
      },
      {
        text: 'Posterior cerebral artery',
        why: 'Occlusion causes a contralateral homonymous hemianopia with macular sparing, sometimes with thalamic sensory loss or alexia, but little weakness.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Weakness and sensory loss that predominate in the right leg, with sparing of the hand and face, point to the medial surface of the left hemisphere, where the paracentral lobule represents the leg and foot. Urinary incontinence, reduced spontaneity of speech (abulia) and a grasp reflex are medial frontal signs. Normal comprehension, naming and visual fields argue against middle and posterior cerebral artery territories. With atrial fibrillation off anticoagulation, an embolus to the left anterior cerebral artery is most likely.',
    objective: 'Localize leg-predominant weakness with medial frontal signs to the anterior cerebral artery territory.',
    task: 'anatomy',
    steps: 1,
    takeHome: 'Contralateral leg-predominant weakness with incontinence, abulia and a grasp reflex is an anterior cerebral artery infarct.',
  },
  {
    id: 'neuro-q-late-window-thrombectomy',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Acute ischemic stroke: late-window thrombectomy',
    stem: 'A 67-year-old man is brought to the emergency department because his wife found him on the kitchen floor, unable to move his left side, when she returned from work. He was last known to be well 12 hours earlier, when she left the house. He has hypertension and hyperlipidemia. Pulse is 88/min and regular, and blood pressure is 174/96 mm Hg. His eyes are deviated to the right. There is left facial weakness, strength is 0/5 in the left arm and 1/5 in the left leg, and he ignores stimuli on his left side. The National Institutes of Health Stroke Scale score is 18. Fingerstick glucose is 118 mg/dL. Noncontrast CT of the head shows no hemorrhage and only subtle loss of gray-white differentiation in the right insula. CT angiography shows occlusion of the proximal right middle cerebral artery. CT perfusion shows a 15-mL ischemic core within a 110-mL region of hypoperfusion.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Decompressive hemicraniectomy',
        why: 'Hemicraniectomy is for malignant middle cerebral artery infarction with swelling and falling consciousness, usually on days 1 to 4; it does not restore blood flow to salvageable tissue.',
      },
      {
        text: 'Intravenous alteplase',
        why: 'Intravenous thrombolysis is standard within 4.5 hours of last known well; later it is considered only in selected patients chosen by advanced imaging, and with a large-vessel occlusion at 12 hours thrombectomy is the reperfusion therapy of proven benefit.',
      },
      {
        text: 'Intravenous heparin infusion',
        why: 'Urgent anticoagulation does not improve outcome in acute ischemic stroke and increases hemorrhagic transformation.',
      },
      {
        text: 'Mechanical thrombectomy',
        why: 'Endovascular clot retrieval up to 24 hours after last known well improves functional outcome in anterior-circulation large-vessel occlusion when imaging shows a small core and a large region of salvageable tissue.',
      },
      {
        text: 'Oral aspirin and admission',
        why: 'Early aspirin suits patients who are not candidates for reperfusion; a large-vessel occlusion with salvageable tissue should not be left to antiplatelet therapy alone.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Right gaze deviation, left hemiplegia and left neglect with an NIHSS score of 18 indicate a large right hemispheric stroke, and CT angiography shows a proximal middle cerebral artery (large-vessel) occlusion. He was last known well 12 hours ago, beyond the window for intravenous thrombolysis. Perfusion imaging shows a small infarct core inside a much larger area of hypoperfused but viable tissue (a mismatch), meeting the criteria used in the DAWN and DEFUSE 3 trials for thrombectomy 6 to 24 hours after last known well.',
    objective: 'Select mechanical thrombectomy for large-vessel occlusion with perfusion mismatch in the 6- to 24-hour window.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Anterior large-vessel occlusion with a small core and perfusion mismatch: thrombectomy up to 24 hours after last known well.',
  },
  {
    id: 'neuro-q-migraine-triptan-mechanism',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Migraine with aura: acute treatment',
    stem: 'A 27-year-old woman comes to the physician because of recurrent headaches for 2 years. Two or three times a month she has a throbbing pain on one side of her head that lasts 8 to 16 hours, with nausea and sensitivity to light and noise, and she must lie down in a dark room. Some attacks are preceded by 20 minutes of shimmering zigzag lines in her vision that then clear completely. Ibuprofen taken at the onset gives little relief. She has no other medical conditions and takes no other medications. Pulse is 72/min, and blood pressure is 114/72 mm Hg. The general and neurologic examinations are normal.',
    leadIn: 'Which of the following is the mechanism of action of the most appropriate drug to abort her attacks?',
    options: [
      {
        text: 'Agonism of serotonin 5-HT1B/1D receptors',
        why: 'Triptans stimulate 5-HT1B receptors on intracranial vessels (vasoconstriction) and 5-HT1D receptors on trigeminal nerve endings (less release of CGRP and other peptides); they are first-line for moderate to severe migraine not relieved by NSAIDs.',
      },
      {
        text: 'Antagonism of dopamine D2 receptors',
        why: 'Metoclopramide or prochlorperazine is given with an NSAID for migraine in the emergency department and for nausea; it is not the usual next step for attacks treated at home.',
      },
      {
        text: 'Blockade of beta-adrenergic receptors',
        why: 'Propranolol is a daily preventive drug for frequent or disabling migraine; it does not abort an attack in progress.',
      },
      {
        text: 'Inhibition of carbonic anhydrase',
        why: 'Acetazolamide treats idiopathic intracranial hypertension; topiramate, a weak carbonic anhydrase inhibitor, is a migraine preventive, not an abortive drug.',
      },
      {
        text: 'Inhibition of norepinephrine and serotonin reuptake',
        why: 'Amitriptyline and venlafaxine, which block reuptake of both amines, are preventive drugs that take weeks to work.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Recurrent unilateral, throbbing headaches lasting hours, with nausea, photophobia and phonophobia, some preceded by a fully reversible visual aura of zigzag lines, with a normal examination, are migraine with aura. When NSAIDs fail, a triptan taken early in the attack (alone or with an NSAID) is the next choice. Triptans are avoided in coronary, cerebrovascular or peripheral vascular disease and uncontrolled hypertension, none of which she has.',
    objective: 'Choose a triptan for migraine not relieved by NSAIDs and recall its receptor mechanism.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Triptans abort migraine through 5-HT1B/1D agonism; avoid them in coronary, cerebral or peripheral vascular disease.',
  },
  {
    id: 'neuro-q-migraine-prevention-topiramate',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Migraine prevention: choice by comorbidity',
    stem: 'A 43-year-old woman comes to the physician because of frequent migraine headaches. For the past 6 months she has had 9 headache days a month, each with throbbing unilateral pain, nausea, and photophobia, and she has missed work several times. Sumatriptan relieves most attacks. She has asthma treated with inhaled fluticasone-salmeterol and albuterol as needed, and she has had two exacerbations in the past year. She underwent bilateral tubal ligation 8 years ago. Body mass index is 34 kg/m². Pulse is 78/min, and blood pressure is 124/78 mm Hg. The general and neurologic examinations are normal.',
    leadIn: 'Which of the following is the most appropriate drug to prevent her headaches?',
    options: [
      {
        text: 'Amitriptyline',
        why: 'Amitriptyline is an effective preventive, especially with insomnia or depression, but weight gain, sedation and anticholinergic effects make it a poor fit with obesity.',
      },
      {
        text: 'Propranolol',
        why: 'Propranolol is first-line prevention for many patients, but a nonselective beta-blocker can provoke bronchospasm and is avoided in asthma.',
      },
      {
        text: 'Topiramate',
        why: 'Topiramate has strong evidence for migraine prevention and tends to cause weight loss; adverse effects include paresthesias, word-finding difficulty, kidney stones and angle-closure glaucoma, and its teratogenic risk is irrelevant after sterilization.',
      },
      {
        text: 'Valproic acid',
        why: 'Valproate prevents migraine but causes weight gain, tremor, hair loss and hepatotoxicity and is highly teratogenic, so it is rarely a first choice in women.',
      },
      {
        text: 'Verapamil',
        why: 'Verapamil is first-line prevention for cluster headache; its evidence in migraine is weak.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Nine migraine days a month with missed work warrant daily preventive therapy in addition to acute treatment. The choice is guided by comorbidities: she has obesity and asthma with recent exacerbations, and she cannot become pregnant. Topiramate suits all three, because it favors weight loss, has no effect on the airways, and its teratogenicity no longer matters. CGRP-targeted monoclonal antibodies are also effective; the American Headache Society now accepts them as a first-line option, although cost and coverage often place them after the older drugs.',
    objective: 'Choose a migraine preventive that fits the patient\'s comorbidities.',
    task: 'prevention',
    steps: 2,
    takeHome: 'Pick migraine prevention by comorbidity: topiramate with obesity; avoid propranolol in asthma and valproate in anyone who could become pregnant.',
    table: {
      caption: 'First-line migraine preventives',
      header: ['Drug', 'Favored with', 'Avoid with'],
      rows: [
        ['Propranolol', 'Hypertension, anxiety', 'Asthma'],
        ['Amitriptyline', 'Insomnia, depression', 'Obesity, older age'],
        ['Topiramate', 'Obesity, epilepsy', 'Kidney stones, possible pregnancy'],
        ['Valproate', 'Bipolar disorder, epilepsy', 'Possible pregnancy, liver disease'],
      ],
    },
  },
  {
    id: 'neuro-q-giant-cell-arteritis-glucocorticoids',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Giant cell arteritis',
    stem: 'A 72-year-old woman comes to the physician because of a new headache over her right temple for 3 weeks. Her scalp is tender when she combs her hair, and her jaw aches after a few minutes of chewing. For 2 months she has had aching and stiffness of her shoulders and hips that is worst in the morning, and she has lost 3 kg. She has had no change in vision. Temperature is 37.6°C, pulse is 84/min, and blood pressure is 138/80 mm Hg. The right temporal artery is thickened and tender with a reduced pulse. Visual acuity is 20/25 in both eyes, and funduscopic examination is normal. The remainder of the neurologic examination is normal. Hemoglobin is 11.2 g/dL, and erythrocyte sedimentation rate is 88 mm/h.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'CT angiography of the head',
        why: 'Intracranial vascular imaging does not diagnose temporal arteritis; imaging of the aorta and its branches is done later to look for large-vessel involvement.',
      },
      {
        text: 'High-dose oral prednisone',
        why: 'Prednisone 40 to 60 mg daily, started the same day, prevents ischemic optic neuropathy and permanent blindness; intravenous methylprednisolone is used if vision is already affected.',
      },
      {
        text: 'Low-dose oral prednisone',
        why: 'Prednisone 12.5 to 25 mg daily treats isolated polymyalgia rheumatica; with the cranial symptoms of giant cell arteritis it is too little to protect vision.',
      },
      {
        text: 'Oral ibuprofen',
        why: 'NSAIDs do not control the vasculitis and only delay effective treatment.',
      },
      {
        text: 'Temporal artery biopsy',
        why: 'Biopsy (or temporal artery ultrasonography) confirms the diagnosis but must not delay treatment; the histologic changes persist for at least 2 weeks after glucocorticoids are started.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A new temporal headache after age 50, scalp tenderness, jaw claudication, a thickened, tender, weakly pulsatile temporal artery, weight loss, symptoms of polymyalgia rheumatica, anemia and a markedly raised ESR make giant cell arteritis highly likely. The feared complication is sudden, usually irreversible visual loss from arteritic anterior ischemic optic neuropathy, and jaw claudication marks a higher risk. Glucocorticoids are therefore started immediately, and confirmation by biopsy or ultrasonography follows within about 2 weeks.',
    objective: 'Start high-dose glucocorticoids immediately when giant cell arteritis is suspected.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Suspected giant cell arteritis: start high-dose glucocorticoids at once and confirm by biopsy afterward; do not wait for the biopsy.',
  },
  {
    id: 'neuro-q-juvenile-myoclonic-epilepsy',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Juvenile myoclonic epilepsy: treatment',
    stem: 'A 17-year-old girl is brought to the physician after a generalized tonic-clonic seizure 2 days ago, which occurred shortly after waking following a night with little sleep. For the past year she has had brief, sudden jerks of both arms in the first hour after waking, which have made her drop her toothbrush and spill drinks; she remains fully aware during them. She has no other medical conditions and takes no medications. She is sexually active and uses condoms inconsistently. Vital signs are within normal limits, and the general and neurologic examinations are normal. A urine pregnancy test is negative. An EEG shows generalized 4- to 6-Hz polyspike-and-wave discharges that increase with photic stimulation. MRI of the brain is normal.',
    leadIn: 'Which of the following is the most appropriate long-term pharmacotherapy?',
    options: [
      {
        text: 'Carbamazepine',
        why: 'Sodium channel blockers such as carbamazepine treat focal epilepsy but can aggravate myoclonic and absence seizures in generalized epilepsies.',
      },
      {
        text: 'Ethosuximide',
        why: 'Ethosuximide controls only absence seizures; it does not prevent myoclonic or tonic-clonic seizures.',
      },
      {
        text: 'Levetiracetam',
        why: 'Levetiracetam, which binds the synaptic vesicle protein SV2A, controls myoclonic and generalized tonic-clonic seizures with far less teratogenic risk and is preferred for females who could become pregnant; folic acid is added.',
      },
      {
        text: 'Phenytoin',
        why: 'Phenytoin can worsen myoclonic seizures and has teratogenic and cosmetic effects (gingival hyperplasia, hirsutism) that are unwelcome in a teenager.',
      },
      {
        text: 'Valproic acid',
        why: 'Valproate is the most effective drug for this syndrome and a first choice in males, but it causes neural tube defects and lower IQ in exposed children and should be avoided in anyone who could become pregnant.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Morning myoclonic jerks with preserved awareness beginning in adolescence, a generalized tonic-clonic seizure provoked by sleep deprivation, a normal examination and MRI, and generalized polyspike-and-wave discharges with a photoparoxysmal response are juvenile myoclonic epilepsy. It usually needs long-term treatment with a broad-spectrum drug. Because she is sexually active with unreliable contraception, the teratogenicity of valproate rules it out as a first choice. Avoiding sleep deprivation and alcohol also reduces seizures.',
    objective: 'Treat juvenile myoclonic epilepsy with a broad-spectrum drug that is safe in pregnancy-capable patients.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Juvenile myoclonic epilepsy: valproate works best, but in anyone who could become pregnant use levetiracetam; avoid sodium channel blockers.',
  },
  {
    id: 'neuro-q-carbamazepine-hla-screening',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Carbamazepine: HLA-B*15:02 screening',
    stem: 'A 45-year-old man comes to the physician because of attacks of severe pain in the right side of his face for 2 months. Each attack is an electric shock-like jab in his right cheek and lower jaw lasting 1 to 2 seconds; attacks occur many times a day and are triggered by brushing his teeth, chewing, or a cold breeze. Between attacks he is pain-free. He has no other medical conditions and takes no medications. He was born in Taiwan and moved to the United States 10 years ago. Vital signs are within normal limits. Facial sensation, corneal reflexes, and jaw strength are normal, and the remainder of the neurologic examination is normal. MRI of the brain shows no mass or demyelinating lesion.',
    leadIn: 'Before the most appropriate first-line drug is started, which of the following tests is most appropriate?',
    options: [
      {
        text: 'CYP2C19 genotyping',
        why: 'Loss-of-function CYP2C19 variants reduce activation of clopidogrel; they do not predict serious reactions to the drug needed here.',
      },
      {
        text: 'Glucose-6-phosphate dehydrogenase activity',
        why: 'G6PD deficiency predisposes to hemolysis with drugs such as primaquine, dapsone, rasburicase and sulfonamides.',
      },
      {
        text: 'HLA-B*15:02 genotyping',
        why: 'This allele, common in people of Han Chinese and other Southeast Asian ancestry, strongly predicts Stevens-Johnson syndrome and toxic epidermal necrolysis with carbamazepine (and oxcarbazepine); testing is advised before starting it.',
      },
      {
        text: 'HLA-B*57:01 genotyping',
        why: 'This allele predicts a hypersensitivity reaction to abacavir and is tested before starting that antiretroviral drug.',
      },
      {
        text: 'Thiopurine methyltransferase activity',
        why: 'Low activity predicts severe myelosuppression with azathioprine and mercaptopurine.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Brief, electric shock-like paroxysms in the maxillary and mandibular divisions of the trigeminal nerve, triggered by innocuous stimuli, with a normal examination and MRI, are classic trigeminal neuralgia, for which carbamazepine is first-line. In patients of Asian ancestry the HLA-B*15:02 allele carries a markedly increased risk of severe cutaneous reactions, so genotyping comes first, and a positive result leads to a different drug. Baseline blood counts, sodium and liver tests are also checked before treatment.',
    objective: 'Screen patients of Asian ancestry for HLA-B*15:02 before starting carbamazepine.',
    task: 'investigation',
    steps: 3,
    takeHome: 'Before carbamazepine in a patient of Asian ancestry, test for HLA-B*15:02: carriers are at high risk of Stevens-Johnson syndrome.',
  },
  {
    id: 'neuro-q-phenytoin-zero-order-kinetics',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Phenytoin toxicity: zero-order kinetics',
    stem: 'A 34-year-old man comes to the physician because of unsteadiness and double vision for 1 week. He has focal epilepsy treated with phenytoin. Three months ago, while he was taking 300 mg daily, his serum phenytoin concentration was 8 μg/mL (therapeutic range 10-20 μg/mL) and he was still having seizures, so the dose was increased to 400 mg daily. He takes no other medications, drinks no alcohol, and has taken the drug exactly as prescribed. Vital signs are within normal limits. There is horizontal nystagmus on lateral gaze, slurred speech, and a wide-based, unsteady gait. Serum albumin is 4.2 g/dL, and creatinine is 0.9 mg/dL. Serum phenytoin concentration is now 32 μg/mL.',
    leadIn: 'Which of the following best explains the disproportionate rise in his serum drug concentration?',
    options: [
      {
        text: 'Autoinduction of hepatic enzymes',
        why: 'Carbamazepine induces its own metabolism, so its concentration falls during the first weeks of therapy; autoinduction would lower, not raise, a level.',
      },
      {
        text: 'Decreased binding to plasma albumin',
        why: 'Hypoalbuminemia raises the free fraction of phenytoin and makes the total level misleading, but his albumin is normal.',
      },
      {
        text: 'Inhibition of its metabolism by another drug',
        why: 'Fluconazole, isoniazid or amiodarone can raise phenytoin levels, but he takes no other medications.',
      },
      {
        text: 'Reduced glomerular filtration of the drug',
        why: 'Phenytoin is cleared almost entirely by hepatic metabolism, and his creatinine is normal.',
      },
      {
        text: 'Saturation of hepatic metabolism',
        why: 'The hepatic enzymes (CYP2C9, CYP2C19) that metabolize phenytoin saturate near therapeutic levels, after which a fixed amount is eliminated per unit time (zero-order kinetics), so small dose increases cause large rises in level.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Nystagmus, dysarthria and gait ataxia with a level of 32 μg/mL are phenytoin toxicity. A 33% increase in dose produced a fourfold rise in concentration, far more than the proportional rise expected with first-order kinetics. At low concentrations phenytoin is eliminated by first-order kinetics, but its metabolism saturates within the therapeutic range (Michaelis-Menten kinetics), so clearance falls and half-life lengthens as the level rises. Dose changes should therefore be small and followed by repeat levels.',
    objective: 'Explain phenytoin toxicity after a small dose increase by saturable (zero-order) metabolism.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Phenytoin follows zero-order kinetics at therapeutic levels: a small dose increase can cause toxicity (nystagmus, ataxia, dysarthria).',
  },
  {
    id: 'neuro-q-focal-impaired-awareness-seizure',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Mesial temporal lobe epilepsy',
    stem: 'A 31-year-old woman comes to the physician because of recurrent spells for 6 months. Each begins with a rising sensation in her upper abdomen and an intense feeling that she has lived the moment before. Her husband says she then stares, does not respond to questions, smacks her lips, and picks at her clothes with her right hand for 1 to 2 minutes. Afterward she is confused for about 15 minutes and cannot recall the event. She had a prolonged convulsion with fever at 2 years of age. She takes no medications. Vital signs are within normal limits, and the general and neurologic examinations are normal.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Absence seizures',
        why: 'Typical absence seizures begin in childhood, last under 20 seconds, have no aura or postictal confusion, and are provoked by hyperventilation.',
      },
      {
        text: 'Focal impaired awareness seizures',
        why: 'Seizures arising in the mesial temporal lobe begin with an epigastric rising sensation or deja vu (a focal aware seizure), then cause unresponsiveness with oral and manual automatisms and postictal confusion.',
      },
      {
        text: 'Panic attacks',
        why: 'Panic attacks cause fear, palpitations, dyspnea and sweating with preserved awareness and memory; automatisms and postictal confusion do not occur.',
      },
      {
        text: 'Psychogenic nonepileptic seizures',
        why: 'Functional seizures tend to last longer, with waxing and waning movements, side-to-side head movements and closed eyes; a stereotyped aura, automatisms and postictal confusion favor epilepsy, and video-EEG distinguishes them.',
      },
      {
        text: 'Recurrent transient global amnesia',
        why: 'Transient global amnesia affects older adults, lasts hours, and causes isolated anterograde amnesia with repetitive questioning in a patient who stays alert and interactive.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Stereotyped spells that begin with an epigastric aura and deja vu, followed by 1 to 2 minutes of unresponsiveness with lip smacking and picking automatisms, then postictal confusion and amnesia, are focal impaired awareness seizures of mesial temporal origin. A prolonged febrile seizure in early childhood is a risk factor for hippocampal (mesial temporal) sclerosis, the most common cause of drug-resistant focal epilepsy in adults. MRI and EEG come next, and drug-resistant cases may be cured by surgery.',
    objective: 'Recognize focal impaired awareness seizures of mesial temporal lobe origin.',
    task: 'diagnosis',
    steps: 1,
    takeHome: 'Epigastric aura or deja vu, then staring with automatisms and postictal confusion, is a focal impaired awareness seizure of temporal lobe origin.',
  },
  {
    id: 'neuro-q-infantile-spasms-tuberous-sclerosis',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Infantile spasms in tuberous sclerosis complex',
    stem: 'A 6-month-old boy is brought to the physician because of episodes for 2 weeks in which he suddenly bends his head and trunk forward and flings his arms outward for 1 to 2 seconds. The episodes occur in clusters of 10 to 20, mostly just after he wakes. Over the same period he has stopped smiling and no longer reaches for toys. Prenatal ultrasonography showed two masses within the heart. Vital signs are within normal limits for age. There are four oval hypopigmented macules, 1 to 3 cm in diameter, on the trunk and legs. He tracks objects poorly, and muscle tone is reduced. An EEG between episodes shows chaotic, high-amplitude slow waves with multifocal spikes.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Carbamazepine',
        why: 'Carbamazepine treats focal seizures in older children and adults; it is ineffective for infantile spasms and can worsen them.',
      },
      {
        text: 'Ethosuximide',
        why: 'Ethosuximide treats absence seizures, which occur in school-aged children with 3-Hz spike-and-wave discharges.',
      },
      {
        text: 'Levetiracetam',
        why: 'Levetiracetam is a broad-spectrum drug, but it has not been shown to stop infantile spasms or resolve hypsarrhythmia.',
      },
      {
        text: 'Phenobarbital',
        why: 'Phenobarbital is first-line for neonatal seizures; it does not control infantile spasms.',
      },
      {
        text: 'Vigabatrin',
        why: 'Vigabatrin irreversibly inhibits GABA transaminase, raising brain GABA, and is first-line for infantile spasms in tuberous sclerosis; it can cause permanent peripheral visual field loss, so vision is monitored.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Clusters of brief flexor-extensor spasms on waking, developmental regression and hypsarrhythmia on EEG are infantile spasms (West syndrome). Several hypopigmented (ash-leaf) macules and prenatal cardiac masses (rhabdomyomas) point to tuberous sclerosis complex as the cause. Spasms need urgent treatment, because ongoing spasms and hypsarrhythmia worsen developmental outcome. Vigabatrin is preferred in tuberous sclerosis; ACTH or high-dose oral prednisolone is first-line for most other causes.',
    objective: 'Treat infantile spasms caused by tuberous sclerosis complex with vigabatrin.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Infantile spasms with tuberous sclerosis: vigabatrin first (monitor visual fields); for most other causes, ACTH or prednisolone.',
  },
  {
    id: 'neuro-q-parkinson-carbidopa-mechanism',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Parkinson disease: carbidopa-levodopa',
    stem: 'A 64-year-old man comes to the physician because of a tremor of his right hand for 1 year. The tremor is most noticeable when his hand rests in his lap, and his handwriting has become small. His wife says he moves more slowly and his face shows less expression. He has no other medical conditions and takes no medications. Vital signs are within normal limits without orthostatic change. There is a 4-Hz rest tremor of the right hand that disappears when he reaches for an object. Tone is increased in the right arm with a ratchet-like quality, finger tapping on the right is slow and decreases in amplitude, and arm swing is reduced on the right. Eye movements and cognition are normal. Because his symptoms interfere with his work, the most effective symptomatic drug for his condition is started, combined with a second drug that reduces its adverse effects.',
    leadIn: 'Which of the following is the mechanism of action of the second drug?',
    options: [
      {
        text: 'Agonism of dopamine D2 receptors',
        why: 'Pramipexole and ropinirole are alternatives or add-ons to levodopa; they do not block its conversion outside the brain.',
      },
      {
        text: 'Antagonism of muscarinic acetylcholine receptors',
        why: 'Trihexyphenidyl and benztropine reduce tremor in younger patients but cause confusion, dry mouth and urinary retention; they do not alter levodopa metabolism.',
      },
      {
        text: 'Inhibition of catechol-O-methyltransferase',
        why: 'Entacapone blocks peripheral COMT and prolongs each levodopa dose; it is added later for end-of-dose wearing off, not combined from the start, and it does not reduce nausea.',
      },
      {
        text: 'Inhibition of dopa decarboxylase',
        why: 'Carbidopa inhibits aromatic L-amino acid (dopa) decarboxylase and does not cross the blood-brain barrier, so less levodopa becomes dopamine outside the brain: less nausea and hypotension, and more levodopa reaches the brain.',
      },
      {
        text: 'Inhibition of monoamine oxidase type B',
        why: 'Selegiline and rasagiline slow the breakdown of dopamine in the brain and give modest benefit in early disease; they do not prevent peripheral conversion of levodopa.',
      },
    ],
    answerIndex: 3,
    rationale:
      'An asymmetric rest tremor that disappears with action, bradykinesia with decrement, cogwheel rigidity, micrographia and reduced facial expression in an older adult, with normal eye movements and cognition, are Parkinson disease. Levodopa is the most effective symptomatic drug. Given alone, much of it is decarboxylated to dopamine in the gut and blood, causing nausea, vomiting and orthostatic hypotension through dopamine receptors outside the blood-brain barrier (including the area postrema). It is therefore combined with carbidopa.',
    objective: 'Explain why levodopa is combined with carbidopa, a peripheral dopa decarboxylase inhibitor.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Carbidopa blocks peripheral dopa decarboxylase: less nausea and hypotension from levodopa, and more of it reaches the brain.',
  },
  {
    id: 'neuro-q-dopamine-agonist-impulse-control',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Dopamine agonist impulse control disorder',
    stem: 'A 61-year-old man with Parkinson disease is brought to the physician by his wife because of changes in his behavior for 4 months. He has spent more than $20,000 on online gambling and has bought several expensive items they do not need; he hides the purchases and becomes irritable when she raises the subject. He had none of these behaviors before. Parkinson disease was diagnosed 3 years ago. His medications are carbidopa-levodopa, started 3 years ago, and pramipexole, added 6 months ago. His motor symptoms are well controlled, and he has no hallucinations. Vital signs are within normal limits. He has a mild rest tremor of the left hand and mild bradykinesia. Mini-Mental State Examination score is 29/30.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Add haloperidol',
        why: 'A D2 antagonist worsens parkinsonism and does not address the cause; psychosis in Parkinson disease is treated with pimavanserin, low-dose quetiapine or clozapine.',
      },
      {
        text: 'Add naltrexone',
        why: 'Naltrexone has been tried for gambling disorder, but adding a drug while continuing the one causing the behavior is not appropriate.',
      },
      {
        text: 'Add sertraline',
        why: 'An SSRI treats depression or anxiety; it does not correct an impulse control disorder caused by a dopamine agonist.',
      },
      {
        text: 'Stop carbidopa-levodopa',
        why: 'Levodopa causes impulse control disorders far less often; stopping it would worsen his motor function and can cause a syndrome resembling neuroleptic malignant syndrome.',
      },
      {
        text: 'Taper pramipexole',
        why: 'Reducing and stopping the dopamine agonist usually resolves the behavior; the taper is gradual to avoid dopamine agonist withdrawal syndrome (anxiety, dysphoria, pain), and levodopa is adjusted to keep motor control.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Pathologic gambling and compulsive buying that began within months of adding a dopamine agonist, in a patient with Parkinson disease and normal cognition, is an impulse control disorder. It affects up to about one in six patients taking dopamine agonists, most often D3-preferring drugs such as pramipexole and ropinirole, and patients often hide it, so they and their families should be asked about it at every visit. The treatment is to withdraw the offending drug.',
    objective: 'Recognize a dopamine agonist-induced impulse control disorder and taper the agonist.',
    task: 'next-step',
    steps: 2,
    takeHome: 'New gambling, shopping, binge eating or hypersexuality on a dopamine agonist is an impulse control disorder: taper the agonist.',
  },
  {
    id: 'neuro-q-essential-tremor-propranolol',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Essential tremor: treatment',
    stem: 'A 46-year-old man comes to the physician because of shaking of both hands for 3 years. The shaking makes it hard for him to drink from a cup, write, and use a screwdriver; it is worse when he is anxious and improves for an hour after he drinks a glass of wine. His father had a similar tremor. He has no other medical conditions and takes no medications. Pulse is 78/min, and blood pressure is 128/80 mm Hg. There is a symmetric, 8-Hz tremor of both hands when the arms are outstretched and during finger-to-nose testing; there is no tremor when the hands rest in his lap. A mild side-to-side head tremor is present. Tone, finger-tapping speed, and gait are normal. Serum TSH is 1.8 μU/mL.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Benztropine',
        why: 'Anticholinergic drugs reduce rest tremor in Parkinson disease and treat drug-induced dystonia; they do not help essential tremor.',
      },
      {
        text: 'Carbidopa-levodopa',
        why: 'Levodopa treats parkinsonism (rest tremor, rigidity, bradykinesia), which he does not have; essential tremor does not respond to dopaminergic drugs.',
      },
      {
        text: 'Pramipexole',
        why: 'A dopamine agonist treats Parkinson disease and restless legs syndrome, not essential tremor.',
      },
      {
        text: 'Propranolol',
        why: 'This nonselective beta-blocker reduces the amplitude of essential tremor and is first-line together with primidone; asthma, bradycardia and heart block are contraindications.',
      },
      {
        text: 'Tetrabenazine',
        why: 'VMAT2 inhibitors deplete dopamine to suppress chorea and tics; they can cause parkinsonism and depression and have no role here.',
      },
    ],
    answerIndex: 3,
    rationale:
      'A bilateral, symmetric postural and kinetic tremor of the hands with a head tremor, a family history and improvement with alcohol, without rest tremor, rigidity or bradykinesia, is essential tremor. A normal TSH excludes hyperthyroidism as a cause of enhanced physiologic tremor. Treatment is offered when the tremor interferes with daily activities, as here; propranolol or primidone is first-line, and deep brain stimulation or focused ultrasound thalamotomy is used for disabling tremor despite drugs.',
    objective: 'Recognize essential tremor and treat it with propranolol or primidone.',
    task: 'treatment',
    steps: 2,
    takeHome: 'A symmetric postural-kinetic tremor relieved by alcohol, with a family history, is essential tremor: treat with propranolol or primidone.',
  },
  {
    id: 'neuro-q-huntington-anticipation',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Huntington disease: anticipation',
    stem: "A 36-year-old man comes to the physician because of irritability, clumsiness, and involuntary movements for 1 year. He has lost his job because of angry outbursts and difficulty planning tasks. His father developed similar movements at 52 years of age, became demented, and died in a nursing home at 65 years of age; his father's mother had a similar illness late in life. Vital signs are within normal limits. There are frequent, brief, irregular movements of the face, trunk, and limbs that flow from one body part to another. He cannot keep his tongue protruded, and his grip waxes and wanes when he squeezes the examiner's fingers. Saccadic eye movements are slow. Montreal Cognitive Assessment score is 23/30.",
    leadIn: 'Which of the following best explains why this disorder began earlier in this patient than in his father?',
    options: [
      {
        text: 'Expansion of an unstable CAG repeat',
        why: 'The CAG repeat in the huntingtin gene is unstable and tends to lengthen when passed on, especially during spermatogenesis; longer repeats cause earlier onset (anticipation), so juvenile cases usually inherit the gene from the father.',
      },
      {
        text: 'Genomic imprinting of the maternal allele',
        why: 'Imprinting silences one parental copy of a gene, as in Prader-Willi and Angelman syndromes; it does not make a disease appear earlier in successive generations.',
      },
      {
        text: 'Heteroplasmy of mitochondrial DNA',
        why: 'Mitochondrial disorders pass only from the mother and vary with the proportion of mutant mitochondria; this disease came through the father.',
      },
      {
        text: 'Incomplete penetrance of the allele',
        why: 'Incomplete penetrance means some carriers never show the disease; it does not explain an earlier onset in the child of an affected parent.',
      },
      {
        text: 'Variable expressivity of a point mutation',
        why: 'Variable expressivity, as in neurofibromatosis type 1, describes differing severity among carriers of the same mutation; it shows no systematic shift toward earlier onset.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Chorea, motor impersistence (he cannot sustain tongue protrusion and has a "milkmaid" grip), slow saccades, irritability and executive dysfunction in a young adult with an autosomal dominant family history are Huntington disease. It is caused by an expanded CAG trinucleotide repeat in the HTT gene, producing a polyglutamine-expanded huntingtin that damages striatal neurons, especially in the caudate. Repeat length is inversely related to age at onset, and expansion is more likely when the gene is transmitted by the father.',
    objective: 'Explain anticipation in Huntington disease by paternal expansion of the CAG repeat.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Huntington disease shows anticipation because the CAG repeat expands, mainly through the father; longer repeats mean earlier onset.',
  },
  {
    id: 'neuro-q-restless-legs-ferritin',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Restless legs syndrome: evaluation',
    stem: 'A 52-year-old woman comes to the physician because of uncomfortable sensations in her legs for 6 months. In the evening, when she sits or lies down, she feels a creeping, crawling discomfort deep in both calves and an irresistible urge to move her legs; walking relieves it, but it returns when she stops. She has trouble falling asleep, and her husband says her legs jerk during sleep. She has had heavy menstrual periods for 2 years. She takes no medications, including antihistamines and antidepressants. Vital signs are within normal limits. The general and neurologic examinations are normal, including strength, reflexes, and sensation in both legs.',
    leadIn: 'Which of the following is the most appropriate next step in evaluation?',
    options: [
      {
        text: 'Electromyography of the legs',
        why: 'Electromyography evaluates neuropathy, radiculopathy and myopathy; the normal examination gives no reason to suspect them.',
      },
      {
        text: 'MRI of the lumbar spine',
        why: 'Spinal imaging is for radicular pain or neurogenic claudication; this disorder is not caused by a spinal lesion.',
      },
      {
        text: 'Overnight polysomnography',
        why: 'Polysomnography records the periodic limb movements of sleep that accompany most cases, but the diagnosis is clinical; it is used when another sleep disorder such as sleep apnea is suspected.',
      },
      {
        text: 'Serum creatine kinase',
        why: 'Creatine kinase rises in myopathy or muscle injury, which cause weakness or exertional pain rather than an urge to move at rest.',
      },
      {
        text: 'Serum ferritin level',
        why: 'Brain iron deficiency is central to this disorder; ferritin and transferrin saturation are checked in every patient, and iron is replaced if ferritin is 75 ng/mL or less, a higher threshold than for anemia.',
      },
    ],
    answerIndex: 4,
    rationale:
      'An urge to move the legs with unpleasant deep sensations that begins or worsens at rest, is relieved by movement and is worse in the evening, with a normal examination, meets the criteria for restless legs syndrome; periodic limb movements in sleep are common. Iron deficiency is a treatable cause and aggravating factor, and her heavy menstrual bleeding makes it likely. If iron stores are low, replacement comes first; alpha-2-delta ligands (gabapentin, pregabalin) are the preferred drugs, and dopamine agonists are now used less because they cause augmentation.',
    objective: 'Check iron stores in every patient with restless legs syndrome.',
    task: 'investigation',
    steps: 2,
    takeHome: 'In restless legs syndrome, check ferritin and iron studies and replace iron if ferritin is 75 ng/mL or less.',
  },
  {
    id: 'neuro-q-progressive-supranuclear-palsy',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Progressive supranuclear palsy',
    stem: 'A 68-year-old man is brought to the physician by his wife because of frequent falls for 2 years. He falls backward without warning, and he has difficulty looking down when he walks downstairs. For 6 months he has choked on thin liquids, and his speech has become slow and slurred. A 6-month trial of carbidopa-levodopa at adequate doses gave no benefit. Pulse is 74/min, and blood pressure is 136/80 mm Hg without orthostatic change. He has a fixed, wide-eyed stare with infrequent blinking and a furrowed forehead. Voluntary downward and upward gaze are markedly limited, but the eyes move fully downward when the examiner passively extends his neck while he fixes his gaze on a target. The neck and trunk are more rigid than the limbs. There is no tremor. When pulled backward, he falls without taking a step.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Corticobasal degeneration',
        why: 'This causes markedly asymmetric rigidity and apraxia of one limb, often with an alien limb, cortical sensory loss and myoclonus.',
      },
      {
        text: 'Idiopathic normal pressure hydrocephalus',
        why: 'This causes a magnetic gait with urinary incontinence and cognitive slowing and can improve after CSF drainage; it does not limit vertical gaze.',
      },
      {
        text: 'Multiple system atrophy',
        why: 'This combines parkinsonism or cerebellar ataxia with early, prominent autonomic failure such as orthostatic hypotension and urinary incontinence; vertical gaze is spared.',
      },
      {
        text: 'Parkinson disease',
        why: 'Parkinson disease begins asymmetrically, usually with rest tremor, responds well to levodopa, and causes falls only late; early falls, axial rigidity and a vertical gaze palsy argue against it.',
      },
      {
        text: 'Progressive supranuclear palsy',
        why: 'This tauopathy of the midbrain and basal ganglia causes early backward falls, a vertical (especially downward) supranuclear gaze palsy, axial rigidity, dysarthria, dysphagia and little response to levodopa.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Early, unexplained backward falls, a supranuclear vertical gaze palsy (voluntary gaze is limited but reflex eye movements are full), axial more than limb rigidity, a staring, surprised facial expression, dysarthria and dysphagia, with no tremor and no response to levodopa, are the hallmarks of progressive supranuclear palsy. MRI may show midbrain atrophy with a relatively preserved pons (the "hummingbird" sign). Treatment is supportive, and aspiration pneumonia is a common cause of death.',
    objective: 'Distinguish progressive supranuclear palsy from Parkinson disease and other parkinsonian syndromes.',
    task: 'diagnosis',
    steps: 1,
    takeHome: 'Early backward falls and a vertical gaze palsy with levodopa-unresponsive axial parkinsonism is progressive supranuclear palsy.',
    table: {
      caption: 'Parkinsonian syndromes: distinguishing clues',
      header: ['Disorder', 'Clue'],
      rows: [
        ['Parkinson disease', 'Asymmetric rest tremor, good levodopa response'],
        ['Progressive supranuclear palsy', 'Early backward falls, vertical gaze palsy'],
        ['Multiple system atrophy', 'Early autonomic failure, cerebellar signs'],
        ['Corticobasal degeneration', 'Asymmetric limb apraxia, alien limb'],
        ['Dementia with Lewy bodies', 'Early dementia, hallucinations, fluctuations'],
      ],
    },
  },
  {
    id: 'neuro-q-natalizumab-pml',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Natalizumab: progressive multifocal leukoencephalopathy',
    stem: 'A 38-year-old woman with relapsing-remitting multiple sclerosis comes to the physician because of worsening difficulty with speech and weakness of her right hand for 6 weeks. Multiple sclerosis was diagnosed 6 years ago; she has received monthly natalizumab infusions for the past 3 years and has had no relapses during that time. Temperature is 36.8°C, pulse is 76/min, and blood pressure is 118/74 mm Hg. She has word-finding difficulty and makes errors in naming, and there is a right homonymous hemianopia and 4/5 weakness of the right hand. MRI of the brain shows a large, confluent T2-hyperintense lesion in the left parietal and occipital subcortical white matter that extends into the U-fibers beneath the cortex, with no mass effect and no gadolinium enhancement; the lesion was not present on MRI 1 year ago.',
    leadIn: "Which of the following is the most likely cause of this patient's new deficits?",
    options: [
      {
        text: 'Acute disseminated encephalomyelitis',
        why: 'This follows an infection or vaccination, mainly in children, with encephalopathy and multiple enhancing lesions of the same age that evolve over days.',
      },
      {
        text: 'Posterior reversible encephalopathy syndrome',
        why: 'This occurs with severe hypertension, eclampsia or calcineurin inhibitors, causes headache, seizures and visual loss, and shows symmetric posterior vasogenic edema that resolves with treatment.',
      },
      {
        text: 'Primary central nervous system lymphoma',
        why: 'Lymphoma forms a homogeneously enhancing mass, often periventricular, with mass effect; this lesion neither enhances nor displaces tissue.',
      },
      {
        text: 'Progressive multifocal leukoencephalopathy',
        why: 'Natalizumab blocks alpha-4 integrin and keeps lymphocytes out of the brain, letting JC polyomavirus destroy oligodendrocytes; risk rises after 2 years of treatment, with prior immunosuppressants and with anti-JC virus antibodies.',
      },
      {
        text: 'Tumefactive multiple sclerosis relapse',
        why: 'A large demyelinating relapse develops over days, usually enhances (often as an open ring) and has some mass effect; steady progression over 6 weeks on a highly effective drug is unusual.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Steadily progressive cortical deficits (aphasia, hemianopia, hand weakness) over weeks in a patient who has received natalizumab for 3 years, with a new, large, nonenhancing subcortical white matter lesion that extends into the U-fibers without mass effect, are typical of progressive multifocal leukoencephalopathy. JC virus DNA in the CSF confirms it. Natalizumab is stopped at once, and plasma exchange may be used to remove it; immune reconstitution inflammatory syndrome can follow.',
    objective: 'Recognize progressive multifocal leukoencephalopathy as a complication of natalizumab.',
    task: 'adverse-effect',
    steps: 2,
    takeHome: 'New, steadily progressive deficits with a nonenhancing white matter lesion on natalizumab are PML until proven otherwise: stop the drug.',
  },
  {
    id: 'neuro-q-internuclear-ophthalmoplegia',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Internuclear ophthalmoplegia',
    stem: 'A 26-year-old woman comes to the physician because of double vision for 5 days when she looks to the right. One year ago she had numbness and tingling of both legs that lasted 4 weeks and resolved without treatment. She takes no medications. Vital signs are within normal limits. Visual acuity is 20/20 in both eyes. When she looks to the right, the left eye does not move past the midline, and the right eye abducts fully with horizontal jerking. When she looks to the left, both eyes move normally. Both eyes adduct normally during convergence. Pupils are equal and reactive, and there is no ptosis. The remainder of the neurologic examination is normal.',
    leadIn: 'A lesion in which of the following structures is most likely responsible for her eye findings?',
    options: [
      {
        text: 'Left medial longitudinal fasciculus',
        why: 'This tract carries signals from interneurons of the right abducens nucleus to the left medial rectus subnucleus; damage impairs adduction of the left eye on right gaze, with nystagmus of the abducting eye, while convergence is preserved.',
      },
      {
        text: 'Left oculomotor nerve',
        why: 'A third nerve palsy also impairs adduction, but with ptosis, a dilated pupil, weak elevation and depression, and no adduction on convergence.',
      },
      {
        text: 'Right abducens nucleus',
        why: 'The nucleus contains motor neurons for the right lateral rectus and interneurons for the left medial rectus, so a lesion causes a conjugate gaze palsy to the right in which neither eye moves.',
      },
      {
        text: 'Right medial longitudinal fasciculus',
        why: "A lesion here impairs adduction of the right eye on gaze to the left, the mirror image of this patient's findings.",
      },
      {
        text: 'Right paramedian pontine reticular formation',
        why: 'This horizontal gaze center drives the abducens nucleus; a lesion causes a conjugate gaze palsy toward the right, not isolated failure of adduction.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Failure of the left eye to adduct on right gaze, nystagmus of the abducting right eye and normal adduction during convergence are a left internuclear ophthalmoplegia. Because convergence still adducts the eye, the medial rectus, its nerve and its nucleus are intact; the lesion lies in the pathway linking the horizontal gaze centers, the medial longitudinal fasciculus on the side of the eye that fails to adduct. In a young adult with an earlier episode of sensory symptoms, demyelination from multiple sclerosis is the likely cause; in older adults a brainstem infarct is more common.',
    objective: 'Localize internuclear ophthalmoplegia to the medial longitudinal fasciculus on the side of the eye that cannot adduct.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Internuclear ophthalmoplegia: the eye that cannot adduct on lateral gaze (with convergence preserved) is on the side of the MLF lesion.',
  },
  {
    id: 'neuro-q-lambert-eaton-chest-ct',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Lambert-Eaton myasthenic syndrome: cancer screening',
    stem: 'A 63-year-old man comes to the physician because of difficulty climbing stairs and rising from a chair for 3 months. He also has a dry mouth, constipation, and erectile dysfunction, and he has lost 4 kg. He has smoked one and a half packs of cigarettes daily for 45 years. Vital signs are within normal limits. Strength is 4/5 in the hip flexors and shoulder abductors and improves briefly after 10 seconds of maximal effort. Deep tendon reflexes are absent at rest but can be elicited after 10 seconds of sustained contraction of the muscle. There is mild bilateral ptosis. Sensation is normal. Nerve conduction studies show low compound muscle action potential amplitudes that increase by 150% after 10 seconds of maximal exercise.',
    leadIn: 'Which of the following is the most appropriate next step in evaluation?',
    options: [
      {
        text: 'CT of the chest',
        why: 'About half of adults with this syndrome, and most smokers with it, have small cell lung cancer, which may appear months to years after the weakness; chest CT comes first, then FDG-PET if it is negative, with repeat screening for 2 years.',
      },
      {
        text: 'Edrophonium test',
        why: 'This short-acting cholinesterase inhibitor test was used for myasthenia gravis and is no longer widely available; it may improve both junctional disorders and does not reveal an underlying cause.',
      },
      {
        text: 'Lumbar puncture',
        why: 'CSF analysis helps in Guillain-Barre syndrome or chronic inflammatory demyelinating polyneuropathy, which cause areflexia with sensory findings and do not show facilitation.',
      },
      {
        text: 'Muscle biopsy',
        why: 'Biopsy evaluates inflammatory or metabolic myopathy; the nerve conduction findings already localize the disorder to the presynaptic neuromuscular junction.',
      },
      {
        text: 'Serum creatine kinase',
        why: 'Creatine kinase is raised in inflammatory myopathy and muscular dystrophy; it is normal in neuromuscular junction disorders and would not change management.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Proximal weakness that improves briefly with effort, absent reflexes that return after sustained contraction, autonomic symptoms (dry mouth, constipation, erectile dysfunction) and an increment of more than 100% in motor amplitude after brief exercise are Lambert-Eaton myasthenic syndrome, caused by antibodies against presynaptic P/Q-type voltage-gated calcium channels. In a heavy smoker with weight loss it is very likely paraneoplastic, so a small cell lung cancer must be sought first; treating the tumor often improves the weakness, and amifampridine treats symptoms.',
    objective: 'Search for small cell lung cancer with chest CT in Lambert-Eaton myasthenic syndrome.',
    task: 'investigation',
    steps: 2,
    takeHome: 'Lambert-Eaton syndrome in a smoker: look for small cell lung cancer with chest CT, then PET if negative.',
  },
  {
    id: 'neuro-q-myasthenia-fluoroquinolone',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Myasthenia gravis: drug-induced exacerbation',
    stem: 'A 44-year-old woman with myasthenia gravis comes to the emergency department because of worsening double vision, drooping eyelids, and difficulty chewing and swallowing for 2 days. Her symptoms had been well controlled for 2 years with pyridostigmine alone. Three days ago she started an oral antibiotic prescribed for dysuria and urinary frequency, which have since improved. Temperature is 37.0°C, pulse is 84/min, respirations are 16/min, blood pressure is 122/76 mm Hg, and oxygen saturation is 97% on room air. There is bilateral ptosis that worsens with sustained upward gaze, and eye closure and jaw closure are weak. Neck flexion strength is 4/5. Forced vital capacity is 80% of predicted.',
    leadIn: "Which of the following antibiotics most likely precipitated this patient's worsening?",
    options: [
      {
        text: 'Cephalexin',
        why: 'Cephalosporins have no meaningful effect on neuromuscular transmission and are reasonable choices for urinary infection in myasthenia.',
      },
      {
        text: 'Fosfomycin',
        why: 'Single-dose fosfomycin is a safe first-line option for cystitis in a patient with myasthenia.',
      },
      {
        text: 'Levofloxacin',
        why: 'Fluoroquinolones impair neuromuscular transmission and carry a boxed warning against use in myasthenia gravis because they can cause exacerbations and crisis.',
      },
      {
        text: 'Nitrofurantoin',
        why: 'Nitrofurantoin, a first-line drug for cystitis, does not impair neuromuscular transmission (long-term use can cause a peripheral neuropathy).',
      },
      {
        text: 'Trimethoprim-sulfamethoxazole',
        why: 'This combination is not associated with myasthenic exacerbations; its main risks are hyperkalemia, rash and marrow suppression.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Worsening ocular, bulbar and neck weakness in a patient with previously stable myasthenia gravis, beginning shortly after an antibiotic was started, is a drug-induced myasthenic exacerbation. Of the drugs used for urinary infection, fluoroquinolones are the ones clearly associated with it; aminoglycosides, macrolides, magnesium, beta-blockers and immune checkpoint inhibitors can do the same. The drug is stopped, and forced vital capacity and swallowing are monitored closely because an exacerbation can progress to myasthenic crisis; IVIG or plasma exchange is given if weakness progresses.',
    objective: 'Recognize drugs, especially fluoroquinolones, that precipitate myasthenic exacerbations.',
    task: 'adverse-effect',
    steps: 2,
    takeHome: 'Avoid fluoroquinolones, aminoglycosides, macrolides and magnesium in myasthenia gravis: they can precipitate crisis.',
  },
  {
    id: 'neuro-q-botulism-mechanism',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Foodborne botulism',
    stem: 'A 34-year-old man is brought to the emergency department because of double vision, drooping eyelids, difficulty swallowing, and slurred speech that began yesterday; today his arms have become weak. Two days ago he ate home-canned green beans at a family gathering, and his brother has similar symptoms. Temperature is 36.9°C, pulse is 88/min, respirations are 18/min, blood pressure is 126/78 mm Hg, and oxygen saturation is 96% on room air. He is alert and oriented. There is bilateral ptosis, weakness of all extraocular muscles, and dilated pupils that react poorly to light. His mouth is dry. Strength is 3/5 at the shoulders and 4/5 at the hips. Deep tendon reflexes are reduced. Sensation is normal.',
    leadIn: "The agent responsible for this patient's illness acts by which of the following mechanisms?",
    options: [
      {
        text: 'Antibodies against presynaptic calcium channels',
        why: 'Antibodies against P/Q-type calcium channels cause Lambert-Eaton syndrome, a subacute, often paraneoplastic disorder with proximal weakness that improves with effort.',
      },
      {
        text: 'Blockade of postsynaptic nicotinic receptors',
        why: 'Postsynaptic blockade by antibodies (myasthenia gravis) or curare-like drugs causes fatigable weakness without pupillary or autonomic involvement.',
      },
      {
        text: 'Cleavage of SNARE proteins in nerve terminals',
        why: 'Botulinum toxin enters cholinergic nerve terminals and cleaves SNARE proteins (SNAP-25, syntaxin or synaptobrevin), preventing vesicle fusion and acetylcholine release at neuromuscular junctions and autonomic synapses.',
      },
      {
        text: 'Inhibition of acetylcholinesterase',
        why: 'Organophosphates inhibit acetylcholinesterase and cause cholinergic excess: small pupils, salivation, bronchorrhea, bradycardia and fasciculations.',
      },
      {
        text: 'Inhibition of glycine release from Renshaw cells',
        why: 'Tetanus toxin blocks release of glycine and GABA from spinal inhibitory interneurons, causing rigidity and spasms rather than flaccid weakness.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Symmetric, descending flaccid paralysis beginning with the cranial nerves (diplopia, ptosis, dysphagia, dysarthria), dilated, poorly reactive pupils and a dry mouth, with clear consciousness, normal sensation and no fever, after eating home-canned vegetables, with a second case in the same family, is foodborne botulism. Antitoxin is given as soon as the diagnosis is suspected, without waiting for confirmation, and vital capacity is monitored closely because respiratory failure is the main threat.',
    objective: 'Recognize foodborne botulism and the mechanism of botulinum toxin.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Descending paralysis with dilated pupils after home-canned food is botulism: the toxin cleaves SNARE proteins and blocks acetylcholine release.',
  },
  {
    id: 'neuro-q-myotonic-dystrophy-conduction',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Myotonic dystrophy type 1',
    stem: 'A 32-year-old man comes to the physician because of weakness of his hands for 2 years. He has trouble opening jars and letting go of objects after he grips them. He had cataract surgery on both eyes at 30 years of age. His father also had early cataracts and died suddenly at 48 years of age. Vital signs are within normal limits. He has frontal balding, bilateral ptosis, and wasting of the temporalis and masseter muscles, which gives his face a long, narrow appearance. The finger flexors and ankle dorsiflexors are weak. After a firm handshake he opens his hand slowly, and tapping the thenar eminence produces a sustained contraction. Sensation is normal.',
    leadIn: 'This patient is at greatest risk for which of the following complications?',
    options: [
      {
        text: 'Aortic root dilation',
        why: 'Progressive aortic root dilation characterizes Marfan and Loeys-Dietz syndromes, connective tissue disorders without myotonia.',
      },
      {
        text: 'Cardiac conduction block',
        why: 'Fibrosis and fatty infiltration of the conduction system cause PR and QRS prolongation, atrioventricular block and arrhythmias, the main causes of sudden death; an annual ECG is advised, with a pacemaker or defibrillator when indicated.',
      },
      {
        text: 'Dilated cardiomyopathy',
        why: 'Dilated cardiomyopathy is the usual cardiac complication of Duchenne and Becker muscular dystrophy; it occurs in myotonic dystrophy but much less often than conduction disease.',
      },
      {
        text: 'Hypertrophic cardiomyopathy',
        why: 'Hypertrophic cardiomyopathy is the typical cardiac complication of Friedreich ataxia.',
      },
      {
        text: 'Restrictive cardiomyopathy',
        why: 'Restrictive cardiomyopathy results from infiltration, as in amyloidosis, sarcoidosis or hemochromatosis.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Distal weakness with grip myotonia (slow release after a handshake) and percussion myotonia, ptosis, temporal and masseter wasting, frontal balding and early cataracts, in a man whose father had early cataracts and died suddenly, are myotonic dystrophy type 1, an autosomal dominant CTG repeat expansion in the DMPK gene that shows anticipation. The heart is involved mainly through its conduction system, and sudden death from heart block or arrhythmia is a leading cause of death, as probably happened to his father.',
    objective: 'Anticipate conduction block and sudden cardiac death in myotonic dystrophy type 1.',
    task: 'complication',
    steps: 2,
    takeHome: 'Myotonic dystrophy type 1 (myotonia, distal weakness, cataracts, balding): screen for conduction block and arrhythmia with an annual ECG.',
  },
  {
    id: 'neuro-q-pupil-involving-third-nerve-palsy',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Oculomotor nerve palsy with pupil involvement',
    stem: 'A 52-year-old woman comes to the emergency department because of double vision and drooping of her left eyelid for 2 days, with an aching pain behind the left eye. She has hypertension treated with lisinopril and smokes one pack of cigarettes daily. Temperature is 36.8°C, pulse is 80/min, and blood pressure is 146/88 mm Hg. There is complete ptosis of the left eyelid. With the lid raised, the left eye is deviated downward and outward and cannot adduct, elevate, or depress fully. The left pupil is 7 mm and does not react to light; the right pupil is 3 mm and reactive. The neck is supple, and the remainder of the neurologic examination is normal. Fingerstick glucose is 112 mg/dL. Noncontrast CT of the head shows no abnormalities.',
    leadIn: 'Which of the following is the most appropriate next step in evaluation?',
    options: [
      {
        text: 'CT angiography of the head',
        why: 'Noninvasive angiography of the circle of Willis is needed urgently to find an aneurysm, most often at the junction of the internal carotid and posterior communicating arteries; catheter angiography follows if it is negative and suspicion remains high.',
      },
      {
        text: 'Hemoglobin A1c',
        why: 'A diabetic (microvascular) third nerve palsy typically spares the pupil; a dilated, unreactive pupil must not be blamed on ischemia until compression is excluded.',
      },
      {
        text: 'Lumbar puncture',
        why: 'Lumbar puncture looks for subarachnoid blood after a negative CT in a thunderclap headache, or for infection; here the priority is to image the suspected aneurysm.',
      },
      {
        text: 'Serum acetylcholine receptor antibodies',
        why: 'Myasthenia gravis can mimic many patterns of ocular weakness but does not affect the pupil.',
      },
      {
        text: 'Temporal artery biopsy',
        why: 'Giant cell arteritis can cause an ischemic ocular motor palsy in older adults, usually with jaw claudication and a raised ESR, and it spares the pupil.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Ptosis, a down-and-out eye with weak adduction, elevation and depression, and a dilated, unreactive pupil are a complete left oculomotor nerve palsy with pupillary involvement. The parasympathetic pupillary fibers run on the surface of the nerve and are damaged early by compression, whereas diabetic or hypertensive ischemia affects the core of the nerve and usually spares the pupil. A painful, pupil-involving third nerve palsy is a posterior communicating artery aneurysm until proven otherwise, because rupture causes a subarachnoid hemorrhage with high mortality.',
    objective: 'Obtain urgent vascular imaging for a pupil-involving oculomotor nerve palsy.',
    task: 'investigation',
    steps: 2,
    takeHome: 'A pupil-involving third nerve palsy needs urgent vascular imaging for a posterior communicating artery aneurysm.',
  },
  {
    id: 'neuro-q-common-fibular-nerve-palsy',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Common fibular nerve palsy',
    stem: 'A 45-year-old woman comes to the physician because she has tripped over her right foot several times in the past 2 weeks. She underwent bariatric surgery 1 year ago and has since lost 40 kg, and she often sits for hours with her right leg crossed over her left knee. She has no back pain. Vital signs are within normal limits. She lifts her right knee high when walking, and her right foot slaps the floor. Strength is 2/5 in right ankle dorsiflexion and toe extension and 3/5 in right foot eversion; right foot inversion, plantar flexion, knee flexion, and hip abduction are 5/5. Sensation is decreased over the lateral lower leg and the dorsum of the right foot. Knee and ankle reflexes are normal. Tapping over the lateral side of the right leg just below the knee produces tingling in the dorsum of the foot.',
    leadIn: "Injury to which of the following is the most likely cause of this patient's findings?",
    options: [
      {
        text: 'Common fibular nerve',
        why: 'The common fibular (peroneal) nerve winds superficially around the fibular neck, where leg crossing, casts or prolonged squatting compress it, especially after rapid weight loss; it divides into the deep and superficial branches.',
      },
      {
        text: 'Deep fibular nerve',
        why: 'Injury to this branch weakens dorsiflexion and toe extension, but eversion is preserved and sensory loss is limited to the web space between the first and second toes.',
      },
      {
        text: 'L5 nerve root',
        why: 'L5 radiculopathy weakens dorsiflexion and eversion but also inversion (tibialis posterior) and hip abduction (gluteus medius), and it usually causes back pain radiating down the leg.',
      },
      {
        text: 'Superficial fibular nerve',
        why: 'This branch supplies the peroneus longus and brevis (eversion) and the skin of the lateral leg and dorsum of the foot; dorsiflexion would be spared.',
      },
      {
        text: 'Tibial nerve',
        why: 'Tibial nerve injury weakens plantar flexion and inversion, reduces the ankle reflex, and causes sensory loss over the sole.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Foot drop with a steppage gait, weakness of dorsiflexion, toe extension and eversion, and sensory loss over the lateral leg and dorsum of the foot combine the territories of the deep and superficial fibular nerves. Normal inversion, plantar flexion and hip abduction with normal reflexes exclude an L5 root or sciatic nerve lesion, and a Tinel sign just below the lateral knee localizes the lesion to the fibular neck. Avoiding leg crossing usually allows recovery over weeks to months, with an ankle-foot orthosis in the meantime.',
    objective: 'Distinguish a common fibular nerve palsy from an L5 radiculopathy in a patient with foot drop.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Foot drop with weak eversion but normal inversion points to the common fibular nerve at the fibular neck, not L5.',
  },
  {
    id: 'neuro-q-cauda-equina-syndrome',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Cauda equina syndrome',
    stem: 'A 46-year-old man comes to the emergency department because of severe low back pain for 3 days that radiates down the backs of both legs. Since last night he has been unable to urinate and has noticed numbness around his anus and genitals. The pain began while he was lifting a heavy box. He has no history of cancer, fever, or injection drug use. Temperature is 37.0°C, pulse is 92/min, and blood pressure is 142/86 mm Hg. Strength is 4/5 in plantar flexion of both ankles. Ankle reflexes are absent bilaterally, and knee reflexes are normal. Sensation to pinprick is decreased over the buttocks, perineum, and posterior thighs. Anal sphincter tone is reduced. Bladder ultrasonography shows 750 mL of urine.',
    leadIn: 'In addition to bladder catheterization, which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Epidural glucocorticoid injection',
        why: 'Epidural glucocorticoids can ease radicular pain from a disk herniation, but they do not relieve compression of the cauda equina and would delay decompression.',
      },
      {
        text: 'Lumbar spine radiography',
        why: 'Plain films show fractures and alignment but not disks or nerve roots; they cannot exclude compression.',
      },
      {
        text: 'MRI of the lumbar spine',
        why: 'Urgent MRI shows the level and cause of compression, most often a large central L4-L5 or L5-S1 disk herniation, so that surgical decompression can be done as soon as possible to preserve bladder, bowel and sexual function.',
      },
      {
        text: 'Nerve conduction studies',
        why: 'Electrodiagnostic studies take weeks to become abnormal after root injury and have no place in this emergency.',
      },
      {
        text: 'Oral ibuprofen and physical therapy',
        why: 'Conservative therapy is right for low back pain without red flags; urinary retention and saddle anesthesia are red flags that need imaging at once.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Bilateral radicular pain, saddle anesthesia, urinary retention with a large residual volume, reduced anal tone, bilateral ankle weakness and absent ankle reflexes after heavy lifting indicate cauda equina syndrome, most likely from a large central disk herniation. Outcome depends on how quickly the roots are decompressed, best before retention becomes established, so emergency MRI and urgent spine surgery consultation are needed now.',
    objective: 'Recognize cauda equina syndrome and obtain emergency MRI for decompression.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Back pain with saddle anesthesia, urinary retention or reduced anal tone is cauda equina syndrome: emergency MRI and decompression.',
  },
  {
    id: 'neuro-q-syringomyelia',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Syringomyelia',
    stem: 'A 28-year-old woman comes to the physician because she has burned her hands several times while cooking without feeling it. She has also had an aching pain in her neck and shoulders for 1 year. Vital signs are within normal limits. There are healed burn scars on several fingers of both hands. Pain and temperature sensation are absent in a cape-like distribution over both shoulders, the upper back, and both arms and hands, and they are normal over the face, lower trunk, and legs. Light touch, vibration, and joint position sense are normal everywhere. There is wasting of the small muscles of both hands, and the biceps and brachioradialis reflexes are absent. Knee and ankle reflexes are brisk. MRI of the brain shows the cerebellar tonsils extending 8 mm below the foramen magnum.',
    leadIn: "Damage to which of the following structures best explains this patient's sensory findings?",
    options: [
      {
        text: 'Anterior white commissure',
        why: 'Second-order pain and temperature fibers cross here, just in front of the central canal; an expanding central cavity interrupts them first, causing bilateral loss confined to the affected segments.',
      },
      {
        text: 'Dorsal columns',
        why: 'The dorsal columns carry vibration and position sense, which are normal; they are damaged in vitamin B12 deficiency and tabes dorsalis.',
      },
      {
        text: 'Dorsal root ganglia',
        why: 'A sensory neuronopathy (as in Sjogren syndrome or paraneoplastic disease) affects all sensory modalities, especially proprioception, with widespread areflexia.',
      },
      {
        text: 'Lateral corticospinal tracts',
        why: 'These motor tracts, compressed by the expanding cavity, explain the brisk leg reflexes but not the sensory loss.',
      },
      {
        text: 'Lateral spinothalamic tracts',
        why: 'Damage to an ascending spinothalamic tract causes loss of pain and temperature on the opposite side below the lesion, including the leg, not a bilateral band that spares the legs.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Painless burns and bilateral loss of pain and temperature sensation in a cape-like distribution over the shoulders and arms, with preserved touch, vibration and position sense (dissociated sensory loss) and sparing of the segments above and below, indicate a central cervical cord lesion: a syrinx. As the cavity expands it involves the anterior horns (hand wasting, lost arm reflexes) and then the corticospinal tracts (brisk leg reflexes). Tonsillar descent of 8 mm is a Chiari I malformation, the most common cause of syringomyelia; MRI of the cervical spine shows the cavity.',
    objective: 'Explain the dissociated, cape-like sensory loss of syringomyelia by damage to the anterior white commissure.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Bilateral cape-like loss of pain and temperature with preserved touch and vibration is a syrinx damaging the anterior white commissure.',
  },
  {
    id: 'neuro-q-anterior-spinal-artery-syndrome',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Anterior spinal artery syndrome',
    stem: 'A 71-year-old man is evaluated on the surgical ward because he cannot move his legs. Yesterday he underwent open repair of a thoracoabdominal aortic aneurysm that required a prolonged period of aortic cross-clamping. When he awoke from anesthesia he could not move his legs. Pulse is 88/min, and blood pressure is 132/76 mm Hg. Both legs are flaccid with 0/5 strength, and knee and ankle reflexes are absent. Pinprick and temperature sensation are absent below the level of the umbilicus. He has urinary retention. Strength and sensation in the arms are normal.',
    leadIn: 'Further examination is most likely to show which of the following?',
    options: [
      {
        text: 'Absent vibration sense in the feet',
        why: 'Vibration travels in the dorsal columns, which the posterior spinal arteries supply; its loss would point to a complete or posterior cord lesion.',
      },
      {
        text: 'Bilateral ptosis and miosis',
        why: 'Horner syndrome requires a lesion of the sympathetic pathway at or above T1-T2; a lower thoracic cord lesion does not produce it.',
      },
      {
        text: 'Loss of pain sensation in the hands',
        why: 'The hands are supplied by cervical segments well above this lesion, and sensation in the arms is normal.',
      },
      {
        text: 'Normal position sense in the toes',
        why: 'The dorsal columns in the posterior third of the cord are supplied by the paired posterior spinal arteries, so position and vibration sense survive below an anterior spinal artery infarct.',
      },
      {
        text: 'Weak hand grip on both sides',
        why: 'Grip depends on the C8 and T1 segments, above the level of this lesion, and arm strength is normal.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Sudden paraplegia with areflexia (spinal shock), loss of pain and temperature sensation below a thoracic level and urinary retention after prolonged aortic cross-clamping is anterior spinal artery syndrome. The anterior spinal artery supplies the anterior two thirds of the cord, including the corticospinal and spinothalamic tracts and the anterior horns. In the thoracolumbar cord it depends on one large radicular feeder from the aorta, the artery of Adamkiewicz, which is vulnerable during aortic surgery. The dorsal columns are spared.',
    objective: 'Predict preserved dorsal column function in anterior spinal artery infarction.',
    task: 'interpretation',
    steps: 2,
    takeHome: 'Anterior spinal artery infarction: paraplegia and loss of pain and temperature below the lesion, with vibration and position sense preserved.',
    table: {
      caption: 'Incomplete spinal cord syndromes',
      header: ['Syndrome', 'Lost', 'Preserved'],
      rows: [
        ['Anterior cord', 'Motor, pain and temperature below lesion', 'Vibration and position sense'],
        ['Central cord', 'Arm strength more than leg; pain and temperature at lesion level', 'Leg strength relatively, sacral sensation'],
        ['Hemisection', 'Ipsilateral motor and dorsal columns; contralateral pain and temperature', 'Opposite modalities on each side'],
        ['Posterior cord', 'Vibration and position sense', 'Motor, pain and temperature'],
      ],
    },
  },
  {
    id: 'neuro-q-metastatic-cord-compression',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Metastatic spinal cord compression',
    stem: 'A 67-year-old man with prostate cancer metastatic to bone comes to the emergency department because of mid-back pain for 3 weeks and difficulty walking for 2 days. The pain is worse when he lies down at night and when he coughs. He has had no bowel or bladder symptoms. His only current treatment is leuprolide every 3 months. Temperature is 36.9°C, pulse is 86/min, and blood pressure is 138/82 mm Hg. There is tenderness over the spinous process of T8. Strength is 4/5 in the hip flexors and ankle dorsiflexors bilaterally. Knee and ankle reflexes are brisk, and both plantar responses are extensor. Pinprick sensation is reduced below the level of the umbilicus. Serum calcium is 9.6 mg/dL.',
    leadIn: 'Which of the following drugs should be given now to reduce the risk of permanent neurologic deficit?',
    options: [
      {
        text: 'Bicalutamide',
        why: 'An androgen receptor blocker adds little to established androgen deprivation and acts over weeks, far too slowly to relieve compression.',
      },
      {
        text: 'Dexamethasone',
        why: 'High-dose dexamethasone reduces vasogenic edema of the compressed cord and relieves pain; when there are neurologic deficits it is given at once, before MRI, and followed by radiotherapy or surgical decompression.',
      },
      {
        text: 'Enoxaparin',
        why: 'Anticoagulation does not treat cord compression and would increase bleeding risk if surgery is needed.',
      },
      {
        text: 'Gabapentin',
        why: 'Gabapentin may ease neuropathic radicular pain but does nothing for the compression itself.',
      },
      {
        text: 'Zoledronic acid',
        why: 'Bisphosphonates reduce future skeletal events and treat hypercalcemia of malignancy; his calcium is normal, and they do not relieve acute compression.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Progressive back pain that is worse lying down, focal spinous process tenderness, bilateral leg weakness with brisk reflexes and extensor plantar responses, and a sensory level in a man with prostate cancer metastatic to bone are metastatic epidural spinal cord compression. The ability to walk at the start of treatment is the strongest predictor of outcome, so glucocorticoids are given at once, MRI of the entire spine is obtained urgently, and radiation oncology and spine surgery are consulted for definitive treatment.',
    objective: 'Give dexamethasone immediately for suspected malignant spinal cord compression with deficits.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Suspected malignant cord compression with deficits: dexamethasone now, then MRI of the whole spine and radiotherapy or surgery.',
  },
  {
    id: 'neuro-q-creutzfeldt-jakob-disease',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Creutzfeldt-Jakob disease',
    stem: 'A 62-year-old woman is brought to the physician by her husband because of rapidly worsening memory and confusion over 3 months. Four months ago she was working full-time as an accountant; she now cannot dress herself. She has become unsteady when walking, and her arms and legs jerk suddenly when she is startled by a noise. Temperature is 36.8°C, pulse is 76/min, and blood pressure is 128/78 mm Hg. She is disoriented to time and place, and her Mini-Mental State Examination score is 14/30. Loud clapping produces brief, shock-like jerks of all four limbs. There is gait and limb ataxia. Serum electrolytes, glucose, TSH, and vitamin B12 level are normal, and a rapid plasma reagin test is nonreactive. CSF shows a leukocyte count of 2/mm³, protein of 42 mg/dL, and glucose of 62 mg/dL. An EEG shows periodic sharp-wave complexes at about one per second. MRI of the brain shows restricted diffusion in the caudate nuclei and putamina and in a ribbon-like pattern along the cerebral cortex.',
    leadIn: "Which of the following is the most likely underlying cause of this patient's condition?",
    options: [
      {
        text: 'Autoantibodies against neuronal surface receptors',
        why: 'Autoimmune encephalitis also progresses over weeks, usually with seizures, psychiatric features, CSF pleocytosis and medial temporal T2 changes; it responds to immunotherapy and must be excluded.',
      },
      {
        text: 'Expansion of a CAG trinucleotide repeat',
        why: 'Huntington disease progresses over many years with chorea and a dominant family history, not over months with startle myoclonus.',
      },
      {
        text: 'JC virus infection of oligodendrocytes',
        why: 'Progressive multifocal leukoencephalopathy occurs with immunosuppression and shows white matter lesions, not cortical and deep gray matter diffusion restriction.',
      },
      {
        text: 'Misfolded prion protein in beta-sheet form',
        why: 'Sporadic Creutzfeldt-Jakob disease results from conversion of normal, alpha-helical prion protein into a protease-resistant, beta-sheet-rich form that templates further misfolding, causing spongiform change and neuronal loss without inflammation.',
      },
      {
        text: 'Tau-positive inclusions in frontal neurons',
        why: 'Frontotemporal lobar degeneration with tau (Pick) inclusions causes behavioral or language decline over years, without myoclonus or periodic EEG discharges.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Dementia progressing over months, startle-sensitive myoclonus and ataxia, with normal routine CSF, periodic sharp-wave complexes on EEG and restricted diffusion in the caudate, putamen and cortex (cortical ribboning), are characteristic of sporadic Creutzfeldt-Jakob disease. A CSF RT-QuIC assay confirms it with high specificity. There is no treatment, most patients die within a year, and instruments that contact neural tissue need special sterilization.',
    objective: 'Recognize Creutzfeldt-Jakob disease and its cause, a misfolded prion protein.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Rapidly progressive dementia with startle myoclonus, periodic sharp waves and cortical ribboning on DWI is prion disease (Creutzfeldt-Jakob).',
  },
  {
    id: 'neuro-q-alzheimer-memantine',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Alzheimer disease: memantine',
    stem: 'A 79-year-old woman is brought to the physician by her daughter for follow-up of Alzheimer disease diagnosed 5 years ago. She has taken donepezil for 5 years at the highest dose she tolerates. Over the past year she has needed help choosing clothes, bathing, and managing her medications, and she sometimes does not recognize her grandchildren. She has no hallucinations or agitation. Pulse is 68/min, and blood pressure is 128/76 mm Hg. Mini-Mental State Examination score is 11/30, down from 17/30 two years ago. There are no focal neurologic deficits. The physician decides to add a second drug for her cognitive symptoms.',
    leadIn: 'Which of the following is the mechanism of action of the most appropriate drug to add?',
    options: [
      {
        text: 'Agonism of melatonin receptors',
        why: 'Melatonin receptor agonists such as ramelteon treat insomnia; they do not improve cognition.',
      },
      {
        text: 'Antagonism of dopamine D2 receptors',
        why: 'Antipsychotics do not improve cognition and increase mortality in dementia; they are reserved for severe, dangerous psychosis or agitation, which she does not have.',
      },
      {
        text: 'Antagonism of NMDA glutamate receptors',
        why: 'Memantine, an uncompetitive NMDA receptor antagonist, limits excessive glutamate-driven calcium influx; it is approved for moderate to severe Alzheimer disease and is combined with a cholinesterase inhibitor.',
      },
      {
        text: 'Antibody against aggregated amyloid-beta',
        why: 'Lecanemab and donanemab clear amyloid plaques and modestly slow decline, but only in mild cognitive impairment or mild dementia with confirmed amyloid; they are not used in moderate to severe disease and can cause amyloid-related imaging abnormalities.',
      },
      {
        text: 'Inhibition of acetylcholinesterase',
        why: 'She already takes a cholinesterase inhibitor at the highest tolerated dose; adding another drug of the same class adds adverse effects without benefit.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Progressive memory loss with dependence in several daily activities and a Mini-Mental State Examination score of 11/30 is moderate to severe Alzheimer disease. Cholinesterase inhibitors are used at all stages, and memantine is added in moderate to severe disease, where the combination gives a small benefit in cognition and daily function. Neither drug alters the underlying course.',
    objective: 'Add memantine, an NMDA receptor antagonist, in moderate to severe Alzheimer disease.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Moderate to severe Alzheimer disease: add memantine (NMDA antagonist) to a cholinesterase inhibitor; anti-amyloid antibodies are for early disease only.',
  },
  {
    id: 'neuro-q-frontotemporal-dementia',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Frontotemporal dementia',
    stem: 'A 58-year-old man is brought to the physician by his wife because of changes in his personality over 18 months. He has made crude sexual comments to strangers, was caught shoplifting candy, and has stopped bathing regularly. He eats large amounts of sweets and has gained 8 kg. He shows no interest in his grandchildren and no concern about his behavior or its effect on his family. He still finds his way around town and remembers recent events and appointments. He has no history of psychiatric illness and takes no medications. Vital signs are within normal limits. On mental status examination he is inappropriately jocular and repeats the same phrases. He names 5 animals in 1 minute. He recalls 3 of 3 words after 5 minutes. There are no focal neurologic deficits and no parkinsonism. Serum TSH and vitamin B12 level are normal, and a rapid plasma reagin test is nonreactive.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Alzheimer disease',
        why: 'Alzheimer disease begins with loss of recent memory and getting lost, with behavior relatively preserved early; his recall and navigation are intact.',
      },
      {
        text: 'Bipolar disorder with mania',
        why: 'Mania causes elevated or irritable mood, reduced need for sleep, pressured speech and grandiosity in discrete episodes; new-onset mania after 50 warrants a search for a neurologic cause.',
      },
      {
        text: 'Dementia with Lewy bodies',
        why: 'This causes fluctuating attention, visual hallucinations, REM sleep behavior disorder and parkinsonism, none of which he has.',
      },
      {
        text: 'Frontotemporal dementia',
        why: 'The behavioral variant begins, usually before 65, with disinhibition, apathy, loss of empathy, compulsive behavior and hyperorality, with relatively spared memory and visuospatial function.',
      },
      {
        text: 'Vascular dementia',
        why: 'Vascular dementia progresses in steps after strokes, with focal signs and slowed processing.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Personality change in his 50s with social disinhibition, apathy, loss of empathy, perseveration, a craving for sweets and no insight, while memory and navigation remain intact, meets the criteria for behavioral variant frontotemporal dementia. Poor verbal fluency reflects frontal dysfunction. Common reversible causes (thyroid disease, B12 deficiency, syphilis) have been excluded; MRI typically shows frontal and anterior temporal atrophy. Cholinesterase inhibitors do not help and may worsen behavior; SSRIs can reduce disinhibition and compulsions.',
    objective: 'Recognize behavioral variant frontotemporal dementia.',
    task: 'diagnosis',
    steps: 1,
    takeHome: 'Disinhibition, apathy, loss of empathy and hyperorality with preserved memory before 65 is behavioral variant frontotemporal dementia.',
  },
  {
    id: 'neuro-q-down-syndrome-alzheimer',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Alzheimer disease in Down syndrome',
    stem: 'A 46-year-old man with Down syndrome is brought to the physician by staff from his group home because of decline over the past year. He used to take the bus alone to his job at a grocery store but now gets lost, forgets routines he has followed for years, and asks the same questions repeatedly. Two months ago he had a generalized seizure. He takes no medications. Vital signs are within normal limits. He is cooperative but cannot recall the name of his supervisor at work. There are no focal neurologic deficits. Hearing and vision screening results are unchanged from last year. Serum TSH, vitamin B12 level, and electrolytes are normal. MRI of the brain shows generalized atrophy that is most marked in the hippocampi.',
    leadIn: "Which of the following best explains this patient's increased risk for his current condition?",
    options: [
      {
        text: 'Expansion of a CGG repeat in the FMR1 gene',
        why: 'This causes fragile X syndrome (and, as a premutation, a tremor-ataxia syndrome in older men), not the dementia of Down syndrome.',
      },
      {
        text: 'Inheritance of two apolipoprotein E4 alleles',
        why: 'APOE e4 raises the risk of late-onset Alzheimer disease and may hasten onset in Down syndrome, but it does not explain why nearly all adults with trisomy 21 develop the pathology.',
      },
      {
        text: 'Mutation in the presenilin 1 gene',
        why: 'Presenilin 1 mutations cause autosomal dominant early-onset Alzheimer disease in families without trisomy.',
      },
      {
        text: 'Overexpression of amyloid precursor protein',
        why: 'The APP gene lies on chromosome 21, so a third copy increases amyloid-beta production; almost all adults with Down syndrome have plaques by age 40, and most develop dementia in their 50s.',
      },
      {
        text: 'Premature atherosclerosis of cerebral arteries',
        why: 'Adults with Down syndrome have less atherosclerosis and hypertension than the general population; vascular dementia is not their main risk.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Progressive loss of memory and of long-established routines, getting lost, and a new seizure in a middle-aged adult with Down syndrome, with hippocampus-predominant atrophy and with hypothyroidism, B12 deficiency and new sensory loss excluded, is Alzheimer disease. Trisomy 21 includes an extra copy of the amyloid precursor protein gene, which drives early and almost universal amyloid deposition. Late-onset myoclonic and generalized seizures often accompany the dementia.',
    objective: 'Explain early Alzheimer disease in Down syndrome by triplication of the APP gene.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Down syndrome carries an extra APP gene on chromosome 21, so Alzheimer disease develops decades early; exclude hypothyroidism and hearing or vision loss first.',
  },
  {
    id: 'neuro-q-chronic-subdural-hematoma',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Chronic subdural hematoma',
    stem: 'An 81-year-old man is brought to the physician by his daughter because of confusion and headache for 3 weeks. His confusion varies from day to day, and he has become unsteady on his feet. Six weeks ago he slipped in the bathroom and struck his head on the sink without losing consciousness. He has atrial fibrillation treated with apixaban, and he drinks 3 to 4 beers daily. Temperature is 36.8°C, pulse is 76/min and irregularly irregular, and blood pressure is 142/84 mm Hg. He is drowsy and inattentive and cannot recite the months backward. Eye movements are full without nystagmus. There is a mild left pronator drift, and the left plantar response is extensor. He walks unsteadily with a broad base. Serum sodium is 138 mEq/L, glucose is 96 mg/dL, and urinalysis is normal.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Chronic subdural hematoma',
        why: 'Minor trauma tears bridging veins between the cortex and dural sinuses; in older adults with atrophy, alcohol use or anticoagulation, blood collects slowly and causes headache, fluctuating confusion, gait disturbance and mild hemiparesis weeks later.',
      },
      {
        text: 'Epidural hematoma',
        why: 'An epidural hematoma follows a skull fracture with arterial bleeding and causes deterioration within hours, often after a lucid interval, not over weeks.',
      },
      {
        text: 'Lacunar infarction',
        why: 'A lacunar infarct begins suddenly with a pure motor or sensory deficit and does not cause headache or fluctuating drowsiness.',
      },
      {
        text: 'Normal pressure hydrocephalus',
        why: 'This develops over months with a magnetic gait, urinary incontinence and cognitive slowing, without headache, drowsiness or lateralized signs.',
      },
      {
        text: 'Wernicke encephalopathy',
        why: 'Thiamine deficiency causes confusion with ophthalmoplegia, nystagmus and ataxia, but not headache or one-sided corticospinal signs.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Weeks of headache, fluctuating confusion, gait unsteadiness and mild left-sided corticospinal signs after a minor fall, in an older man taking an anticoagulant and drinking alcohol, point to a chronic subdural hematoma over the right hemisphere. Normal sodium, glucose and urinalysis make a metabolic or infectious delirium less likely. Noncontrast CT would show a crescent-shaped, hypodense collection that crosses suture lines. Anticoagulation is reversed, and symptomatic collections are drained through burr holes.',
    objective: 'Recognize chronic subdural hematoma in an older adult after minor head trauma.',
    task: 'diagnosis',
    steps: 1,
    takeHome: 'Fluctuating confusion, headache and mild hemiparesis weeks after minor head trauma in an older adult on an anticoagulant is a chronic subdural hematoma.',
  },
  {
    id: 'neuro-q-hyperventilation-intracranial-pressure',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Raised intracranial pressure: hyperventilation',
    stem: 'A 24-year-old man is brought to the emergency department 40 minutes after a motorcycle collision in which he struck his head. He was intubated at the scene. He does not open his eyes and extends his arms to painful stimuli. Pulse is 58/min, and blood pressure is 172/94 mm Hg. The right pupil is 6 mm and unreactive to light; the left pupil is 3 mm and reactive. Noncontrast CT of the head shows a large right acute subdural hematoma with 10 mm of midline shift. While the operating room is prepared, the ventilator rate is increased from 14/min to 24/min with no other change in treatment. Arterial blood gas analysis before the change showed pH 7.38, PCO2 40 mm Hg, and PO2 132 mm Hg; 10 minutes later it shows pH 7.46, PCO2 31 mm Hg, and PO2 134 mm Hg. The right pupil is now 4 mm and sluggishly reactive.',
    leadIn: 'The ventilator change lowered his intracranial pressure mainly by which of the following mechanisms?',
    options: [
      {
        text: 'Constriction of cerebral arterioles',
        why: 'Cerebral arterioles respond to perivascular pH: hypocapnia alkalinizes it and constricts them, reducing cerebral blood flow and blood volume and lowering pressure within minutes; the effect wanes over hours as CSF bicarbonate adjusts.',
      },
      {
        text: 'Decreased production of cerebrospinal fluid',
        why: 'Acetazolamide reduces choroid plexus CSF production over hours to days; acute hypocapnia has little effect on it.',
      },
      {
        text: 'Increased venous drainage through the jugular veins',
        why: 'Raising the head of the bed and keeping the neck midline improve jugular outflow; a faster ventilator rate does not, and higher intrathoracic pressure would if anything impede it.',
      },
      {
        text: 'Osmotic shift of water out of brain tissue',
        why: 'Mannitol and hypertonic saline lower pressure by drawing water from the brain into the blood; ventilation does not change plasma osmolality.',
      },
      {
        text: 'Reduced cerebral metabolic rate for oxygen',
        why: 'Sedatives, barbiturates and hypothermia lower metabolism and, through flow-metabolism coupling, blood flow; hypocapnia acts on the vessels directly.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Unresponsiveness with extensor posturing, a unilateral fixed, dilated pupil and the Cushing response (hypertension with bradycardia) in a patient with a large subdural hematoma and midline shift indicate transtentorial herniation. Raising the ventilator rate lowered the PCO2 from 40 to 31 mm Hg with a respiratory alkalosis, and the pupil improved within minutes. Brief hyperventilation to a PCO2 of about 30 to 35 mm Hg is a temporizing measure until surgical decompression; prolonged or deeper hypocapnia can cause cerebral ischemia.',
    objective: 'Explain how hyperventilation lowers intracranial pressure and why it is only a temporary measure.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Hyperventilation lowers ICP within minutes by hypocapnic cerebral vasoconstriction; use it only briefly as a bridge to definitive treatment.',
  },
  {
    id: 'neuro-q-vestibular-schwannoma-mri',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Vestibular schwannoma',
    stem: 'A 48-year-old woman comes to the physician because of gradually worsening hearing in her left ear for 8 months. She also has constant high-pitched ringing in that ear and mild unsteadiness when walking in the dark. She has had no episodes of vertigo, ear pain, or discharge. Vital signs are within normal limits. The ear canals and tympanic membranes are normal. A tuning fork placed on the vertex is heard louder in the right ear, and air conduction is better than bone conduction in both ears. The left corneal reflex is reduced. The remainder of the neurologic examination is normal. Audiometry shows a left sensorineural hearing loss, most marked at high frequencies, with disproportionately poor speech discrimination.',
    leadIn: 'Which of the following is the most appropriate next step in evaluation?',
    options: [
      {
        text: 'Brainstem auditory evoked potentials',
        why: 'Auditory brainstem responses can suggest a retrocochlear lesion but miss small tumors; they are used only when MRI cannot be done.',
      },
      {
        text: 'CT of the temporal bones',
        why: 'CT shows bony disease (cholesteatoma, otosclerosis, fracture) and may show a widened canal, but it misses small tumors within the internal auditory canal.',
      },
      {
        text: 'Electronystagmography with caloric testing',
        why: 'Caloric testing may show reduced vestibular function on the affected side, but it does not identify the cause.',
      },
      {
        text: 'Gadolinium-enhanced MRI of the brain',
        why: 'MRI with gadolinium and thin sections through the internal auditory canals and cerebellopontine angles is the test of choice for asymmetric sensorineural hearing loss and detects even small intracanalicular tumors.',
      },
      {
        text: 'Tympanometry',
        why: 'Tympanometry assesses middle ear function in conductive hearing loss; the tuning fork tests already show a sensorineural loss.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Progressive unilateral sensorineural hearing loss (the Weber test lateralizes away from the affected ear, and air conduction exceeds bone conduction) with tinnitus, speech discrimination worse than the pure-tone loss predicts, mild imbalance, and a reduced corneal reflex from trigeminal involvement point to a mass in the left cerebellopontine angle, most likely a vestibular schwannoma. Asymmetric sensorineural hearing loss is treated as a retrocochlear lesion until MRI shows otherwise. Bilateral tumors would indicate neurofibromatosis type 2.',
    objective: 'Evaluate asymmetric sensorineural hearing loss with gadolinium-enhanced MRI for vestibular schwannoma.',
    task: 'investigation',
    steps: 2,
    takeHome: 'Unilateral sensorineural hearing loss with tinnitus needs gadolinium-enhanced MRI of the internal auditory canals to exclude vestibular schwannoma.',
  },
  {
    id: 'neuro-q-meyer-loop-quadrantanopia',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Visual pathway: Meyer loop',
    stem: 'A 35-year-old man is evaluated 6 weeks after a left anterior temporal lobectomy for drug-resistant focal epilepsy caused by left hippocampal sclerosis. He has had no seizures since surgery. He has no visual complaints. Vital signs are within normal limits. Visual acuity is 20/20 in both eyes, and pupils are equal and reactive. Language and memory testing are at his preoperative baseline. Formal perimetry of both eyes is performed.',
    leadIn: 'Which of the following visual field defects is most likely to be found?',
    options: [
      {
        text: 'Bitemporal hemianopia',
        why: 'Compression of the optic chiasm, as by a pituitary adenoma, damages crossing nasal retinal fibers and removes both temporal fields.',
      },
      {
        text: 'Left inferior homonymous quadrantanopia',
        why: 'This results from a right parietal lesion of the upper optic radiation; field defects from retrochiasmal lesions are on the side opposite the lesion.',
      },
      {
        text: 'Right homonymous hemianopia with macular sparing',
        why: 'A left occipital infarct (posterior cerebral artery) causes a complete right hemianopia, often sparing the macula because of collateral supply from the middle cerebral artery.',
      },
      {
        text: 'Right inferior homonymous quadrantanopia',
        why: 'Damage to the upper, parietal fibers of the left optic radiation causes a right inferior defect; those fibers do not pass through the anterior temporal lobe.',
      },
      {
        text: 'Right superior homonymous quadrantanopia',
        why: 'The left Meyer loop carries fibers from the inferior retina of the left half of each eye, which view the upper right quadrant; resecting the anterior left temporal lobe cuts them ("pie in the sky").',
      },
    ],
    answerIndex: 4,
    rationale:
      'After a left anterior temporal lobectomy, the part of the visual pathway at risk is the anterior loop of the left optic radiation (Meyer loop), which sweeps forward through the temporal lobe around the temporal horn of the lateral ventricle. It carries fibers from the inferior retina, which represent the superior visual field, so injury produces a contralateral superior homonymous quadrantanopia. Many patients do not notice it, as here, but it can affect eligibility to drive.',
    objective: 'Predict the visual field defect caused by a temporal lobe lesion of Meyer loop.',
    task: 'interpretation',
    steps: 2,
    takeHome: 'Temporal lobe lesions cut Meyer loop and cause a contralateral superior quadrantanopia ("pie in the sky"); parietal lesions cause an inferior one.',
  },
  {
    id: 'neuro-q-neurofibromatosis-optic-glioma',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Neurofibromatosis type 1',
    stem: 'A 5-year-old girl is brought to the physician for a well-child examination. She has been healthy and is developing normally. Her father has numerous soft, flesh-colored nodules on his trunk. Vital signs are within normal limits for age. There are nine flat, uniformly light brown macules on her trunk and legs, ranging from 1 to 3 cm in diameter, and clusters of small freckles in both axillae and inguinal regions. The remainder of the general and neurologic examination is normal.',
    leadIn: 'This patient is at greatest risk for which of the following?',
    options: [
      {
        text: 'Bilateral vestibular schwannomas',
        why: 'These define neurofibromatosis type 2 (merlin gene on chromosome 22), in which cafe-au-lait macules are few and axillary freckling does not occur.',
      },
      {
        text: 'Cardiac rhabdomyoma',
        why: 'Cardiac rhabdomyomas occur in tuberous sclerosis complex, with hypopigmented macules, facial angiofibromas and infantile spasms.',
      },
      {
        text: 'Leptomeningeal angiomatosis',
        why: 'Leptomeningeal angiomatosis with a facial port-wine stain is Sturge-Weber syndrome, caused by a sporadic mosaic GNAQ mutation.',
      },
      {
        text: 'Optic pathway glioma',
        why: 'Optic pathway gliomas (pilocytic astrocytomas) develop in about 15% of children with this disorder, usually before age 7, and can cause vision loss or precocious puberty; yearly eye examinations are advised through childhood.',
      },
      {
        text: 'Retinal hemangioblastoma',
        why: 'Retinal and cerebellar hemangioblastomas, renal cell carcinoma and pheochromocytoma occur in von Hippel-Lindau disease.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Six or more cafe-au-lait macules larger than 5 mm before puberty, axillary and inguinal freckling, and an affected first-degree relative (her father, with cutaneous neurofibromas) meet the diagnostic criteria for neurofibromatosis type 1, an autosomal dominant disorder caused by loss of neurofibromin, a negative regulator of RAS. Its characteristic tumor of early childhood is the optic pathway glioma; later risks include plexiform neurofibromas, malignant peripheral nerve sheath tumors, pheochromocytoma and renal artery stenosis.',
    objective: 'Recognize neurofibromatosis type 1 and its risk of optic pathway glioma in childhood.',
    task: 'complication',
    steps: 2,
    takeHome: 'Neurofibromatosis type 1 (cafe-au-lait macules, axillary freckling): examine the eyes yearly in childhood for optic pathway glioma.',
    table: {
      caption: 'Neurocutaneous disorders',
      header: ['Disorder', 'Skin sign', 'Characteristic tumor or lesion'],
      rows: [
        ['Neurofibromatosis type 1', 'Cafe-au-lait macules, freckling', 'Optic glioma, neurofibromas'],
        ['Neurofibromatosis type 2', 'Few skin findings', 'Bilateral vestibular schwannomas'],
        ['Tuberous sclerosis complex', 'Ash-leaf macules, angiofibromas', 'Cardiac rhabdomyoma, SEGA'],
        ['Sturge-Weber syndrome', 'Facial port-wine stain', 'Leptomeningeal angioma'],
        ['Von Hippel-Lindau disease', 'None typical', 'Hemangioblastoma, renal cell carcinoma'],
      ],
    },
  },
  {
    id: 'neuro-q-bppv-canalith-repositioning',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Benign paroxysmal positional vertigo',
    stem: 'A 62-year-old woman comes to the physician because of episodes of spinning dizziness for 1 week. The episodes last less than a minute and occur when she rolls over to the right in bed, lies down, or tilts her head back to look at a high shelf. She has mild nausea during the episodes but no hearing loss, tinnitus, ear fullness, headache, or weakness. Vital signs are within normal limits. The ears, hearing, and neurologic examination are normal, and there is no nystagmus with the head still. When she is moved quickly from sitting to lying with her head turned 45 degrees to the right and extended over the end of the table, after a delay of 5 seconds she develops vertigo and an upbeating, torsional nystagmus, with the upper poles of the eyes beating toward the right ear, that lasts 20 seconds and then stops. The response is weaker when the test is repeated.',
    leadIn: 'Which of the following is the most appropriate treatment?',
    options: [
      {
        text: 'Canalith repositioning maneuver',
        why: 'The Epley maneuver moves displaced otoconia from the posterior semicircular canal back into the utricle and resolves symptoms in most patients after one or two treatments.',
      },
      {
        text: 'Low-salt diet with a diuretic',
        why: 'This is used for Meniere disease, which causes attacks of vertigo lasting hours with fluctuating hearing loss, tinnitus and aural fullness.',
      },
      {
        text: 'Meclizine for 4 weeks',
        why: 'Vestibular suppressants may ease nausea briefly but do not move the debris, can delay central compensation, and cause sedation and falls; they are not recommended as treatment.',
      },
      {
        text: 'Oral prednisone',
        why: 'Glucocorticoids are sometimes used in vestibular neuritis (days of continuous vertigo) or sudden sensorineural hearing loss, not here.',
      },
      {
        text: 'Vestibular rehabilitation therapy',
        why: 'Vestibular rehabilitation helps persistent imbalance and may be offered as an adjunct, but it is less effective than repositioning as initial treatment.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Brief episodes of vertigo triggered by changes in head position, with no hearing loss or other neurologic symptoms, and a positive Dix-Hallpike test on the right (a short latency, then upbeating torsional nystagmus toward the lower ear lasting under a minute and fatiguing on repetition) are benign paroxysmal positional vertigo of the right posterior semicircular canal. No imaging or vestibular testing is needed, and canalith repositioning is the treatment of choice.',
    objective: 'Treat posterior canal benign paroxysmal positional vertigo with canalith repositioning.',
    task: 'treatment',
    steps: 2,
    takeHome: 'A positive Dix-Hallpike test with latent, fatigable upbeating torsional nystagmus is posterior canal BPPV: treat with the Epley maneuver, not drugs.',
  },
  {
    id: 'neuro-q-acute-vestibular-syndrome-hints',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Acute vestibular syndrome: HINTS examination',
    stem: "A 63-year-old man comes to the emergency department because of continuous severe vertigo, nausea, and vomiting that began 10 hours ago. He cannot walk without help. He has no hearing loss or tinnitus. He has hypertension and type 2 diabetes mellitus and smokes one pack of cigarettes daily. Pulse is 88/min, and blood pressure is 168/94 mm Hg. There is left-beating horizontal nystagmus on left gaze and right-beating horizontal nystagmus on right gaze. When his head is turned rapidly to each side while he fixes his gaze on the examiner's nose, his eyes stay on target without a corrective saccade. Alternate cover testing shows a small vertical misalignment of the eyes. He cannot stand without support, even with his eyes open. Strength, sensation, and speech are normal. Noncontrast CT of the head shows no abnormalities.",
    leadIn: 'Which of the following is the most appropriate next step in evaluation?',
    options: [
      {
        text: 'Carotid duplex ultrasonography',
        why: 'Carotid ultrasonography examines the anterior circulation; the vertebrobasilar arteries that supply the cerebellum and brainstem are assessed with CT or MR angiography.',
      },
      {
        text: 'Dix-Hallpike maneuver',
        why: 'Positional testing diagnoses BPPV, which causes brief, triggered episodes; it adds nothing in continuous vertigo with spontaneous nystagmus.',
      },
      {
        text: 'Electroencephalography',
        why: 'EEG evaluates seizures; vertigo as the only feature of a seizure is rare and brief.',
      },
      {
        text: 'MRI of the brain',
        why: 'MRI with diffusion-weighted imaging detects posterior circulation infarcts that CT misses; it can still be falsely negative in the first 48 hours, so a central bedside examination outweighs an early negative scan.',
      },
      {
        text: 'Videonystagmography',
        why: 'Laboratory vestibular testing characterizes peripheral vestibular loss in outpatients; it does not exclude stroke and would delay diagnosis.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Acute, continuous vertigo with nystagmus, nausea and gait instability is an acute vestibular syndrome, caused most often by vestibular neuritis or a posterior circulation stroke. The HINTS examination separates them: a normal head impulse test (no corrective saccade), direction-changing nystagmus and a skew deviation are each central signs, and inability to stand unaided also favors a cerebellar or brainstem lesion. With his vascular risk factors this is a stroke until proven otherwise, and noncontrast CT is insensitive for posterior fossa ischemia.',
    objective: 'Use the HINTS examination to identify a central cause of acute vestibular syndrome and obtain MRI.',
    task: 'investigation',
    steps: 2,
    takeHome: 'Acute vestibular syndrome with a normal head impulse, direction-changing nystagmus or skew deviation is central: obtain MRI with DWI.',
    table: {
      caption: 'HINTS examination in acute continuous vertigo',
      header: ['Test', 'Peripheral (vestibular neuritis)', 'Central (stroke)'],
      rows: [
        ['Head impulse', 'Corrective saccade', 'Normal'],
        ['Nystagmus', 'Unidirectional, horizontal', 'Direction-changing or vertical'],
        ['Test of skew', 'No vertical misalignment', 'Skew deviation'],
      ],
    },
  },
  {
    id: 'neuro-q-narcolepsy-orexin',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Narcolepsy with cataplexy',
    stem: 'A 19-year-old man comes to the physician because of excessive sleepiness for 1 year. He falls asleep during lectures and while studying even though he sleeps 8 hours a night, and a 15-minute nap leaves him refreshed for a short time. When he laughs hard at a joke, his knees buckle and his jaw sags for a few seconds, although he remains fully aware. He sometimes sees vivid, dreamlike images as he falls asleep, and on waking he is occasionally unable to move for a minute. He takes no medications and does not use alcohol or drugs. Body mass index is 23 kg/m². Vital signs are within normal limits, and the general and neurologic examinations are normal.',
    leadIn: "Which of the following is the most likely underlying cause of this patient's symptoms?",
    options: [
      {
        text: 'Antibodies against postsynaptic acetylcholine receptors',
        why: 'Myasthenia gravis causes fatigable weakness of ocular, bulbar and limb muscles that builds with use, not brief emotion-triggered loss of tone with daytime sleepiness.',
      },
      {
        text: 'Circadian delay of the sleep phase',
        why: 'Delayed sleep-wake phase disorder causes difficulty falling asleep and waking at conventional times, with normal sleep on a free schedule and no cataplexy.',
      },
      {
        text: 'Insufficient nocturnal sleep duration',
        why: 'He sleeps 8 hours nightly, and sleep deprivation does not cause cataplexy or sleep paralysis with hallucinations.',
      },
      {
        text: 'Loss of hypothalamic orexin-producing neurons',
        why: 'Narcolepsy type 1 results from loss of orexin (hypocretin) neurons in the lateral hypothalamus, probably autoimmune and linked to HLA-DQB1*06:02; wakefulness becomes unstable and REM sleep phenomena intrude into waking.',
      },
      {
        text: 'Upper airway collapse during sleep',
        why: 'Obstructive sleep apnea causes snoring, witnessed apneas and unrefreshing sleep, usually with obesity; naps do not refresh and cataplexy does not occur.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Daytime sleepiness despite adequate sleep, short refreshing naps, brief bilateral loss of muscle tone triggered by laughter with preserved awareness (cataplexy), hypnagogic hallucinations and sleep paralysis are narcolepsy with cataplexy (type 1). Polysomnography followed by a multiple sleep latency test (short sleep latency with two or more sleep-onset REM periods), or a low CSF orexin level, confirms it. Treatment includes scheduled naps, wake-promoting drugs such as modafinil, and sodium oxybate for cataplexy.',
    objective: 'Recognize narcolepsy type 1 and its cause, loss of hypothalamic orexin neurons.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Sleepiness with cataplexy, hypnagogic hallucinations and sleep paralysis is narcolepsy type 1, from loss of hypothalamic orexin neurons.',
  },
  {
    id: 'neuro-q-osmotic-demyelination',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Osmotic demyelination syndrome',
    stem: 'A 54-year-old woman with alcohol use disorder is admitted to the hospital because of confusion and weakness for 3 days. For 2 weeks she has eaten little and drunk large amounts of beer. On admission she is lethargic but arousable and has had no seizures. Serum sodium is 108 mEq/L, potassium is 2.9 mEq/L, and glucose is 82 mg/dL. She is given intravenous thiamine, potassium chloride, and 0.9% saline; after the first liter she begins to pass large volumes of dilute urine. Twenty-four hours after admission, temperature is 36.8°C, pulse is 92/min, and blood pressure is 118/72 mm Hg. She is alert and oriented, and the neurologic examination is normal. Serum sodium is 127 mEq/L.',
    leadIn: 'This patient is at greatest risk for which of the following complications over the next several days?',
    options: [
      {
        text: 'Acute subdural hematoma',
        why: 'Falls and coagulopathy put people with alcohol use disorder at risk of subdural bleeding, but nothing in her course points to head trauma, and she is improving.',
      },
      {
        text: 'Cerebral edema with herniation',
        why: 'Brain swelling is the danger of untreated acute hyponatremia or of lowering sodium too fast when treating hypernatremia; raising sodium shrinks rather than swells the brain.',
      },
      {
        text: 'Cerebral venous sinus thrombosis',
        why: 'Venous sinus thrombosis is associated with pregnancy, estrogen, cancer and dehydration; correcting sodium does not cause it.',
      },
      {
        text: 'Osmotic demyelination syndrome',
        why: 'A rise of 19 mEq/L in 24 hours far exceeds the 8 mEq/L daily limit for a high-risk patient; brain cells that adapted to chronic hypotonicity shrink, injuring oligodendrocytes, especially in the central pons, with symptoms 2 to 6 days later.',
      },
      {
        text: 'Posterior reversible encephalopathy syndrome',
        why: 'This follows severe hypertension, eclampsia or immunosuppressants and causes posterior vasogenic edema; it is not a complication of correcting hyponatremia.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Chronic hyponatremia from days of low solute intake with heavy beer drinking has been corrected from 108 to 127 mEq/L in 24 hours, largely because a brisk water diuresis followed saline and solute repletion. Alcohol use disorder, malnutrition, hypokalemia and a starting sodium below 120 mEq/L put her at high risk. Delayed dysarthria, dysphagia, spastic quadriparesis and, at worst, a locked-in state are typical. The overcorrection should be reversed promptly with water and desmopressin.',
    objective: 'Recognize overly rapid correction of chronic hyponatremia as the cause of osmotic demyelination.',
    task: 'complication',
    steps: 2,
    takeHome: 'In high-risk patients (alcohol use, malnutrition, hypokalemia) raise chronic low sodium by no more than 8 mEq/L in 24 hours to prevent osmotic demyelination.',
  },
  {
    id: 'neuro-q-guillain-barre-respiratory-failure',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Guillain-Barre syndrome: respiratory failure',
    stem: 'A 41-year-old man with Guillain-Barre syndrome is evaluated in the hospital because of increasing shortness of breath. He was admitted 2 days ago with ascending weakness and areflexia, and intravenous immune globulin was started on admission. Today he has a weak cough, speaks only in short phrases, and has difficulty swallowing his saliva. Pulse is 112/min, respirations are 28/min and shallow, blood pressure is 148/90 mm Hg, and oxygen saturation is 95% on room air. He uses accessory muscles, and his abdomen moves inward during inspiration. Neck flexion strength is 3/5. Forced vital capacity is 14 mL/kg, down from 32 mL/kg on admission, and maximal inspiratory pressure is -18 cm H₂O. Arterial blood gas analysis on room air shows pH 7.38, PCO2 42 mm Hg, and PO2 78 mm Hg.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Bilevel positive airway pressure',
        why: 'Noninvasive ventilation helps many causes of hypercapnic failure, but with neuromuscular weakness and bulbar dysfunction it cannot protect the airway and tends only to delay intubation.',
      },
      {
        text: 'Elective endotracheal intubation',
        why: 'Controlled intubation before collapse avoids emergency intubation, aspiration and arrest; it is indicated by a vital capacity below 20 mL/kg, an inspiratory pressure weaker than -30 cm H₂O, or bulbar weakness with poor secretion control.',
      },
      {
        text: 'Intravenous methylprednisolone',
        why: 'Glucocorticoids do not improve outcome in Guillain-Barre syndrome.',
      },
      {
        text: 'Plasma exchange',
        why: 'Exchange right after immune globulin removes the immune globulin and adds no benefit; neither treatment acts fast enough to reverse impending respiratory failure.',
      },
      {
        text: 'Supplemental oxygen by nasal cannula',
        why: 'Oxygen corrects hypoxemia, not hypoventilation, and can mask deterioration on pulse oximetry while the muscles fatigue.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Rapid, shallow breathing, accessory muscle use, paradoxical abdominal movement, a weak cough and pooling of secretions, with a vital capacity that has fallen from 32 to 14 mL/kg and a maximal inspiratory pressure of only -18 cm H₂O, indicate impending neuromuscular respiratory failure. The 20/30/40 rule (vital capacity below 20 mL/kg, inspiratory pressure weaker than -30 cm H₂O, expiratory pressure below 40 cm H₂O) predicts the need for ventilation. A normal PCO2 and oxygen saturation are late to change in neuromuscular disease and offer no reassurance.',
    objective: 'Intubate electively for impending respiratory failure in Guillain-Barre syndrome.',
    task: 'next-step',
    steps: 2,
    takeHome: 'In Guillain-Barre syndrome, intubate electively when vital capacity falls below 20 mL/kg or bulbar weakness appears; do not wait for hypercapnia.',
  },
  {
    id: 'neuro-q-conduction-aphasia',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Conduction aphasia',
    stem: 'A 66-year-old man is brought to the emergency department 2 hours after his wife noticed that his speech had suddenly become garbled. He has hypertension and atrial fibrillation. Pulse is 92/min and irregularly irregular, and blood pressure is 156/90 mm Hg. His speech is fluent, with normal rate and melody, but contains many sound substitutions, such as "spoot" for "spoon"; he notices these errors and repeatedly tries to correct them. He follows spoken and written three-step commands correctly. He cannot repeat the phrase "no ifs, ands, or buts" and has difficulty repeating single words. Naming is mildly impaired. Strength, sensation, and visual fields are normal. Noncontrast CT of the head shows no hemorrhage.',
    leadIn: "Damage to which of the following structures is most likely responsible for this patient's language deficit?",
    options: [
      {
        text: 'Angular gyrus',
        why: 'A dominant angular gyrus lesion causes alexia with agraphia or Gerstmann syndrome (acalculia, finger agnosia, right-left confusion); repetition is relatively preserved.',
      },
      {
        text: 'Arcuate fasciculus',
        why: 'This tract connects Wernicke and Broca areas through the parietal white matter beneath the supramarginal gyrus; interrupting it disconnects comprehension from output, so repetition fails while fluency and comprehension survive.',
      },
      {
        text: 'Corpus callosum',
        why: 'Callosal disconnection causes apraxia of the left hand and inability to name objects held in it, not a fluent aphasia.',
      },
      {
        text: 'Inferior frontal gyrus',
        why: 'Damage to Broca area causes nonfluent, effortful speech with relatively preserved comprehension, often with right face and arm weakness.',
      },
      {
        text: 'Superior temporal gyrus',
        why: 'Damage to Wernicke area causes fluent but meaningless speech with poor comprehension and little awareness of errors.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Fluent speech with phonemic paraphasias, intact comprehension of spoken and written commands, awareness of errors with repeated attempts at self-correction, and disproportionately poor repetition are conduction aphasia. Because Broca and Wernicke areas both work, the lesion lies in the white matter pathway connecting them in the dominant parietal lobe, classically the arcuate fasciculus, here most likely from an embolus to a branch of the left middle cerebral artery in a patient with atrial fibrillation.',
    objective: 'Localize conduction aphasia to the arcuate fasciculus.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Fluent speech and good comprehension with poor repetition is conduction aphasia: a lesion of the arcuate fasciculus.',
    table: {
      caption: 'Aphasia types',
      header: ['Type', 'Fluency', 'Comprehension', 'Repetition'],
      rows: [
        ['Broca', 'Nonfluent', 'Intact', 'Impaired'],
        ['Wernicke', 'Fluent', 'Impaired', 'Impaired'],
        ['Conduction', 'Fluent', 'Intact', 'Impaired'],
        ['Global', 'Nonfluent', 'Impaired', 'Impaired'],
        ['Transcortical motor', 'Nonfluent', 'Intact', 'Intact'],
        ['Transcortical sensory', 'Fluent', 'Impaired', 'Intact'],
      ],
    },
  },
  {
    id: 'neuro-q-central-cord-syndrome',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Central cord syndrome',
    stem: 'A 74-year-old man is brought to the emergency department 1 hour after he tripped on a curb and fell forward, striking his chin and forcing his neck backward. He did not lose consciousness. He has weakness and burning pain in both hands and arms. He has had neck stiffness from cervical arthritis for years. Pulse is 84/min, and blood pressure is 142/84 mm Hg. Strength is 2/5 in the hand intrinsics and finger flexors, 3/5 at the elbows and shoulders, and 4/5 at the hips and knees bilaterally. Pinprick sensation is reduced over both arms and hands; vibration and position sense are normal in the feet, and perianal sensation is intact. He is unable to void. CT of the cervical spine shows multilevel degenerative narrowing of the spinal canal without fracture or dislocation.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Anterior cord syndrome',
        why: 'Anterior cord injury causes severe paralysis of the legs as well as the arms below the lesion, with loss of pain and temperature; weakness would not be concentrated in the hands.',
      },
      {
        text: 'Brown-Sequard syndrome',
        why: 'Hemisection causes ipsilateral weakness and loss of vibration and position sense with contralateral pain and temperature loss, an asymmetric pattern absent here.',
      },
      {
        text: 'Central cord syndrome',
        why: 'Hyperextension in a narrowed, spondylotic canal compresses the central cord; the arm and hand fibers of the corticospinal tract are damaged most, crossing pain fibers are interrupted, and lateral sacral fibers are spared.',
      },
      {
        text: 'Conus medullaris syndrome',
        why: 'A conus lesion causes saddle anesthesia, early bladder and bowel dysfunction and mixed signs in the legs, with normal arms.',
      },
      {
        text: 'Posterior cord syndrome',
        why: 'Posterior cord injury causes loss of vibration and position sense with preserved strength; his dorsal columns are intact.',
      },
    ],
    answerIndex: 2,
    rationale:
      'A hyperextension injury in an older man with cervical spondylosis, followed by weakness much greater in the hands and arms than in the legs, burning pain and reduced pain sensation in the arms, urinary retention, preserved perianal sensation and no fracture, is central cord syndrome, the most common incomplete spinal cord injury. MRI of the cervical spine shows cord edema or contusion. Recovery usually begins in the legs, then the bladder, and the hands recover last and least.',
    objective: 'Recognize central cord syndrome after cervical hyperextension in a patient with spondylosis.',
    task: 'diagnosis',
    steps: 1,
    takeHome: 'Neck hyperextension in an older adult with spondylosis, with the arms weaker than the legs, is central cord syndrome.',
  },
  {
    id: 'neuro-q-friedreich-ataxia-cardiomyopathy',
    category: 'Neurology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Friedreich ataxia',
    stem: 'A 14-year-old boy is brought to the physician because of progressive clumsiness and unsteady walking for 2 years. He falls often and can no longer play basketball. His parents are healthy and are first cousins. Vital signs are within normal limits. He has mild thoracic scoliosis and high-arched feet. His speech is slurred. He walks on a wide base and sways, and he falls when he stands with his feet together and closes his eyes. Finger-to-nose testing shows dysmetria. Vibration and joint position sense are absent in the toes. Knee and ankle reflexes are absent, and both plantar responses are extensor.',
    leadIn: 'Which of the following is the most common cause of death in patients with this condition?',
    options: [
      {
        text: 'Aortic dissection',
        why: 'Aortic dissection is the feared cardiovascular complication of Marfan and related connective tissue syndromes.',
      },
      {
        text: 'Diabetic ketoacidosis',
        why: 'Diabetes develops in about 10% to 30% of patients with this disorder and should be screened for, but it causes far fewer deaths than heart disease.',
      },
      {
        text: 'Hypertrophic cardiomyopathy',
        why: 'Concentric hypertrophic cardiomyopathy, with arrhythmias and later systolic failure, develops in most patients and is the leading cause of death, often in the fourth decade; ECG and echocardiography are done at diagnosis and repeated regularly.',
      },
      {
        text: 'Renal cell carcinoma',
        why: 'Renal cell carcinoma is a leading cause of death in von Hippel-Lindau disease.',
      },
      {
        text: 'Respiratory failure from diaphragm weakness',
        why: 'Respiratory muscle weakness is a classic cause of death in spinal muscular atrophy and Duchenne muscular dystrophy, not in this sensory and cerebellar disorder.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Progressive gait and limb ataxia beginning in adolescence, dysarthria, loss of vibration and position sense with a positive Romberg sign, absent reflexes with extensor plantar responses, scoliosis and pes cavus in the child of consanguineous parents are Friedreich ataxia, an autosomal recessive GAA trinucleotide repeat expansion in the frataxin gene that impairs mitochondrial iron handling. Cardiomyopathy is the leading cause of death, so the heart is screened from diagnosis onward; omaveloxolone is approved from 16 years of age to slow neurologic decline.',
    objective: 'Recognize Friedreich ataxia and its leading cause of death, hypertrophic cardiomyopathy.',
    task: 'prognosis',
    steps: 2,
    takeHome: 'Friedreich ataxia (ataxia, areflexia, extensor plantars, scoliosis, pes cavus): hypertrophic cardiomyopathy is the usual cause of death, so screen the heart.',
  },
];
