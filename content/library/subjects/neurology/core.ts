import type { LibraryNote } from '../../note-types';

export const notes: readonly LibraryNote[] = [
  {
    id: 'neuro-acute-ischemic-stroke',
    title: 'Acute ischemic stroke and TIA',
    subject: 'Neurology',
    kind: 'condition',
    aliases: [
      'stroke',
      'CVA',
      'cerebrovascular accident',
      'ischemic stroke',
      'brain attack',
      'TIA',
      'transient ischemic attack',
      'mini-stroke',
      'large vessel occlusion',
      'thrombectomy',
    ],
    definition:
      'Acute ischemic stroke is a sudden focal neurological deficit from arterial occlusion causing brain infarction; a transient ischemic attack (TIA) is a transient deficit without infarction on imaging.',
    mostCommonCause:
      'About 85% of strokes are ischemic, and the most common source of cardioembolic ischemic stroke is atrial fibrillation.',
    causes: [
      'The main mechanisms of ischemic stroke are large-artery atherosclerosis (e.g. carotid stenosis), cardioembolism (e.g. atrial fibrillation) and small-vessel lacunar disease.',
      'In young patients, ischemic stroke may be caused by cervical arterial dissection, cardioembolism through a patent foramen ovale, thrombophilia or cocaine.',
    ],
    riskFactors: [
      'Risk factors for ischemic stroke include hypertension (the most important modifiable factor), atrial fibrillation, smoking, diabetes, dyslipidemia, older age, prior TIA and carotid stenosis.',
    ],
    pathophysiology:
      'In acute ischemic stroke, arterial occlusion produces a core of irreversibly infarcted brain surrounded by an ischemic penumbra that is still salvageable if flow is restored quickly; because cerebral autoregulation is lost in the ischemic area, penumbral perfusion depends on systemic blood pressure.',
    presentation: [
      'Acute ischemic stroke causes sudden face droop, arm or leg weakness, speech disturbance, vision loss or imbalance.',
      'Middle cerebral artery stroke causes contralateral face and arm more than leg weakness and sensory loss, aphasia (dominant hemisphere) or neglect (nondominant hemisphere), and gaze deviation toward the lesion.',
      'Anterior cerebral artery stroke causes contralateral leg more than arm weakness.',
      'Posterior cerebral artery stroke causes contralateral homonymous hemianopia with macular sparing.',
      'Lacunar strokes cause pure motor or pure sensory stroke or ataxic hemiparesis.',
      'Posterior circulation stroke causes vertigo, ataxia, diplopia, dysarthria and crossed signs.',
    ],
    bestInitialTest:
      'The best initial tests for suspected acute stroke are an immediate fingerstick glucose and a noncontrast head CT to exclude hemorrhage, with CT angiography for large-vessel occlusion (and perfusion imaging in later windows).',
    testOfChoice:
      'MRI diffusion-weighted imaging is the most sensitive test for acute ischemic infarction.',
    diagnosis:
      'The work-up for the cause of ischemic stroke or TIA includes an ECG and rhythm monitoring, carotid imaging, echocardiography, lipids and HbA1c.',
    firstLine:
      'First-line treatment of acute ischemic stroke is IV thrombolysis (alteplase or tenecteplase) within 4.5 hours of last known well if there are no contraindications and BP is below 185/110 mmHg, plus mechanical thrombectomy for anterior-circulation large-vessel occlusion up to 24 hours in patients selected by imaging.',
    management:
      'In acute ischemic stroke without thrombolysis, BP is treated only above 220/120 mmHg in the first 48-72 hours, and aspirin is started within 24-48 hours (short-term aspirin plus clopidogrel for minor stroke or high-risk TIA). Secondary prevention after ischemic stroke is a high-intensity statin, BP control, anticoagulation for atrial fibrillation and carotid endarterectomy for symptomatic 70-99% stenosis (considered for 50-69%).',
    contraindications: [
      'Contraindications to IV thrombolysis for ischemic stroke include intracranial hemorrhage, BP that cannot be lowered below 185/110 mmHg, significant head trauma or stroke in the previous 3 months, active internal bleeding and a significant coagulopathy.',
    ],
    complications: [
      'Complications of ischemic stroke include hemorrhagic transformation and malignant cerebral edema after large MCA infarcts, which may need decompressive hemicraniectomy.',
      'Aspiration pneumonia is a common complication of stroke, so swallowing is screened before oral intake.',
    ],
    prevention:
      'Ischemic stroke is prevented by controlling hypertension, anticoagulating atrial fibrillation by risk score, stopping smoking and treating diabetes and dyslipidemia, and recurrence after stroke or TIA by antiplatelet or anticoagulant therapy, a high-intensity statin and carotid revascularization when indicated.',
    keyComparisons: [
      {
        with: 'neuro-subarachnoid-hemorrhage',
        difference:
          'Subarachnoid hemorrhage causes a thunderclap headache with meningism and blood on noncontrast CT, whereas ischemic stroke causes a focal deficit with an initially normal CT; thrombolysis is lethal in hemorrhage, which is why CT comes first.',
      },
      {
        with: 'neuro-epilepsy',
        difference:
          'A seizure followed by postictal (Todd) paralysis mimics stroke, but the weakness follows witnessed seizure activity and resolves within hours to a day or two.',
      },
      {
        with: 'neuro-migraine',
        difference:
          'Migraine aura causes positive symptoms (scintillations, tingling) that spread gradually over 5 minutes or more, whereas a TIA causes sudden negative symptoms (loss of vision, weakness, numbness).',
      },
    ],
    why: [
      {
        question: 'Why is a noncontrast head CT the first scan in suspected acute stroke?',
        answer:
          'A noncontrast CT is fast and reliably shows intracranial hemorrhage, which must be excluded before thrombolysis; early ischemic infarction is often invisible on CT, so a normal scan does not exclude ischemic stroke.',
      },
      {
        question: 'Why is blood pressure allowed to run high in acute ischemic stroke?',
        answer:
          'Autoregulation is lost in the ischemic penumbra, so its blood flow depends directly on systemic pressure, and lowering BP can extend the infarct; BP is treated only above 220/120 mmHg unless thrombolysis is planned.',
      },
      {
        question: 'Why do the eyes deviate toward the lesion in an MCA stroke?',
        answer:
          'An MCA infarct destroys the frontal eye field that drives gaze to the opposite side, so the intact contralateral frontal eye field pushes the eyes toward the side of the lesion.',
      },
    ],
    highYield: [
      'Alteplase converts plasminogen to plasmin, and its main risk in stroke is intracranial hemorrhage.',
      'After thrombolysis for stroke, BP is kept below 180/105 mmHg for 24 hours and antithrombotics are withheld for 24 hours.',
      'Dual antiplatelet therapy (aspirin plus clopidogrel) after minor stroke or high-risk TIA is limited to about 21 days to avoid bleeding.',
    ],
    dontMiss:
      'Stroke mimics include hypoglycemia, seizure with postictal (Todd) paralysis, migraine with aura and functional disorders, so check glucose first.',
    icd10: ['I63.9', 'G45.9', 'I63.50', 'I63.40'],
  },
  {
    id: 'neuro-subarachnoid-hemorrhage',
    title: 'Subarachnoid hemorrhage',
    subject: 'Neurology',
    kind: 'condition',
    aliases: [
      'SAH',
      'subarachnoid hemorrhage',
      'aneurysmal subarachnoid hemorrhage',
      'thunderclap headache',
      'worst headache of my life',
      'ruptured aneurysm',
      'berry aneurysm',
      'brain bleed',
    ],
    definition: 'Subarachnoid hemorrhage is bleeding into the subarachnoid space.',
    mostCommonCause:
      'The most common cause of subarachnoid hemorrhage overall is trauma; the most common nontraumatic cause is rupture of a saccular (berry) aneurysm, often at the anterior or posterior communicating artery.',
    riskFactors: [
      'Risk factors for aneurysmal subarachnoid hemorrhage include hypertension, smoking, heavy alcohol use, a family history, autosomal dominant polycystic kidney disease and Ehlers-Danlos syndrome.',
    ],
    pathophysiology:
      'Saccular aneurysms form at arterial branch points of the circle of Willis where the media is deficient; rupture floods the subarachnoid space and abruptly raises intracranial pressure, blood breakdown products trigger vasospasm days later, and blood blocks CSF flow or absorption, causing hydrocephalus.',
    presentation: [
      'Subarachnoid hemorrhage causes a sudden thunderclap headache reaching maximal intensity within a minute, described as the worst ever.',
      'Subarachnoid hemorrhage causes neck stiffness, photophobia, vomiting, syncope or reduced consciousness, and seizures may occur.',
      'An oculomotor (CN III) palsy with a dilated pupil suggests a posterior communicating artery aneurysm.',
    ],
    bestInitialTest:
      'The best initial test for suspected subarachnoid hemorrhage is a noncontrast head CT, which is nearly 100% sensitive within 6 hours of onset.',
    testOfChoice:
      'If the CT is negative and suspicion persists, lumbar puncture showing xanthochromia or red cells that do not clear confirms subarachnoid hemorrhage, and CT angiography (or catheter angiography) locates the aneurysm.',
    firstLine:
      'First-line treatment of aneurysmal subarachnoid hemorrhage is securing the aneurysm early (endovascular coiling or surgical clipping) and oral nimodipine 60 mg every 4 hours for 21 days.',
    management:
      'In subarachnoid hemorrhage, anticoagulation is reversed and systolic BP is controlled (commonly below 160 mmHg) until the aneurysm is secured; euvolemia is maintained, and an external ventricular drain is placed for hydrocephalus.',
    complications: [
      'Rebleeding after subarachnoid hemorrhage is most likely in the first 24 hours.',
      'Vasospasm with delayed cerebral ischemia after subarachnoid hemorrhage typically occurs on days 3-14.',
      'Other complications of subarachnoid hemorrhage are hydrocephalus, hyponatremia (SIADH or cerebral salt wasting) and seizures.',
    ],
    prevention:
      'Aneurysmal subarachnoid hemorrhage risk is lowered by controlling blood pressure and stopping smoking, and screening for intracranial aneurysms is considered in people with two or more first-degree relatives with aneurysms or subarachnoid hemorrhage and in polycystic kidney disease with a family history of aneurysm.',
    keyComparisons: [
      {
        with: 'neuro-migraine',
        difference:
          'Migraine builds over minutes to an hour in a patient with prior similar attacks, whereas subarachnoid hemorrhage causes a thunderclap headache that peaks within a minute and needs emergency CT.',
      },
      {
        with: 'renal-autosomal-dominant-polycystic-kidney-disease',
        difference:
          'Autosomal dominant polycystic kidney disease predisposes to berry aneurysms, so a thunderclap headache in a patient with ADPKD is subarachnoid hemorrhage until proven otherwise.',
      },
    ],
    why: [
      {
        question: 'Why is nimodipine given after subarachnoid hemorrhage?',
        answer:
          'Nimodipine, a dihydropyridine calcium channel blocker, reduces delayed cerebral ischemia and improves neurological outcome after subarachnoid hemorrhage, although it does not reliably reverse angiographic vasospasm; its main adverse effect is hypotension.',
      },
      {
        question: 'Why does a posterior communicating artery aneurysm cause a dilated pupil?',
        answer:
          'A posterior communicating artery aneurysm compresses the oculomotor nerve from outside, and the parasympathetic pupillary fibers run on the nerve\'s surface, so the pupil dilates early.',
      },
      {
        question: 'Why does lumbar puncture look for xanthochromia in subarachnoid hemorrhage?',
        answer:
          'Red cells in the CSF break down to bilirubin over about 12 hours, giving a yellow color (xanthochromia) that distinguishes true subarachnoid hemorrhage from blood introduced by a traumatic tap.',
      },
    ],
    highYield: [
      'Noncontrast head CT is nearly 100% sensitive for subarachnoid hemorrhage within 6 hours of onset, and its sensitivity falls after that.',
    ],
    dontMiss:
      'Other causes of thunderclap headache are reversible cerebral vasoconstriction syndrome, cervical artery dissection, cerebral venous thrombosis and pituitary apoplexy.',
    icd10: ['I60.9', 'I60.7', 'I60.2'],
  },
  {
    id: 'neuro-multiple-sclerosis',
    title: 'Multiple sclerosis',
    subject: 'Neurology',
    kind: 'condition',
    aliases: [
      'MS',
      'multiple sclerosis',
      'demyelinating disease',
      'RRMS',
      'relapsing-remitting MS',
      'primary progressive MS',
      'clinically isolated syndrome',
      'optic neuritis',
    ],
    definition:
      'Multiple sclerosis is a chronic immune-mediated demyelinating disease of the central nervous system with lesions disseminated in time and space, usually beginning in young adults, more often women, with a relapsing-remitting course.',
    riskFactors: [
      'Risk factors for multiple sclerosis include female sex, age 20-40, living far from the equator or low vitamin D, prior Epstein-Barr virus infection, smoking, HLA-DRB1*15:01 and a family history.',
    ],
    pathophysiology:
      'In multiple sclerosis, autoreactive T and B cells cross the blood-brain barrier and attack CNS myelin, forming plaques with demyelination, gliosis and axonal loss; demyelinated axons conduct slowly or fail, which explains relapses, and cumulative axonal loss explains progressive disability.',
    presentation: [
      'Optic neuritis in multiple sclerosis causes painful monocular vision loss, a relative afferent pupillary defect and red desaturation.',
      'Internuclear ophthalmoplegia from a medial longitudinal fasciculus lesion occurs in multiple sclerosis, and bilateral internuclear ophthalmoplegia strongly suggests it.',
      'Multiple sclerosis causes partial transverse myelitis, sensory symptoms, weakness, spasticity, bladder dysfunction, fatigue and the Lhermitte sign, and heat worsens symptoms (Uhthoff phenomenon).',
      'Cerebellar signs of multiple sclerosis are nystagmus, intention tremor and scanning speech.',
      'MRI in multiple sclerosis shows T2/FLAIR lesions that are periventricular (perpendicular Dawson fingers), juxtacortical, infratentorial or in the spinal cord.',
    ],
    bestInitialTest:
      'The best initial and key test for multiple sclerosis is MRI of the brain and spinal cord with gadolinium.',
    testOfChoice:
      'CSF-specific oligoclonal bands support multiple sclerosis and can substitute for dissemination in time, and mimics such as B12 deficiency and neuromyelitis optica (aquaporin-4 and MOG antibodies) are excluded.',
    criteria: {
      name: 'McDonald criteria (2017) for multiple sclerosis',
      items: [
        'Dissemination in space: T2 lesions in at least 2 of 4 areas (periventricular, cortical or juxtacortical, infratentorial, spinal cord), or clinical attacks implicating different sites.',
        'Dissemination in time: simultaneous gadolinium-enhancing and non-enhancing lesions, a new lesion on follow-up MRI, or a second clinical attack.',
        'CSF-specific oligoclonal bands can substitute for dissemination in time.',
        'No better explanation for the clinical picture.',
      ],
    },
    firstLine:
      'First-line treatment of an acute multiple sclerosis relapse is high-dose IV methylprednisolone for 3-5 days, and disease-modifying therapy is started early.',
    management:
      'A relapse of multiple sclerosis refractory to glucocorticoids is treated with plasma exchange. Disease-modifying therapies include anti-CD20 antibodies (ocrelizumab, ofatumumab), natalizumab, S1P receptor modulators, dimethyl fumarate, interferon-beta and glatiramer acetate. Symptomatic care includes baclofen or tizanidine for spasticity, dalfampridine for walking and antimuscarinics for bladder urgency.',
    complications: [
      'Complications of multiple sclerosis include progressive disability, bladder dysfunction with urinary tract infections, depression and falls.',
    ],
    prognosis:
      'Most patients with multiple sclerosis start with relapsing-remitting disease, and many later enter a secondary progressive phase; a minority (about 10-15%) have primary progressive disease from onset.',
    keyComparisons: [
      {
        with: 'neuro-guillain-barre-syndrome',
        difference:
          'Multiple sclerosis is central demyelination with upper motor neuron signs and relapses over years, whereas Guillain-Barre syndrome is acute peripheral demyelination with areflexic ascending weakness over days.',
      },
      {
        with: 'heme-vitamin-b12-deficiency',
        difference:
          'Vitamin B12 deficiency causes subacute combined degeneration of the dorsal columns and corticospinal tracts, a treatable mimic of spinal multiple sclerosis, so B12 is checked.',
      },
    ],
    why: [
      {
        question: 'Why does heat worsen symptoms in multiple sclerosis (Uhthoff phenomenon)?',
        answer:
          'Demyelinated axons conduct with little safety margin, and a higher temperature shortens the action potential enough to cause conduction block, so symptoms worsen with heat, exercise or fever and recover with cooling.',
      },
      {
        question: 'Why does multiple sclerosis cause internuclear ophthalmoplegia?',
        answer:
          'A plaque in the medial longitudinal fasciculus interrupts the link between the abducens nucleus and the contralateral oculomotor nucleus, so the eye on the side of the lesion fails to adduct on lateral gaze while the abducting eye has nystagmus.',
      },
      {
        question: 'Why are oligoclonal bands found in the CSF in multiple sclerosis?',
        answer:
          'Clonally expanded B cells and plasma cells within the CNS produce IgG intrathecally, which appears as bands in the CSF that are absent from the serum.',
      },
    ],
    highYield: [
      'Natalizumab (anti-alpha-4 integrin) for multiple sclerosis can cause progressive multifocal leukoencephalopathy from JC virus, so JC virus antibodies are monitored.',
      'Fingolimod for multiple sclerosis causes first-dose bradycardia and macular edema.',
      'Interferon-beta for multiple sclerosis causes flu-like symptoms, depression and raised liver enzymes.',
      'Anti-CD20 therapy for multiple sclerosis causes infusion reactions, infections and hepatitis B reactivation.',
      'Pregnancy lowers the relapse rate of multiple sclerosis, with a rebound postpartum.',
      'The 2024 revision of the McDonald criteria adds the optic nerve as a fifth lesion location and accepts kappa free light chains in the CSF as an alternative to oligoclonal bands.',
    ],
    dontMiss:
      'Relapses of multiple sclerosis are often triggered or mimicked by infection and heat (pseudo-relapse), so check for a urinary tract infection before treating a relapse.',
    icd10: ['G35.A', 'G35.D', 'G35.B0', 'G35.C0'],
  },
  {
    id: 'neuro-parkinson-disease',
    title: 'Parkinson disease',
    subject: 'Neurology',
    kind: 'condition',
    aliases: [
      'Parkinson\'s disease',
      'Parkinson disease',
      'PD',
      'parkinsonism',
      'shaking palsy',
      'resting tremor',
      'pill-rolling tremor',
      'bradykinesia',
    ],
    definition:
      'Parkinson disease is a neurodegenerative disease with loss of dopaminergic neurons in the substantia nigra pars compacta and alpha-synuclein Lewy bodies.',
    riskFactors: [
      'Risk factors for Parkinson disease include older age, male sex, family history or mutations (e.g. LRRK2, GBA) and pesticide exposure, while smoking and caffeine are associated with a lower risk.',
    ],
    pathophysiology:
      'In Parkinson disease, loss of nigrostriatal dopamine reduces activity of the direct basal ganglia pathway and increases the indirect pathway, so the internal globus pallidus inhibits the thalamus more and cortical motor drive falls, producing bradykinesia and rigidity; relative cholinergic excess in the striatum contributes to tremor.',
    presentation: [
      'Parkinson disease causes bradykinesia plus a resting pill-rolling tremor with asymmetric onset and/or cogwheel rigidity.',
      'Parkinson disease causes a shuffling gait with reduced arm swing, a masked face, micrographia and a soft voice, with postural instability later.',
      'Non-motor features of Parkinson disease include loss of smell, REM sleep behavior disorder and constipation (which may precede motor signs), depression, orthostatic hypotension and later dementia.',
      'A clear, sustained response to levodopa supports the diagnosis of Parkinson disease.',
    ],
    bestInitialTest:
      'Parkinson disease is a clinical diagnosis based on bradykinesia with rest tremor or rigidity and a response to dopaminergic therapy; there is no routine confirmatory test.',
    testOfChoice:
      'MRI or DaT-SPECT (dopamine transporter imaging) is used in suspected Parkinson disease only when the diagnosis is uncertain.',
    criteria: {
      name: 'MDS clinical criteria for Parkinson disease (core features)',
      items: [
        'Parkinsonism: bradykinesia plus rest tremor, rigidity or both.',
        'Supportive: a clear and dramatic response to dopaminergic therapy.',
        'Supportive: levodopa-induced dyskinesia, rest tremor of a limb, or loss of smell.',
        'Absence of exclusion criteria such as cerebellar signs, vertical supranuclear gaze palsy or treatment with a dopamine-blocking drug explaining the parkinsonism.',
      ],
    },
    firstLine:
      'First-line treatment of Parkinson disease when symptoms affect function is carbidopa-levodopa, the most effective drug; dopamine agonists (pramipexole, ropinirole) or MAO-B inhibitors (rasagiline) are alternatives for milder symptoms in younger patients.',
    management:
      'In Parkinson disease, a COMT or MAO-B inhibitor is added for wearing-off, amantadine for dyskinesia, and deep brain stimulation is considered for motor fluctuations. Exercise and physical therapy help at every stage. Psychosis in Parkinson disease is treated with pimavanserin, quetiapine or clozapine.',
    contraindications: [
      'Typical antipsychotics and metoclopramide are avoided in Parkinson disease because dopamine D2 blockade worsens parkinsonism.',
    ],
    complications: [
      'Long-term levodopa therapy in Parkinson disease causes motor fluctuations (wearing-off) and dyskinesia.',
      'Advanced Parkinson disease causes falls, dementia, psychosis, orthostatic hypotension and aspiration pneumonia.',
    ],
    keyComparisons: [
      {
        with: 'pharm-typical-antipsychotics',
        difference:
          'Drug-induced parkinsonism from antipsychotics or metoclopramide is usually symmetric and improves when the drug is stopped, whereas Parkinson disease is asymmetric at onset and progressive.',
      },
      {
        with: 'pharm-levodopa-carbidopa',
        difference:
          'Levodopa-carbidopa is the most effective drug for Parkinson disease, but it replaces dopamine without slowing the degeneration of nigral neurons.',
      },
    ],
    why: [
      {
        question: 'Why is carbidopa combined with levodopa?',
        answer:
          'Carbidopa inhibits peripheral dopa decarboxylase but does not cross the blood-brain barrier, so less levodopa is converted to dopamine outside the brain, which reduces nausea and hypotension and increases delivery to the brain.',
      },
      {
        question: 'Why does long-term levodopa cause wearing-off and dyskinesia?',
        answer:
          'As nigral neurons are lost, the brain can no longer store dopamine and release it steadily, so the response follows the short plasma half-life of levodopa (wearing-off), and pulsatile receptor stimulation leads to dyskinesia.',
      },
      {
        question: 'Why do anticholinergic drugs help tremor in Parkinson disease?',
        answer:
          'Loss of dopamine leaves striatal acetylcholine relatively unopposed, and anticholinergics such as trihexyphenidyl restore the balance, easing tremor in younger patients; they cause confusion in older adults.',
      },
    ],
    highYield: [
      'Dopamine agonists for Parkinson disease cause impulse-control disorders, sudden sleep attacks, hallucinations and edema.',
      'Anticholinergics such as trihexyphenidyl help tremor in younger patients with Parkinson disease but cause confusion in older adults.',
    ],
    dontMiss:
      'Drug-induced parkinsonism (antipsychotics, metoclopramide) is usually symmetric. Red flags for atypical parkinsonism are early falls and vertical gaze palsy (progressive supranuclear palsy), early autonomic failure (multiple system atrophy), and early dementia with hallucinations and fluctuations (Lewy body dementia). Abrupt levodopa withdrawal can cause a neuroleptic malignant-like syndrome.',
    icd10: ['G20.A1', 'G20.A2', 'G20.B1', 'G20.C'],
  },
  {
    id: 'neuro-myasthenia-gravis',
    title: 'Myasthenia gravis',
    subject: 'Neurology',
    kind: 'condition',
    aliases: [
      'MG',
      'myasthenia gravis',
      'ocular myasthenia',
      'myasthenic crisis',
      'ptosis',
      'fatigable weakness',
      'acetylcholine receptor antibodies',
      'anti-MuSK',
    ],
    definition:
      'Myasthenia gravis is an autoimmune disorder of the neuromuscular junction caused by antibodies against the postsynaptic nicotinic acetylcholine receptor (or MuSK), producing fatigable weakness.',
    mostCommonCause:
      'The most common cause of myasthenia gravis is antibodies to the acetylcholine receptor, found in most patients with generalized disease; MuSK antibodies account for some of the rest.',
    riskFactors: [
      'Myasthenia gravis has a bimodal onset (young women and older men) and is associated with thymic hyperplasia, thymoma and other autoimmune diseases.',
    ],
    pathophysiology:
      'In myasthenia gravis, antibodies block, cross-link and internalize acetylcholine receptors and activate complement against the postsynaptic membrane; with fewer receptors, the end-plate potential falls below threshold as acetylcholine release declines with repeated firing, producing fatigable weakness.',
    presentation: [
      'Myasthenia gravis causes fluctuating weakness that worsens with use and toward the end of the day.',
      'Ptosis and diplopia are the most common initial presentation of myasthenia gravis.',
      'Bulbar myasthenia gravis causes dysarthria, dysphagia and fatigue when chewing, along with proximal limb and neck weakness.',
      'Pupils, sensation and reflexes are normal in myasthenia gravis.',
    ],
    bestInitialTest:
      'The best initial confirmatory test for myasthenia gravis is acetylcholine receptor antibody serology, with MuSK antibodies if it is negative.',
    testOfChoice:
      'Single-fiber EMG is the most sensitive test for myasthenia gravis, repetitive nerve stimulation shows a decremental response, and CT or MRI of the chest looks for thymoma.',
    firstLine:
      'First-line symptomatic treatment of myasthenia gravis is pyridostigmine, an acetylcholinesterase inhibitor.',
    management:
      'Myasthenia gravis is also treated with immunotherapy (glucocorticoids and a steroid-sparing agent such as azathioprine or mycophenolate) when needed, thymectomy for thymoma and for generalized acetylcholine receptor antibody-positive disease in adults under about 65, and complement inhibitors or FcRn blockers for refractory disease. Myasthenic crisis needs ICU care, monitoring of vital capacity and inspiratory force, intubation when needed, and IVIG or plasma exchange.',
    contraindications: [
      'Drugs that can worsen myasthenia gravis include aminoglycosides, fluoroquinolones, macrolides, magnesium, beta-blockers and neuromuscular blocking agents.',
    ],
    complications: [
      'Myasthenic crisis is respiratory failure from weakness of the respiratory and bulbar muscles in myasthenia gravis.',
      'Excess pyridostigmine in myasthenia gravis causes cholinergic crisis with weakness and muscarinic symptoms.',
    ],
    keyComparisons: [
      {
        with: 'micro-clostridium-botulinum',
        difference:
          'Botulism causes descending paralysis with dilated, poorly reactive pupils and autonomic signs from blocked presynaptic acetylcholine release, whereas myasthenia gravis spares the pupils.',
      },
      {
        with: 'neuro-guillain-barre-syndrome',
        difference:
          'Guillain-Barre syndrome causes ascending weakness with lost reflexes and sensory symptoms, whereas myasthenia gravis causes fatigable ocular and bulbar weakness with normal reflexes and sensation.',
      },
    ],
    why: [
      {
        question: 'Why does myasthenic weakness get worse with use?',
        answer:
          'Acetylcholine release falls with each successive nerve impulse, and with too few receptors the end-plate potential soon drops below the firing threshold, so strength fades with repeated use and recovers with rest.',
      },
      {
        question: 'Why are the pupils normal in myasthenia gravis?',
        answer:
          'The pupillary muscles are autonomic smooth muscle driven by muscarinic receptors, not skeletal muscle nicotinic receptors, so they are spared in myasthenia gravis but affected in botulism.',
      },
      {
        question: 'Why is vital capacity rather than oxygen saturation monitored in myasthenic crisis?',
        answer:
          'Oxygen saturation falls only late in neuromuscular respiratory failure, so falling vital capacity and negative inspiratory force show impending failure while there is still time to intubate.',
      },
    ],
    highYield: [
      'Pyridostigmine for myasthenia gravis causes muscarinic adverse effects: diarrhea, cramps, sweating, bradycardia and secretions.',
      'High-dose glucocorticoids can transiently worsen myasthenia gravis early in treatment.',
      'The ice pack test can improve ptosis in myasthenia gravis at the bedside.',
      'Lambert-Eaton syndrome, a mimic of myasthenia gravis, has presynaptic calcium channel antibodies, is associated with small cell lung cancer, improves with repeated effort, and causes reduced reflexes and autonomic symptoms.',
    ],
    dontMiss:
      'In myasthenic crisis, follow vital capacity and negative inspiratory force, because oxygen saturation falls late. Lambert-Eaton syndrome and botulism (descending paralysis with dilated pupils) are the main mimics of myasthenia gravis.',
    icd10: ['G70.00', 'G70.01'],
  },
  {
    id: 'neuro-guillain-barre-syndrome',
    title: 'Guillain-Barre syndrome',
    subject: 'Neurology',
    kind: 'condition',
    aliases: [
      'GBS',
      'Guillain-Barre syndrome',
      'AIDP',
      'acute inflammatory demyelinating polyneuropathy',
      'AMAN',
      'acute polyneuropathy',
      'ascending paralysis',
      'Miller Fisher syndrome',
    ],
    definition:
      'Guillain-Barre syndrome is an acute immune-mediated polyradiculoneuropathy, often 1-4 weeks after an infection, caused by molecular mimicry.',
    mostCommonCause:
      'The most common identified trigger of Guillain-Barre syndrome is Campylobacter jejuni gastroenteritis.',
    causes: [
      'Other triggers of Guillain-Barre syndrome include CMV, EBV and Zika virus infection and, rarely, vaccination.',
    ],
    pathophysiology:
      'In Guillain-Barre syndrome, antibodies raised against an infecting organism cross-react with gangliosides or myelin of peripheral nerves (molecular mimicry), and complement and macrophages strip myelin (demyelinating form) or damage axons (axonal forms such as AMAN after Campylobacter).',
    presentation: [
      'Guillain-Barre syndrome causes symmetric ascending weakness starting in the legs and progressing over days to a nadir within 4 weeks.',
      'Guillain-Barre syndrome causes reduced or absent reflexes with mild distal paresthesias and back or limb pain.',
      'Guillain-Barre syndrome can involve cranial nerves (bilateral facial weakness) and respiratory muscles.',
      'Autonomic instability in Guillain-Barre syndrome causes arrhythmias, blood pressure swings, ileus and urinary retention.',
      'The Miller Fisher variant of Guillain-Barre syndrome causes ophthalmoplegia, ataxia and areflexia with anti-GQ1b antibodies.',
    ],
    bestInitialTest:
      'The best initial test supporting Guillain-Barre syndrome is lumbar puncture showing albuminocytologic dissociation (raised protein with a normal cell count), which may be normal in the first week.',
    testOfChoice:
      'Nerve conduction studies showing demyelination or axonal injury confirm Guillain-Barre syndrome, which remains a clinical diagnosis.',
    firstLine:
      'First-line treatment of Guillain-Barre syndrome in patients who cannot walk independently is IVIG or plasma exchange (equally effective), started within 2 weeks of onset (plasma exchange up to 4 weeks); glucocorticoids are not effective.',
    management:
      'In Guillain-Barre syndrome, forced vital capacity and negative inspiratory force are monitored with early intubation (e.g. vital capacity below 20 mL/kg), along with cardiac monitoring, VTE prophylaxis, pain control and rehabilitation.',
    complications: [
      'Respiratory failure and autonomic instability cause most deaths in Guillain-Barre syndrome.',
      'Immobility in Guillain-Barre syndrome causes venous thromboembolism and pressure injuries.',
    ],
    prognosis:
      'Most patients with Guillain-Barre syndrome recover over weeks to months, but about 5% die and some are left with lasting weakness.',
    keyComparisons: [
      {
        with: 'micro-clostridium-botulinum',
        difference:
          'Botulism causes descending paralysis starting with the cranial nerves and dilated pupils, whereas Guillain-Barre syndrome usually causes ascending weakness with sensory symptoms and areflexia.',
      },
      {
        with: 'neuro-myasthenia-gravis',
        difference:
          'Myasthenia gravis causes fatigable ocular and bulbar weakness with normal reflexes, whereas Guillain-Barre syndrome causes progressive ascending weakness with lost reflexes.',
      },
    ],
    why: [
      {
        question: 'Why does the CSF in Guillain-Barre syndrome have high protein with a normal cell count?',
        answer:
          'Inflammation of the spinal nerve roots lets protein leak into the CSF, while the immune attack takes place in the peripheral nerves rather than the meninges, so few cells enter the CSF.',
      },
      {
        question: 'Why are reflexes lost early in Guillain-Barre syndrome?',
        answer:
          'Demyelination of the proximal nerve roots and large fibers disrupts the monosynaptic reflex arc early, often before weakness is severe.',
      },
    ],
    highYield: [
      'Progression of Guillain-Barre-like weakness beyond 8 weeks suggests CIDP, which, unlike Guillain-Barre syndrome, responds to glucocorticoids.',
    ],
    dontMiss:
      'A sensory level, early sphincter dysfunction or marked CSF pleocytosis suggests another diagnosis than Guillain-Barre syndrome (spinal cord compression, HIV, Lyme disease, malignancy). Other mimics are botulism, tick paralysis, myasthenia gravis and hypokalemia.',
    icd10: ['G61.0'],
  },
  {
    id: 'neuro-epilepsy',
    title: 'Epilepsy and seizures',
    subject: 'Neurology',
    kind: 'condition',
    aliases: [
      'epilepsy',
      'seizure',
      'seizures',
      'convulsion',
      'fits',
      'tonic-clonic seizure',
      'absence seizure',
      'focal seizure',
      'status epilepticus',
      'antiseizure medication',
    ],
    definition:
      'Epilepsy is a brain disorder with an enduring predisposition to unprovoked seizures, diagnosed after 2 unprovoked seizures more than 24 hours apart, 1 unprovoked seizure with a high recurrence risk, or an epilepsy syndrome.',
    mostCommonCause:
      'No cause is found in many adults with new epilepsy, and stroke is the most common identified cause of new-onset seizures in older adults.',
    causes: [
      'Provoked seizures are caused by hypoglycemia, hyponatremia, hypocalcemia, alcohol or benzodiazepine withdrawal, drugs, CNS infection, stroke and trauma.',
      'Structural causes of epilepsy include stroke, brain tumors, head trauma, hippocampal sclerosis and cortical malformations.',
    ],
    pathophysiology:
      'Seizures result from an imbalance between excitation (glutamate) and inhibition (GABA) that produces hypersynchronous neuronal firing, either starting in one hemisphere (focal) or engaging both hemispheres from the outset (generalized).',
    presentation: [
      'Focal seizures arise in one hemisphere, with or without impaired awareness; temporal lobe seizures cause an epigastric rising sensation, deja vu and automatisms.',
      'Generalized seizures include tonic-clonic, absence (brief staring spells with 3-Hz spike-and-wave on EEG), myoclonic and atonic seizures.',
      'Tonic-clonic seizures cause lateral tongue biting, incontinence, postictal confusion and sometimes transient postictal weakness (Todd paralysis).',
    ],
    bestInitialTest:
      'The best initial tests after a first seizure are glucose, electrolytes (sodium, calcium, magnesium), a pregnancy test and toxicology as appropriate.',
    testOfChoice:
      'Neuroimaging (MRI preferred, CT in the emergency setting) and EEG follow a first seizure; epileptiform discharges on EEG and MRI lesions support epilepsy, and video-EEG monitoring is definitive for uncertain events.',
    criteria: {
      name: 'ILAE practical definition of epilepsy',
      items: [
        'At least 2 unprovoked (or reflex) seizures occurring more than 24 hours apart.',
        'One unprovoked seizure with a recurrence risk similar to that after 2 seizures (at least 60% over the next 10 years), e.g. with an epileptiform EEG or a structural lesion.',
        'Diagnosis of an epilepsy syndrome.',
      ],
    },
    firstLine:
      'First-line antiseizure medication for focal epilepsy is lamotrigine or levetiracetam; for generalized epilepsy valproate (avoided in those who could become pregnant), lamotrigine or levetiracetam; and for absence epilepsy ethosuximide.',
    management:
      'Provoked causes of seizures are corrected, and antiseizure medication is started after a second unprovoked seizure or after a first with a high recurrence risk (epileptiform EEG, structural lesion). Drug-resistant epilepsy (failure of 2 appropriate drugs) is referred for surgery or neuromodulation, and patients are counseled on driving and safety.',
    complications: [
      'Complications of epilepsy include status epilepticus, injuries, aspiration and sudden unexpected death in epilepsy (SUDEP).',
    ],
    keyComparisons: [
      {
        with: 'peds-febrile-seizure',
        difference:
          'A simple febrile seizure is a brief generalized seizure with fever in a child aged 6 months to 5 years and does not by itself mean epilepsy.',
      },
      {
        with: 'neuro-acute-ischemic-stroke',
        difference:
          'Postictal (Todd) paralysis after a seizure can mimic a stroke, but it follows seizure activity and resolves within hours to a day or two.',
      },
    ],
    why: [
      {
        question: 'Why is valproate avoided in women who could become pregnant?',
        answer:
          'Valproate is the most teratogenic antiseizure drug, causing neural tube defects and other malformations as well as lower IQ and autism in exposed children.',
      },
      {
        question: 'Why do some antiseizure drugs make hormonal contraception fail?',
        answer:
          'Enzyme-inducing antiseizure drugs such as carbamazepine and phenytoin induce CYP3A4, which speeds the metabolism of estrogen and progestin and lowers their levels.',
      },
      {
        question: 'Why does ethosuximide treat absence seizures?',
        answer:
          'Ethosuximide blocks T-type calcium channels in thalamic neurons, which generate the 3-Hz thalamocortical rhythm of absence seizures.',
      },
    ],
    highYield: [
      'Valproate causes neural tube defects and other teratogenicity, hepatotoxicity, pancreatitis, weight gain and tremor.',
      'Carbamazepine causes hyponatremia (SIADH), agranulocytosis, Stevens-Johnson syndrome (HLA-B*15:02) and enzyme induction.',
      'Phenytoin causes gingival hyperplasia, hirsutism, nystagmus and ataxia, and teratogenicity.',
      'Lamotrigine causes rash including Stevens-Johnson syndrome, so it is titrated slowly.',
      'Levetiracetam causes irritability and mood change.',
    ],
    dontMiss:
      'Status epilepticus (a seizure lasting 5 minutes or more, or repeated seizures without recovery) is treated by securing the airway, checking glucose (thiamine before glucose if malnourished), giving IV lorazepam 0.1 mg/kg (up to 4 mg, repeated once) or IM midazolam, then IV levetiracetam, fosphenytoin or valproate, then an anesthetic infusion for refractory status. Seizure mimics include convulsive syncope (rapid recovery), psychogenic nonepileptic seizures and TIA.',
    icd10: ['G40.909', 'G40.901', 'G40.919', 'G40.A09', 'R56.9'],
  },
  {
    id: 'neuro-migraine',
    title: 'Migraine',
    subject: 'Neurology',
    kind: 'condition',
    aliases: [
      'migraine',
      'migraine headache',
      'migraine with aura',
      'migraine without aura',
      'chronic migraine',
      'hemicrania',
      'sick headache',
      'triptan',
      'headache',
    ],
    definition:
      'Migraine is a primary headache disorder with recurrent moderate to severe attacks lasting 4-72 hours, typically unilateral and pulsating, with nausea or sensitivity to light and sound; about a third of patients have aura.',
    riskFactors: [
      'Migraine is more common in women and often runs in families.',
      'Migraine attacks are triggered by stress, sleep change, menstruation, alcohol and skipped meals.',
    ],
    pathophysiology:
      'In migraine, activation of the trigeminovascular system releases CGRP and other neuropeptides that dilate meningeal vessels and sensitize pain pathways, while aura is caused by cortical spreading depression, a slow wave of neuronal depolarization moving across the cortex.',
    presentation: [
      'Migraine causes a unilateral, pulsating headache aggravated by routine physical activity.',
      'Migraine causes nausea or vomiting, photophobia and phonophobia.',
      'Migraine aura is fully reversible visual (scintillating scotoma, zigzag lines), sensory or speech symptoms that spread gradually over 5 minutes or more and last up to 60 minutes.',
      'The neurological examination is normal between migraine attacks.',
    ],
    bestInitialTest:
      'Migraine is a clinical diagnosis by ICHD-3 criteria with a normal examination, and neuroimaging is done only when red flags are present.',
    criteria: {
      name: 'ICHD-3 criteria for migraine without aura',
      items: [
        'At least 5 attacks fulfilling the criteria below (at least 2 attacks for migraine with aura).',
        'Headache attacks lasting 4-72 hours untreated or unsuccessfully treated.',
        'At least 2 of: unilateral location, pulsating quality, moderate or severe intensity, aggravation by or avoidance of routine physical activity.',
        'At least 1 of: nausea and/or vomiting, or photophobia and phonophobia.',
        'Not better accounted for by another diagnosis.',
      ],
    },
    firstLine:
      'First-line acute treatment of migraine is an NSAID or acetaminophen for mild-moderate attacks and a triptan (often combined with an NSAID) for moderate-severe attacks.',
    management:
      'In the emergency department, migraine is treated with antiemetic dopamine antagonists (metoclopramide, prochlorperazine); gepants (ubrogepant, rimegepant) or lasmiditan are used when triptans are contraindicated. Acute medication days are limited to avoid medication-overuse headache. Preventive therapy for frequent or disabling migraine includes beta-blockers (propranolol, metoprolol), topiramate, amitriptyline, venlafaxine, candesartan, CGRP monoclonal antibodies or gepants, and onabotulinumtoxinA for chronic migraine.',
    contraindications: [
      'Triptans for migraine are contraindicated in coronary, cerebrovascular or peripheral vascular disease, uncontrolled hypertension, and hemiplegic or brainstem aura.',
      'Estrogen-containing contraceptives are contraindicated in migraine with aura because of stroke risk.',
    ],
    complications: [
      'Frequent use of acute migraine drugs causes medication-overuse headache.',
      'Migraine with aura is associated with an increased risk of ischemic stroke.',
    ],
    prevention:
      'Migraine attacks are prevented by avoiding personal triggers and regular sleep and meals, and frequent or disabling migraine is treated with daily preventive therapy such as propranolol, topiramate, amitriptyline or a CGRP monoclonal antibody.',
    keyComparisons: [
      {
        with: 'neuro-subarachnoid-hemorrhage',
        difference:
          'Subarachnoid hemorrhage causes a thunderclap headache peaking within a minute, whereas migraine builds over minutes to an hour and resembles previous attacks.',
      },
      {
        with: 'neuro-idiopathic-intracranial-hypertension',
        difference:
          'Idiopathic intracranial hypertension causes daily headache with papilledema, transient visual obscurations and pulsatile tinnitus, whereas migraine has a normal examination including the fundi.',
      },
    ],
    why: [
      {
        question: 'Why are triptans contraindicated in coronary artery disease?',
        answer:
          'Triptans are 5-HT1B/1D agonists, and 5-HT1B stimulation constricts blood vessels, including the coronary arteries, which can precipitate ischemia in patients with vascular disease.',
      },
      {
        question: 'Why does migraine aura spread gradually across the visual field?',
        answer:
          'Migraine aura reflects cortical spreading depression, a wave of depolarization that crosses the cortex at a few millimeters per minute, so symptoms march over 5 minutes or more, unlike the sudden onset of a TIA.',
      },
      {
        question: 'Why are estrogen-containing contraceptives avoided in migraine with aura?',
        answer:
          'Migraine with aura and estrogen each raise the risk of ischemic stroke, and together the risk multiplies, so progestin-only or nonhormonal contraception is used.',
      },
    ],
    highYield: [
      'Triptans for migraine are 5-HT1B/1D agonists that cause vasoconstriction.',
      'Topiramate for migraine prevention causes weight loss, cognitive slowing, paresthesias, kidney stones and teratogenicity.',
      'Valproate for migraine prevention is teratogenic.',
    ],
    dontMiss:
      'Red flags for a secondary headache rather than migraine are systemic symptoms or fever, focal deficits or papilledema, thunderclap onset, onset after 50, a change in pattern, positional or Valsalva-triggered headache, pregnancy, immunosuppression or cancer. Consider subarachnoid hemorrhage, giant cell arteritis, idiopathic intracranial hypertension, cerebral venous thrombosis and mass lesions.',
    icd10: ['G43.909', 'G43.009', 'G43.109'],
  },
  {
    id: 'neuro-alzheimer-disease',
    title: 'Alzheimer disease',
    subject: 'Neurology',
    kind: 'condition',
    aliases: [
      'Alzheimer\'s disease',
      'Alzheimer disease',
      'AD',
      'Alzheimer dementia',
      'dementia',
      'memory loss',
      'major neurocognitive disorder',
      'senility',
    ],
    definition:
      'Alzheimer disease is a neurodegenerative disease with extracellular amyloid-beta plaques and intracellular neurofibrillary tangles of hyperphosphorylated tau, causing progressive cognitive decline.',
    mostCommonCause: 'Alzheimer disease is the most common cause of dementia.',
    riskFactors: [
      'Risk factors for Alzheimer disease include older age, family history, the APOE e4 allele and Down syndrome (early onset).',
      'Early-onset familial Alzheimer disease is caused by mutations in APP, PSEN1 or PSEN2.',
    ],
    pathophysiology:
      'In Alzheimer disease, abnormal cleavage of amyloid precursor protein produces amyloid-beta 42, which aggregates into plaques, and hyperphosphorylated tau forms neurofibrillary tangles; synapse and neuron loss begins in the hippocampus and entorhinal cortex, and loss of cholinergic neurons in the nucleus basalis of Meynert lowers cortical acetylcholine.',
    presentation: [
      'Alzheimer disease causes insidious, progressive loss of recent (episodic) memory, followed by language, visuospatial and executive dysfunction and behavioral change.',
      'In Alzheimer disease, deficits interfere with daily activities, which distinguishes dementia from mild cognitive impairment.',
      'Focal neurological signs are absent early in Alzheimer disease.',
      'MRI in Alzheimer disease shows hippocampal and medial temporal lobe atrophy.',
    ],
    bestInitialTest:
      'Alzheimer disease is a clinical diagnosis using cognitive testing (e.g. MoCA or MMSE) with an informant history, after excluding reversible causes with B12, TSH, a metabolic panel, depression screening and brain MRI or CT.',
    testOfChoice:
      'Amyloid PET or CSF biomarkers (low amyloid-beta 42, raised phosphorylated tau) confirm Alzheimer pathology when needed, for example before anti-amyloid therapy.',
    firstLine:
      'First-line drug treatment of Alzheimer disease is a cholinesterase inhibitor (donepezil, rivastigmine, galantamine) for mild to severe disease, adding memantine (an NMDA receptor antagonist) for moderate-severe disease.',
    management:
      'Anti-amyloid monoclonal antibodies (lecanemab, donanemab) are used for early symptomatic Alzheimer disease with confirmed amyloid, with MRI monitoring for amyloid-related imaging abnormalities (ARIA). Care also means supporting caregivers, addressing safety (driving, finances, wandering) and advance care planning.',
    contraindications: [
      'Anticholinergic drugs and benzodiazepines are avoided in Alzheimer disease because they worsen cognition.',
      'Antipsychotics carry a boxed warning for increased mortality in older adults with dementia.',
    ],
    complications: [
      'Advanced Alzheimer disease causes falls, wandering, dysphagia with aspiration pneumonia and dependence for all care.',
    ],
    keyComparisons: [
      {
        with: 'psych-major-depressive-disorder',
        difference:
          'Depression in older adults can cause cognitive complaints (pseudodementia) with poor effort and prominent mood symptoms that improve with treatment, whereas Alzheimer disease causes progressive memory loss that patients often minimize.',
      },
      {
        with: 'endo-hypothyroidism',
        difference:
          'Hypothyroidism is a reversible cause of cognitive decline, so TSH is checked before diagnosing Alzheimer disease.',
      },
    ],
    why: [
      {
        question: 'Why do cholinesterase inhibitors help in Alzheimer disease?',
        answer:
          'Alzheimer disease destroys cholinergic neurons of the nucleus basalis of Meynert, and cholinesterase inhibitors slow the breakdown of the remaining acetylcholine, modestly improving cognition without stopping progression.',
      },
      {
        question: 'Why do people with Down syndrome develop Alzheimer disease early?',
        answer:
          'The amyloid precursor protein gene is on chromosome 21, so trisomy 21 causes lifelong overproduction of amyloid-beta and early plaque formation.',
      },
      {
        question: 'Why do cholinesterase inhibitors cause bradycardia and syncope?',
        answer:
          'Cholinesterase inhibitors raise acetylcholine at muscarinic receptors in the heart as well as the brain, increasing vagal tone and slowing the heart rate.',
      },
    ],
    highYield: [
      'Cholinesterase inhibitors for Alzheimer disease cause nausea, diarrhea, bradycardia and syncope, and vivid dreams.',
      'Anti-amyloid antibodies for Alzheimer disease cause ARIA (edema and microhemorrhage), with higher risk in APOE e4 homozygotes and with anticoagulants.',
    ],
    dontMiss:
      'Reversible or treatable contributors to cognitive decline are hypothyroidism, B12 deficiency, depression, medications, normal pressure hydrocephalus (gait disturbance, urinary incontinence, dementia) and neurosyphilis. Distinguish delirium (acute onset, fluctuating attention), vascular dementia (stepwise), Lewy body dementia (visual hallucinations, parkinsonism, fluctuations) and frontotemporal dementia (early personality change and disinhibition).',
    icd10: ['G30.9', 'G30.1', 'G30.0', 'F02.80'],
  },
  {
    id: 'neuro-amyotrophic-lateral-sclerosis',
    title: 'Amyotrophic lateral sclerosis (ALS)',
    subject: 'Neurology',
    kind: 'condition',
    aliases: [
      'ALS',
      'amyotrophic lateral sclerosis',
      'Lou Gehrig\'s disease',
      'motor neuron disease',
      'motor neurone disease',
      'MND',
      'progressive bulbar palsy',
    ],
    definition:
      'Amyotrophic lateral sclerosis (ALS) is a progressive neurodegenerative disease of both upper and lower motor neurons that usually causes death from respiratory failure within a few years.',
    mostCommonCause:
      'About 90% of ALS cases are sporadic; about 10% are familial, and the most common genetic causes are C9orf72 repeat expansions and SOD1 mutations.',
    pathophysiology:
      'In ALS, upper motor neurons in the motor cortex and lower motor neurons in the brainstem and anterior horn degenerate, with TDP-43 protein aggregates and a contribution from glutamate excitotoxicity, so patients develop both spasticity and muscle wasting.',
    presentation: [
      'ALS causes asymmetric limb weakness (e.g. hand weakness, foot drop) or bulbar onset with dysarthria and dysphagia.',
      'ALS causes mixed upper motor neuron signs (spasticity, hyperreflexia, Babinski sign) and lower motor neuron signs (atrophy, fasciculations).',
      'Sensation, eye movements and bladder and bowel function are typically spared in ALS.',
      'Some patients with ALS develop frontotemporal dementia, especially with C9orf72 expansions.',
    ],
    bestInitialTest:
      'ALS is a clinical diagnosis supported by EMG showing active and chronic denervation in multiple regions with normal sensory nerve studies.',
    testOfChoice:
      'MRI of the brain and cervical spine and blood tests are used in suspected ALS to exclude mimics.',
    firstLine:
      'First-line disease-modifying treatment of ALS is riluzole, which modestly prolongs survival.',
    management:
      'Edaravone may slow functional decline in ALS, and tofersen is used for SOD1-related ALS. Multidisciplinary ALS care includes noninvasive ventilation (which improves survival), gastrostomy feeding, speech and communication aids, physical therapy and early advance care planning.',
    complications: [
      'ALS causes respiratory failure, aspiration pneumonia and malnutrition from dysphagia.',
    ],
    prognosis:
      'ALS is relentlessly progressive, and most patients die of respiratory failure within 3-5 years of symptom onset.',
    keyComparisons: [
      {
        with: 'heme-vitamin-b12-deficiency',
        difference:
          'Vitamin B12 deficiency causes upper motor neuron signs with dorsal column sensory loss, whereas ALS causes mixed upper and lower motor neuron signs with normal sensation.',
      },
      {
        with: 'neuro-myasthenia-gravis',
        difference:
          'Myasthenia gravis causes fatigable ocular and bulbar weakness without atrophy or fasciculations, whereas ALS causes progressive weakness with wasting and fasciculations and spares eye movements.',
      },
    ],
    why: [
      {
        question: 'Why does ALS cause both upper and lower motor neuron signs?',
        answer:
          'ALS destroys both the cortical motor neurons and corticospinal tracts (causing spasticity, hyperreflexia and Babinski signs) and the anterior horn and brainstem motor neurons (causing atrophy and fasciculations).',
      },
      {
        question: 'Why is riluzole used in ALS?',
        answer:
          'Riluzole reduces presynaptic glutamate release, limiting the excitotoxic injury that contributes to motor neuron death, which modestly prolongs survival.',
      },
    ],
    highYield: [
      'Riluzole for ALS raises liver enzymes (so they are monitored) and causes nausea and fatigue.',
      'Noninvasive ventilation improves survival in ALS.',
    ],
    dontMiss:
      'Treatable ALS mimics include cervical spondylotic myelopathy (sensory signs, neck pain), multifocal motor neuropathy (conduction block, anti-GM1 antibodies, responds to IVIG), myasthenia gravis, hyperthyroidism and B12 deficiency. Orthopnea and morning headache in ALS signal respiratory muscle weakness.',
    icd10: ['G12.21'],
  },
  {
    id: 'neuro-idiopathic-intracranial-hypertension',
    title: 'Idiopathic intracranial hypertension',
    subject: 'Neurology',
    kind: 'condition',
    aliases: [
      'IIH',
      'idiopathic intracranial hypertension',
      'pseudotumor cerebri',
      'benign intracranial hypertension',
      'papilledema',
      'raised intracranial pressure',
    ],
    definition:
      'Idiopathic intracranial hypertension is raised intracranial pressure without a mass, hydrocephalus or other identifiable cause, typically in women of childbearing age with obesity or recent weight gain.',
    causes: [
      'Drugs that can trigger intracranial hypertension include tetracyclines, vitamin A derivatives (isotretinoin) and growth hormone.',
    ],
    riskFactors: [
      'The main risk factors for idiopathic intracranial hypertension are female sex, childbearing age, obesity and recent weight gain.',
    ],
    pathophysiology:
      'In idiopathic intracranial hypertension, CSF outflow is impaired (venous sinus stenosis and reduced absorption are implicated), so intracranial pressure rises; the pressure is transmitted along the optic nerve sheaths, causing papilledema and axonal damage, and stretches the abducens nerves.',
    presentation: [
      'Idiopathic intracranial hypertension causes daily headache, often worse lying down or on waking.',
      'Idiopathic intracranial hypertension causes transient visual obscurations, pulsatile tinnitus and horizontal diplopia from a sixth nerve palsy.',
      'Idiopathic intracranial hypertension causes bilateral papilledema with enlarged blind spots and peripheral visual field loss.',
      'Mental status and the rest of the neurological examination are normal in idiopathic intracranial hypertension.',
    ],
    bestInitialTest:
      'The best initial test for suspected idiopathic intracranial hypertension is brain MRI with MR venography, to exclude a mass and cerebral venous sinus thrombosis.',
    testOfChoice:
      'Lumbar puncture confirms idiopathic intracranial hypertension with an opening pressure of 25 cmH2O or more in adults and normal CSF composition.',
    criteria: {
      name: 'Revised (Friedman 2013) diagnostic criteria for idiopathic intracranial hypertension',
      items: [
        'Papilledema.',
        'Normal neurological examination apart from cranial nerve abnormalities such as sixth nerve palsy.',
        'Neuroimaging without hydrocephalus, mass, structural lesion or abnormal meningeal enhancement, and no venous sinus thrombosis.',
        'Normal CSF composition.',
        'Raised lumbar puncture opening pressure (25 cmH2O or more in adults).',
      ],
    },
    firstLine:
      'First-line treatment of idiopathic intracranial hypertension is weight loss and stopping causative drugs, with acetazolamide (a carbonic anhydrase inhibitor) as first-line medical therapy.',
    management:
      'In idiopathic intracranial hypertension, formal visual field testing is repeated regularly, and optic nerve sheath fenestration, CSF shunting or venous sinus stenting is used for progressive vision loss.',
    complications: [
      'Permanent vision loss from optic nerve damage is the main complication of idiopathic intracranial hypertension.',
    ],
    keyComparisons: [
      {
        with: 'neuro-migraine',
        difference:
          'Migraine has a normal fundoscopic examination, whereas idiopathic intracranial hypertension causes papilledema with transient visual obscurations and pulsatile tinnitus.',
      },
      {
        with: 'pharm-tetracyclines',
        difference:
          'Tetracyclines such as minocycline and doxycycline can cause a secondary intracranial hypertension that mimics the idiopathic form and resolves when the drug is stopped.',
      },
    ],
    why: [
      {
        question: 'Why does idiopathic intracranial hypertension cause a sixth nerve palsy?',
        answer:
          'The abducens nerve has a long intracranial course over the petrous ridge and is stretched when intracranial pressure rises, so its palsy is a false localizing sign rather than evidence of a focal lesion.',
      },
      {
        question: 'Why does acetazolamide help idiopathic intracranial hypertension?',
        answer:
          'Acetazolamide inhibits carbonic anhydrase in the choroid plexus, reducing CSF production and therefore intracranial pressure.',
      },
      {
        question: 'Why are visual fields rather than acuity followed in idiopathic intracranial hypertension?',
        answer:
          'Papilledema damages the peripheral optic nerve fibers first, so field loss appears long before central acuity falls, and acuity loss is a late sign.',
      },
    ],
    highYield: [
      'Acetazolamide for idiopathic intracranial hypertension causes paresthesias, fatigue, altered taste, kidney stones and a normal anion gap metabolic acidosis.',
    ],
    dontMiss:
      'Rapidly falling vision in idiopathic intracranial hypertension needs urgent surgical intervention, and cerebral venous sinus thrombosis must always be excluded, especially with pregnancy or estrogen use.',
    icd10: ['G93.2'],
  },
  {
    id: 'neuro-giant-cell-arteritis',
    title: 'Giant cell arteritis',
    subject: 'Neurology',
    kind: 'condition',
    aliases: [
      'GCA',
      'giant cell arteritis',
      'temporal arteritis',
      'cranial arteritis',
      'Horton disease',
      'jaw claudication',
      'headache in elderly',
    ],
    definition:
      'Giant cell arteritis is a granulomatous large-vessel vasculitis of the aorta and its major branches, especially the extracranial branches of the carotid artery, occurring in adults over 50 and often associated with polymyalgia rheumatica.',
    riskFactors: [
      'Risk factors for giant cell arteritis are age over 50 (most often in the 70s), female sex, Northern European ancestry and polymyalgia rheumatica.',
    ],
    pathophysiology:
      'In giant cell arteritis, dendritic cells in the arterial wall activate CD4 T cells that release IFN-gamma and IL-6, producing granulomatous inflammation with giant cells and intimal hyperplasia that narrows the lumen; occlusion of the posterior ciliary arteries causes ischemic optic neuropathy and blindness.',
    presentation: [
      'Giant cell arteritis causes new headache after age 50, scalp tenderness and jaw claudication.',
      'Visual symptoms of giant cell arteritis are amaurosis fugax, diplopia and sudden painless vision loss from anterior ischemic optic neuropathy.',
      'Giant cell arteritis causes a tender, thickened or pulseless temporal artery with fever, weight loss and fatigue.',
      'Giant cell arteritis causes markedly raised ESR and CRP, normocytic anemia and thrombocytosis.',
      'Polymyalgia rheumatica, which often accompanies giant cell arteritis, causes aching and morning stiffness of the shoulder and hip girdles.',
    ],
    bestInitialTest: 'The best initial tests for suspected giant cell arteritis are ESR and CRP.',
    testOfChoice:
      'Temporal artery biopsy (granulomatous inflammation with giant cells; skip lesions, so an adequate length is taken) or temporal artery ultrasound (halo sign) confirms giant cell arteritis.',
    criteria: {
      name: 'ACR 1990 classification criteria for giant cell arteritis (3 of 5)',
      items: [
        'Age 50 or older at onset.',
        'New headache.',
        'Temporal artery tenderness or reduced pulsation.',
        'ESR of 50 mm/h or more.',
        'Artery biopsy showing vasculitis with mononuclear infiltrates or granulomas, usually with giant cells.',
      ],
    },
    firstLine:
      'First-line treatment of giant cell arteritis is high-dose glucocorticoids started as soon as the diagnosis is suspected (prednisone 40-60 mg daily, or IV methylprednisolone pulses if vision is threatened), then tapered over months.',
    management:
      'Tocilizumab (an IL-6 receptor antibody) is a steroid-sparing option in giant cell arteritis, and bone protection is given with long-term glucocorticoids. Temporal artery biopsy remains informative for about 2 weeks after glucocorticoids start, so treatment must never wait for it.',
    complications: [
      'Vision loss in giant cell arteritis is often permanent.',
      'Giant cell arteritis carries a long-term risk of thoracic aortic aneurysm and dissection.',
      'Giant cell arteritis can cause stroke, especially in the vertebrobasilar territory.',
    ],
    keyComparisons: [
      {
        with: 'rheum-polymyalgia-rheumatica',
        difference:
          'Polymyalgia rheumatica causes shoulder and hip girdle stiffness and responds to low-dose prednisone, whereas giant cell arteritis causes headache, jaw claudication and visual symptoms and needs high-dose glucocorticoids; the two often coexist.',
      },
      {
        with: 'rheum-takayasu-arteritis',
        difference:
          'Takayasu arteritis is a large-vessel vasculitis of young women (usually under 40) affecting the aortic arch and its branches, whereas giant cell arteritis affects adults over 50.',
      },
    ],
    why: [
      {
        question: 'Why must glucocorticoids be started before the biopsy in giant cell arteritis?',
        answer:
          'Vision loss from giant cell arteritis can occur suddenly and is usually permanent, while the biopsy stays diagnostic for about 2 weeks after glucocorticoids start, so delaying treatment gains nothing.',
      },
      {
        question: 'Why does giant cell arteritis cause jaw claudication?',
        answer:
          'Giant cell arteritis narrows branches of the external carotid artery, including the maxillary artery that supplies the masseter, so chewing causes ischemic pain that settles with rest.',
      },
    ],
    highYield: [
      'Long-term glucocorticoids for giant cell arteritis cause osteoporosis (give calcium, vitamin D and consider a bisphosphonate), hyperglycemia, infection, cataracts and mood change.',
      'Tocilizumab for giant cell arteritis causes infections, raised liver enzymes and lipids and GI perforation, and it suppresses CRP, which then cannot be used to monitor activity.',
    ],
    dontMiss:
      'Treat suspected giant cell arteritis with glucocorticoids before biopsy because vision loss is often permanent, and monitor for thoracic aortic aneurysm and dissection in the long term.',
    icd10: ['M31.6', 'M31.5'],
  },
];
