import type { LibraryNote } from '../../note-types';

export const notes: readonly LibraryNote[] = [
  {
    id: 'rheum-rheumatoid-arthritis',
    title: 'Rheumatoid arthritis',
    subject: 'Rheumatology',
    kind: 'condition',
    aliases: ['RA', 'rheumatoid', 'inflammatory arthritis', 'seropositive arthritis', 'anti-CCP arthritis', 'Felty syndrome', 'rheumatoid nodules', 'pannus'],
    definition:
      'Rheumatoid arthritis is a chronic autoimmune inflammatory disease that causes symmetric polyarthritis of the small joints of the hands and feet, in which proliferating synovium (pannus) erodes cartilage and bone.',
    riskFactors: [
      'Rheumatoid arthritis is about 2 to 3 times more common in women than in men and most often begins between ages 30 and 50.',
      'Smoking is the strongest environmental risk factor for rheumatoid arthritis and is linked to anti-CCP-positive disease.',
      'HLA-DR4 (the HLA-DRB1 "shared epitope") is the classic genetic risk factor for rheumatoid arthritis.',
    ],
    pathophysiology:
      'In rheumatoid arthritis, loss of tolerance to citrullinated proteins (promoted by smoking in people with the HLA-DRB1 shared epitope) drives CD4 T-cell and B-cell activation; macrophages and synovial fibroblasts release TNF-alpha, IL-6 and IL-1, and the hyperplastic synovium (pannus) invades and erodes cartilage and bone at the joint margins. It is mainly a type IV hypersensitivity reaction with a type III (immune complex) component from rheumatoid factor.',
    presentation: [
      'Rheumatoid arthritis typically presents with symmetric pain, swelling and warmth of the MCP joints, PIP joints, wrists and MTP joints, with sparing of the DIP joints.',
      'Morning stiffness lasting more than 1 hour that improves with use is characteristic of rheumatoid arthritis.',
      'Fatigue, low-grade fever, weight loss and anemia of chronic disease are common systemic features of rheumatoid arthritis.',
      'Late deformities of rheumatoid arthritis include ulnar deviation of the fingers, swan-neck and boutonniere deformities and subluxation of the MCP joints.',
      'Rheumatoid nodules, firm subcutaneous nodules over extensor surfaces such as the olecranon, occur in seropositive rheumatoid arthritis.',
      'Plain radiographs in rheumatoid arthritis show periarticular osteopenia, symmetric joint space narrowing and marginal bony erosions.',
      'Synovial fluid in rheumatoid arthritis is inflammatory, usually with 2,000 to 50,000 white cells/µL and a neutrophil predominance.',
    ],
    bestInitialTest:
      'The best initial tests for suspected rheumatoid arthritis are rheumatoid factor and anti-cyclic citrullinated peptide (anti-CCP) antibodies together with ESR or CRP and plain radiographs of the hands and feet.',
    testOfChoice:
      'Anti-CCP antibody is the most specific serologic test for rheumatoid arthritis (specificity about 95%) and, like rheumatoid factor, predicts more erosive disease; the diagnosis itself is clinical, supported by the 2010 ACR/EULAR criteria.',
    criteria: {
      name: '2010 ACR/EULAR classification criteria for rheumatoid arthritis (6 or more of 10 points, in a patient with at least one swollen joint not explained by another disease)',
      items: [
        'Joint involvement in rheumatoid arthritis classification scores 0 to 5 points: 1 large joint scores 0, 2 to 10 large joints 1, 1 to 3 small joints 2, 4 to 10 small joints 3, and more than 10 joints including at least one small joint 5.',
        'Serology in rheumatoid arthritis classification scores 0 to 3 points: negative rheumatoid factor and anti-CCP score 0, low-positive 2, and high-positive (more than 3 times the upper limit of normal) 3.',
        'Acute-phase reactants in rheumatoid arthritis classification score 1 point if the CRP or ESR is abnormal.',
        'Symptom duration in rheumatoid arthritis classification scores 1 point if synovitis has lasted 6 weeks or longer.',
      ],
    },
    firstLine:
      'First-line disease-modifying treatment of rheumatoid arthritis is methotrexate (with daily folic acid), started as soon as the diagnosis is made; NSAIDs and short courses of low-dose glucocorticoids only relieve symptoms while methotrexate takes effect.',
    management:
      'Rheumatoid arthritis is treated to a target of remission or low disease activity. If the target is not reached on methotrexate after about 3 months, a biologic (usually a TNF inhibitor such as adalimumab, etanercept or infliximab; alternatives include abatacept, tocilizumab or rituximab) is added, or triple therapy (methotrexate, sulfasalazine, hydroxychloroquine) is used; JAK inhibitors (tofacitinib, baricitinib, upadacitinib) carry boxed warnings and are labeled in the US for use after an inadequate response to or intolerance of a TNF inhibitor. Hydroxychloroquine or sulfasalazine alone is reserved for mild disease, and leflunomide is the usual alternative when methotrexate cannot be used. Before a biologic or JAK inhibitor, screen for latent tuberculosis (IGRA or tuberculin skin test) and hepatitis B and C.',
    complications: [
      'Cardiovascular disease is the leading cause of death in rheumatoid arthritis because chronic inflammation accelerates atherosclerosis.',
      'Interstitial lung disease (most often usual interstitial pneumonia) is the most common serious lung complication of rheumatoid arthritis; pleural effusions (low glucose), rheumatoid lung nodules and Caplan syndrome (nodules with pneumoconiosis) also occur.',
      'Atlantoaxial (C1-C2) subluxation in rheumatoid arthritis can compress the cervical cord, especially during neck hyperextension for intubation.',
      'Felty syndrome is the triad of rheumatoid arthritis, splenomegaly and neutropenia, with recurrent infections.',
      'Secondary Sjögren syndrome, episcleritis and scleritis are common eye complications of rheumatoid arthritis.',
      'A ruptured popliteal (Baker) cyst in rheumatoid arthritis causes acute calf pain and swelling that mimics deep vein thrombosis.',
      'Long-standing uncontrolled rheumatoid arthritis can cause secondary (AA) amyloidosis, carpal tunnel syndrome and osteoporosis.',
    ],
    keyComparisons: [
      {
        with: 'rheum-osteoarthritis',
        difference:
          'Rheumatoid arthritis causes symmetric inflammatory arthritis of the MCPs, PIPs and wrists with morning stiffness over 1 hour, raised ESR/CRP, positive RF/anti-CCP and marginal erosions, whereas osteoarthritis affects DIPs, PIPs, the first CMC joint and weight-bearing joints with stiffness under 30 minutes, normal labs, osteophytes and subchondral sclerosis.',
      },
      {
        with: 'rheum-psoriatic-arthritis',
        difference:
          'Rheumatoid arthritis spares the DIP joints and causes periarticular osteopenia, whereas psoriatic arthritis often involves the DIPs, causes dactylitis and nail pitting, is seronegative and produces pencil-in-cup erosions with new bone formation.',
      },
    ],
    why: [
      {
        question: 'Why do patients with rheumatoid arthritis need cervical spine assessment before intubation?',
        answer:
          'Pannus can erode the transverse ligament and the dens in rheumatoid arthritis, causing atlantoaxial instability. Neck hyperextension during laryngoscopy can then sublux C1 on C2 and compress the spinal cord, so flexion-extension views or careful airway planning are needed.',
      },
      {
        question: 'Why is folic acid given with methotrexate in rheumatoid arthritis?',
        answer:
          'Methotrexate inhibits dihydrofolate reductase, and folate depletion causes its mucositis, cytopenias and liver enzyme elevation. Daily folic acid reduces these adverse effects without losing the anti-inflammatory benefit at the low weekly doses used in rheumatoid arthritis.',
      },
      {
        question: 'Why is anti-CCP more useful than rheumatoid factor for diagnosing rheumatoid arthritis?',
        answer:
          'Rheumatoid factor (IgM against the Fc portion of IgG) is also positive in hepatitis C, Sjögren syndrome, endocarditis and healthy older people, so it is poorly specific. Anti-CCP targets citrullinated proteins characteristic of rheumatoid synovium and is about 95% specific for rheumatoid arthritis.',
      },
    ],
    highYield: [
      'Methotrexate for rheumatoid arthritis is contraindicated in pregnancy, significant liver disease, heavy alcohol use and severe renal impairment, and requires monitoring of blood counts, liver enzymes and creatinine.',
      'TNF inhibitors for rheumatoid arthritis can reactivate latent tuberculosis and hepatitis B, so screening must precede treatment.',
      'Hydroxychloroquine used in rheumatoid arthritis requires baseline and periodic retinal examination because of retinopathy risk.',
      'Rheumatoid factor is positive in about 70-80% of patients with rheumatoid arthritis, so a negative result does not exclude the disease.',
    ],
    dontMiss:
      'In rheumatoid arthritis, a single joint that is much hotter and more painful than the others is septic arthritis until proven otherwise, because diseased joints and immunosuppression both raise infection risk; aspirate it before changing immunosuppression.',
    icd10: ['M06.9', 'M05.9', 'M06.00'],
  },
  {
    id: 'rheum-osteoarthritis',
    title: 'Osteoarthritis',
    subject: 'Rheumatology',
    kind: 'condition',
    aliases: ['OA', 'degenerative joint disease', 'DJD', 'wear and tear arthritis', 'osteoarthrosis', 'Heberden nodes', 'Bouchard nodes', 'knee osteoarthritis', 'hip osteoarthritis'],
    definition:
      'Osteoarthritis is the most common form of arthritis: a degenerative, largely noninflammatory disease of synovial joints marked by progressive loss of articular cartilage with reactive bone formation (osteophytes and subchondral sclerosis).',
    riskFactors: [
      'Age is the strongest risk factor for osteoarthritis.',
      'Obesity is a major modifiable risk factor for osteoarthritis, especially of the knee.',
      'Previous joint injury (such as meniscal or ligament tears), joint malalignment, repetitive occupational loading, female sex and family history all increase the risk of osteoarthritis.',
    ],
    pathophysiology:
      'In osteoarthritis, mechanical stress and aging make chondrocytes release matrix-degrading enzymes (matrix metalloproteinases and aggrecanases), so cartilage loses proteoglycan, fibrillates and thins; the underlying bone responds with subchondral sclerosis, cysts and marginal osteophytes, with only low-grade synovial inflammation.',
    presentation: [
      'Osteoarthritis causes joint pain that worsens with use and through the day and improves with rest.',
      'Morning stiffness in osteoarthritis is brief, typically under 30 minutes, and stiffness recurs after inactivity (gelling).',
      'Osteoarthritis most often affects the knees, hips, DIP and PIP joints, the first carpometacarpal joint, and the cervical and lumbar spine, and usually spares the MCP joints, wrists, elbows and ankles.',
      'Heberden nodes (DIP joints) and Bouchard nodes (PIP joints) are bony enlargements typical of hand osteoarthritis.',
      'Examination in osteoarthritis shows bony enlargement, crepitus, reduced range of motion and at most a small cool effusion.',
      'Laboratory tests in osteoarthritis are normal, and synovial fluid is noninflammatory with fewer than 2,000 white cells/µL.',
    ],
    bestInitialTest:
      'The best initial imaging for osteoarthritis is a plain radiograph, which shows asymmetric joint space narrowing, osteophytes, subchondral sclerosis and subchondral cysts; osteoarthritis can be diagnosed clinically in a typical older patient without imaging.',
    firstLine:
      'First-line treatment of osteoarthritis is exercise (strengthening and aerobic), weight loss if overweight, and patient education, with topical NSAIDs preferred for knee and hand osteoarthritis and oral NSAIDs for more severe or widespread pain.',
    management:
      'In osteoarthritis, intra-articular glucocorticoid injections give short-term relief for knee or hip flares; duloxetine and tramadol are options when NSAIDs are not tolerated; acetaminophen has only a small benefit. Braces, canes (held in the hand opposite the affected hip or knee) and physical therapy help function. Total joint replacement is indicated for severe pain or disability despite conservative treatment. The 2019 ACR guideline recommends against glucosamine and chondroitin for knee and hip osteoarthritis.',
    complications: [
      'Advanced osteoarthritis of the hip or knee causes loss of mobility and is a leading indication for joint replacement.',
      'Osteoarthritis of the spine can cause foraminal stenosis with radiculopathy and lumbar spinal stenosis with neurogenic claudication.',
    ],
    keyComparisons: [
      {
        with: 'rheum-rheumatoid-arthritis',
        difference:
          'Osteoarthritis causes use-related pain, morning stiffness under 30 minutes, DIP/PIP and weight-bearing joint involvement, normal inflammatory markers and osteophytes, whereas rheumatoid arthritis causes symmetric MCP/PIP/wrist synovitis, stiffness over an hour, raised ESR/CRP, positive RF/anti-CCP and erosions with periarticular osteopenia.',
      },
      {
        with: 'rheum-calcium-pyrophosphate-deposition-disease',
        difference:
          'Osteoarthritis in atypical joints (MCP joints, wrists, shoulders) or with chondrocalcinosis on radiographs suggests calcium pyrophosphate deposition disease or hemochromatosis rather than primary osteoarthritis.',
      },
    ],
    why: [
      {
        question: 'Why is stiffness in osteoarthritis short compared with rheumatoid arthritis?',
        answer:
          'Osteoarthritis is driven by mechanical cartilage failure rather than synovial inflammation, so there is little inflammatory fluid and cytokine accumulation overnight. Stiffness in osteoarthritis reflects brief gelling of the joint and resolves within minutes of movement.',
      },
      {
        question: 'Why does weight loss help knee osteoarthritis so much?',
        answer:
          'The load across the knee during walking is several times body weight, so each kilogram lost removes several kilograms of force from the joint. Weight loss also lowers adipokine-driven low-grade inflammation, and it reduces pain and improves function in knee osteoarthritis.',
      },
    ],
    highYield: [
      'Osteoarthritis is the most common joint disease and a leading cause of disability in older adults.',
      'Osteoarthritis is the classic cause of Heberden nodes at the DIP joints, which are not a feature of rheumatoid arthritis.',
      'Osteoarthritis-like arthropathy of the second and third MCP joints with hook-like osteophytes suggests hereditary hemochromatosis.',
      'Erosive (inflammatory) hand osteoarthritis causes central erosions giving a "gull-wing" appearance of the PIP and DIP joints.',
    ],
    dontMiss:
      'A hot, red, markedly swollen joint is not osteoarthritis; aspirate it to exclude septic arthritis or crystal arthritis.',
    icd10: ['M19.90', 'M17.9', 'M16.9'],
  },
  {
    id: 'rheum-systemic-lupus-erythematosus',
    title: 'Systemic lupus erythematosus',
    subject: 'Rheumatology',
    kind: 'condition',
    aliases: ['SLE', 'lupus', 'lupus nephritis', 'malar rash', 'butterfly rash', 'anti-dsDNA', 'anti-Smith', 'Libman-Sacks endocarditis', 'neonatal lupus'],
    definition:
      'Systemic lupus erythematosus is a chronic multisystem autoimmune disease in which autoantibodies and immune complexes against nuclear antigens cause inflammation of the skin, joints, kidneys, serosa, blood cells and nervous system, with a relapsing-remitting course.',
    riskFactors: [
      'Systemic lupus erythematosus affects women about 9 times more often than men, usually between ages 15 and 45.',
      'Systemic lupus erythematosus is more common and more severe in Black, Hispanic and Asian patients than in White patients.',
      'Inherited deficiency of early complement components (C1q, C2, C4) strongly predisposes to systemic lupus erythematosus.',
      'Ultraviolet light, estrogen exposure, infections and certain drugs can trigger flares of systemic lupus erythematosus.',
    ],
    pathophysiology:
      'In systemic lupus erythematosus, defective clearance of apoptotic cells exposes nuclear antigens, and loss of B- and T-cell tolerance produces antinuclear antibodies. Immune complexes deposit in glomeruli, skin, serosa and vessels, activate complement (type III hypersensitivity) and cause inflammation; direct antibody binding to blood cells causes cytopenias (type II hypersensitivity). Type I interferon activity is increased.',
    presentation: [
      'Systemic lupus erythematosus commonly presents with fatigue, fever, weight loss and arthralgia in a young woman.',
      'The malar (butterfly) rash of systemic lupus erythematosus is a photosensitive erythematous rash over the cheeks and nasal bridge that spares the nasolabial folds.',
      'Discoid lupus lesions are scarring, hyperpigmented plaques with follicular plugging, and painless oral or nasal ulcers are another mucocutaneous feature of systemic lupus erythematosus.',
      'Arthritis in systemic lupus erythematosus is symmetric and nonerosive; reducible deformities of the hands are called Jaccoud arthropathy.',
      'Serositis in systemic lupus erythematosus causes pleuritic chest pain, pleural effusion and pericarditis.',
      'Lupus nephritis presents with hematuria, proteinuria, red-cell casts, hypertension or nephrotic syndrome.',
      'Hematologic features of systemic lupus erythematosus include autoimmune hemolytic anemia, leukopenia, lymphopenia and thrombocytopenia.',
      'Neuropsychiatric systemic lupus erythematosus can cause seizures, psychosis, cognitive dysfunction and stroke.',
      'Raynaud phenomenon, non-scarring alopecia and Libman-Sacks (sterile verrucous) endocarditis are other features of systemic lupus erythematosus.',
    ],
    bestInitialTest:
      'The best initial test for systemic lupus erythematosus is the antinuclear antibody (ANA), which is positive in more than 95% of patients, so a negative ANA makes the disease very unlikely.',
    testOfChoice:
      'The most specific tests for systemic lupus erythematosus are anti-double-stranded DNA and anti-Smith antibodies; anti-dsDNA levels and low complement (C3, C4) track disease activity and lupus nephritis, and renal biopsy classifies lupus nephritis.',
    criteria: {
      name: '2019 EULAR/ACR classification criteria for systemic lupus erythematosus (entry criterion ANA of 1:80 or higher, then 10 or more points with at least one clinical criterion; only the highest item in each domain counts)',
      items: [
        'The constitutional domain of the lupus criteria scores fever above 38.3 °C (2 points).',
        'The hematologic domain of the lupus criteria scores leukopenia below 4,000/µL (3), thrombocytopenia below 100,000/µL (4) and autoimmune hemolysis (4).',
        'The neuropsychiatric domain of the lupus criteria scores delirium (2), psychosis (3) and seizure (5).',
        'The mucocutaneous domain of the lupus criteria scores non-scarring alopecia (2), oral ulcers (2), subacute cutaneous or discoid lupus (4) and acute cutaneous lupus (6).',
        'The serosal domain of the lupus criteria scores pleural or pericardial effusion (5) and acute pericarditis (6).',
        'The musculoskeletal domain of the lupus criteria scores joint involvement (synovitis of 2 or more joints, or tenderness of 2 or more joints with at least 30 minutes of morning stiffness) (6).',
        'The renal domain of the lupus criteria scores proteinuria above 0.5 g/24 h (4), class II or V lupus nephritis on biopsy (8) and class III or IV lupus nephritis on biopsy (10).',
        'The immunologic domains of the lupus criteria score antiphospholipid antibodies (2), low C3 or low C4 (3), low C3 and low C4 (4), and anti-dsDNA or anti-Smith antibody (6).',
      ],
    },
    firstLine:
      'First-line treatment for all patients with systemic lupus erythematosus is hydroxychloroquine, which reduces flares, organ damage and mortality, combined with sun protection; glucocorticoids are added for flares at the lowest effective dose for the shortest time.',
    management:
      'Organ-threatening systemic lupus erythematosus needs immunosuppression: class III or IV lupus nephritis is treated with glucocorticoids plus mycophenolate or low-dose IV cyclophosphamide, and adding belimumab or a calcineurin inhibitor (such as voclosporin) is a recommended option (preferred as triple therapy in the 2024 ACR guideline). Azathioprine, methotrexate, belimumab and anifrolumab are steroid-sparing options for non-renal disease, and rituximab is used for refractory cases. ACE inhibitors or ARBs treat proteinuria. Pregnancy should be planned during quiescent disease, with hydroxychloroquine continued; mycophenolate and cyclophosphamide are teratogenic.',
    complications: [
      'Lupus nephritis, most severely diffuse proliferative (class IV) glomerulonephritis, is a major cause of morbidity and end-stage kidney disease in systemic lupus erythematosus.',
      'Infection and active disease are the main causes of early death in systemic lupus erythematosus, and accelerated atherosclerosis with myocardial infarction is a major cause of late death.',
      'Systemic lupus erythematosus is associated with antiphospholipid syndrome, causing arterial and venous thrombosis and pregnancy loss.',
      'Maternal anti-Ro/SSA antibodies in systemic lupus erythematosus cross the placenta and can cause neonatal lupus with congenital complete heart block.',
      'Long-term glucocorticoid use in systemic lupus erythematosus causes osteoporosis, avascular necrosis of the hip, diabetes, cataracts and infection.',
    ],
    keyComparisons: [
      {
        with: 'rheum-drug-induced-lupus',
        difference:
          'Systemic lupus erythematosus is associated with anti-dsDNA and anti-Smith antibodies, low complement and frequent renal and CNS disease, whereas drug-induced lupus is associated with anti-histone antibodies, usually normal complement, rare renal or CNS involvement and resolution after the drug is stopped.',
      },
      {
        with: 'rheum-rheumatoid-arthritis',
        difference:
          'Arthritis in systemic lupus erythematosus is nonerosive and deformities are reducible (Jaccoud), whereas rheumatoid arthritis causes erosive synovitis with fixed deformities and anti-CCP positivity.',
      },
    ],
    why: [
      {
        question: 'Why are complement levels low during a lupus flare?',
        answer:
          'Immune complexes in active systemic lupus erythematosus activate the classical complement pathway, consuming C3 and C4 faster than the liver can replace them. Falling C3 and C4 with rising anti-dsDNA therefore signal active disease, especially nephritis.',
      },
      {
        question: 'Why can a patient with lupus have a false-positive syphilis test?',
        answer:
          'Nontreponemal tests (VDRL, RPR) detect antibodies to cardiolipin, and antiphospholipid antibodies in systemic lupus erythematosus bind the same cardiolipin antigen. The specific treponemal test is negative.',
      },
      {
        question: 'Why is hydroxychloroquine continued in every patient with lupus, including in pregnancy?',
        answer:
          'Hydroxychloroquine reduces flares, organ damage, thrombosis and mortality in systemic lupus erythematosus and is safe in pregnancy, where stopping it increases flares. It needs periodic retinal screening because of dose-related retinopathy.',
      },
    ],
    highYield: [
      'Anti-Smith antibody is the most specific antibody for systemic lupus erythematosus but does not track disease activity.',
      'Anti-dsDNA antibody is highly specific for systemic lupus erythematosus and correlates with lupus nephritis and disease activity.',
      'Anti-Ro/SSA in systemic lupus erythematosus is associated with subacute cutaneous lupus, photosensitivity and neonatal heart block.',
      'A positive ANA alone does not establish systemic lupus erythematosus, because low-titer ANA is common in healthy people, older adults and other autoimmune diseases.',
    ],
    dontMiss:
      'New hypertension, edema, hematuria or proteinuria in systemic lupus erythematosus signals lupus nephritis and needs urgent urinalysis, urine protein quantification and usually a renal biopsy; fever in an immunosuppressed lupus patient is infection until proven otherwise.',
    icd10: ['M32.9', 'M32.10', 'M32.14'],
  },
  {
    id: 'rheum-drug-induced-lupus',
    title: 'Drug-induced lupus',
    subject: 'Rheumatology',
    kind: 'condition',
    aliases: ['DIL', 'drug-induced lupus erythematosus', 'drug-induced SLE', 'anti-histone antibodies', 'hydralazine lupus', 'procainamide lupus'],
    definition:
      'Drug-induced lupus is a lupus-like syndrome of arthralgia, myalgia, fever and serositis caused by months to years of exposure to certain drugs, characterized by anti-histone antibodies and resolving after the drug is stopped.',
    causes: [
      'Procainamide and hydralazine carry the highest risk of drug-induced lupus.',
      'Isoniazid, quinidine, minocycline, methyldopa and chlorpromazine are other classic causes of drug-induced lupus.',
      'TNF-alpha inhibitors (infliximab, adalimumab, etanercept) can cause drug-induced lupus, often with anti-dsDNA antibodies.',
    ],
    riskFactors: [
      'Slow acetylator status increases the risk of drug-induced lupus from hydralazine, procainamide and isoniazid, which are metabolized by N-acetyltransferase.',
      'Drug-induced lupus affects older patients and men and women about equally, reflecting who takes the causative drugs.',
    ],
    presentation: [
      'Drug-induced lupus presents with arthralgia or arthritis, myalgia, fever and malaise.',
      'Serositis (pleuritis, pleural effusion, pericarditis) is common in drug-induced lupus, particularly with procainamide.',
      'Kidney and central nervous system involvement are rare in drug-induced lupus, and malar rash is uncommon.',
    ],
    bestInitialTest:
      'The best initial tests for drug-induced lupus are ANA (positive) and anti-histone antibodies, which are present in more than 90% of classic cases (such as procainamide- or hydralazine-induced lupus) but less often in lupus caused by minocycline or TNF-alpha inhibitors.',
    diagnosis:
      'Drug-induced lupus is diagnosed by lupus-like symptoms during exposure to a known causative drug, a positive ANA with anti-histone antibodies, usually normal complement and negative anti-dsDNA, and resolution after the drug is withdrawn.',
    firstLine:
      'First-line treatment of drug-induced lupus is stopping the offending drug; symptoms usually resolve within weeks to months, and NSAIDs or a short course of glucocorticoids can be used for persistent symptoms.',
    keyComparisons: [
      {
        with: 'rheum-systemic-lupus-erythematosus',
        difference:
          'Drug-induced lupus has anti-histone antibodies, normal complement, equal sex distribution and rare renal or CNS disease, whereas systemic lupus erythematosus has anti-dsDNA or anti-Smith antibodies, low complement in flares, a strong female predominance and frequent nephritis.',
      },
    ],
    why: [
      {
        question: 'Why are slow acetylators at higher risk of drug-induced lupus?',
        answer:
          'Hydralazine, procainamide and isoniazid are cleared by hepatic N-acetyltransferase 2, so slow acetylators have higher and longer exposure to the parent drug and its reactive metabolites. This promotes the loss of tolerance to nuclear antigens such as histones that underlies drug-induced lupus.',
      },
    ],
    highYield: [
      'Anti-histone antibodies are the classic marker of drug-induced lupus, but they are also found in many patients with idiopathic systemic lupus erythematosus.',
      'Anti-dsDNA is typically negative in drug-induced lupus, except in lupus caused by TNF-alpha inhibitors.',
      'The classic mnemonic for causes of drug-induced lupus is "HIP" (hydralazine, isoniazid, procainamide), of which hydralazine and procainamide carry by far the highest risk.',
    ],
    dontMiss:
      'A positive ANA alone in a patient taking hydralazine or procainamide is common and is not an indication to stop the drug; drug-induced lupus requires symptoms.',
    icd10: ['M32.0'],
  },
  {
    id: 'rheum-antiphospholipid-syndrome',
    title: 'Antiphospholipid syndrome',
    subject: 'Rheumatology',
    kind: 'condition',
    aliases: ['APS', 'APLS', 'antiphospholipid antibody syndrome', 'Hughes syndrome', 'lupus anticoagulant', 'anticardiolipin antibody', 'anti-beta2 glycoprotein I', 'catastrophic antiphospholipid syndrome', 'CAPS'],
    definition:
      'Antiphospholipid syndrome is an acquired autoimmune thrombophilia in which persistent antiphospholipid antibodies cause arterial, venous or small-vessel thrombosis and pregnancy morbidity; it is primary or secondary to another autoimmune disease, most often systemic lupus erythematosus.',
    pathophysiology:
      'In antiphospholipid syndrome, antibodies against phospholipid-binding proteins (chiefly beta2-glycoprotein I) activate endothelial cells, platelets and monocytes, induce tissue factor, activate complement and interfere with natural anticoagulants, creating a prothrombotic state; placental thrombosis and inflammation cause pregnancy loss.',
    presentation: [
      'Antiphospholipid syndrome presents with unprovoked venous thrombosis, most often deep vein thrombosis and pulmonary embolism.',
      'Arterial thrombosis in antiphospholipid syndrome most often causes stroke or transient ischemic attack, especially in young patients.',
      'Pregnancy morbidity in antiphospholipid syndrome includes recurrent early miscarriage, fetal death after 10 weeks and early severe preeclampsia or placental insufficiency.',
      'Livedo reticularis, mild thrombocytopenia and cardiac valve thickening or vegetations are common non-criteria features of antiphospholipid syndrome.',
      'The lupus anticoagulant in antiphospholipid syndrome paradoxically prolongs the aPTT in vitro while causing thrombosis in vivo, and the prolonged aPTT does not correct with a mixing study.',
    ],
    bestInitialTest:
      'The best initial testing for antiphospholipid syndrome is the three antiphospholipid tests together: lupus anticoagulant (a phospholipid-dependent clotting test such as dilute Russell viper venom time), anticardiolipin IgG/IgM and anti-beta2-glycoprotein I IgG/IgM.',
    testOfChoice:
      'Antiphospholipid syndrome is confirmed only when at least one antiphospholipid test is positive on two occasions at least 12 weeks apart in a patient with a qualifying thrombosis or pregnancy complication.',
    criteria: {
      name: 'Revised Sapporo (Sydney) classification criteria for antiphospholipid syndrome (at least one clinical and one laboratory criterion; the weighted 2023 ACR/EULAR criteria are a newer alternative)',
      items: [
        'A clinical criterion for antiphospholipid syndrome is one or more objectively confirmed arterial, venous or small-vessel thromboses.',
        'A clinical criterion for antiphospholipid syndrome is one or more unexplained deaths of a morphologically normal fetus at or beyond 10 weeks of gestation.',
        'A clinical criterion for antiphospholipid syndrome is one or more premature births before 34 weeks because of severe preeclampsia, eclampsia or placental insufficiency.',
        'A clinical criterion for antiphospholipid syndrome is three or more unexplained consecutive spontaneous abortions before 10 weeks of gestation.',
        'The laboratory criterion for antiphospholipid syndrome is lupus anticoagulant, medium- or high-titer anticardiolipin IgG/IgM, or anti-beta2-glycoprotein I IgG/IgM, present on two or more occasions at least 12 weeks apart.',
      ],
    },
    firstLine:
      'First-line treatment of antiphospholipid syndrome with thrombosis is indefinite anticoagulation with warfarin (target INR 2-3), usually after initial heparin; direct oral anticoagulants are not recommended, especially in triple-positive patients or after arterial thrombosis, because they are associated with more recurrent thrombosis.',
    management:
      'In pregnancy, warfarin is replaced by heparin: obstetric antiphospholipid syndrome is treated with low-dose aspirin plus prophylactic low-molecular-weight heparin, and thrombotic antiphospholipid syndrome with low-dose aspirin plus therapeutic low-molecular-weight heparin. Asymptomatic high-risk antibody carriers may receive low-dose aspirin. Catastrophic antiphospholipid syndrome is treated with anticoagulation, high-dose glucocorticoids and plasma exchange and/or IVIG.',
    complications: [
      'Catastrophic antiphospholipid syndrome is rapid, widespread small-vessel thrombosis causing failure of three or more organs within a week and carries high mortality.',
      'Recurrent thrombosis in antiphospholipid syndrome causes stroke, multi-infarct dementia, chronic thromboembolic pulmonary hypertension and renal thrombotic microangiopathy.',
    ],
    keyComparisons: [
      {
        with: 'rheum-systemic-lupus-erythematosus',
        difference:
          'Antiphospholipid syndrome causes thrombosis and pregnancy loss through antiphospholipid antibodies and may occur alone, whereas systemic lupus erythematosus is a multisystem immune-complex disease; about a third or more of lupus patients have antiphospholipid antibodies, but not all develop the syndrome.',
      },
    ],
    why: [
      {
        question: 'Why does the lupus anticoagulant prolong the aPTT yet cause clotting?',
        answer:
          'In the test tube, the lupus anticoagulant binds the phospholipid reagent that clotting factors need to assemble, so the aPTT is prolonged. In the body, the same antibodies activate endothelium, platelets and complement, so antiphospholipid syndrome is prothrombotic.',
      },
      {
        question: 'Why must antiphospholipid tests be repeated after 12 weeks?',
        answer:
          'Infections and drugs can cause transient antiphospholipid antibodies with no thrombotic risk. Persistence for at least 12 weeks distinguishes the true antiphospholipid syndrome, which needs long-term anticoagulation.',
      },
    ],
    highYield: [
      'Antiphospholipid syndrome is a classic cause of a false-positive VDRL or RPR test.',
      'Triple positivity (lupus anticoagulant, anticardiolipin and anti-beta2-glycoprotein I) carries the highest thrombotic risk in antiphospholipid syndrome.',
      'Warfarin is teratogenic, so women with antiphospholipid syndrome must switch to heparin before about 6 weeks of pregnancy.',
    ],
    dontMiss:
      'Consider antiphospholipid syndrome in any young patient with stroke, unprovoked or unusual-site thrombosis, or recurrent pregnancy loss, and in a patient with an unexplained prolonged aPTT who is clotting rather than bleeding.',
    icd10: ['D68.61', 'D68.62'],
  },
  {
    id: 'rheum-gout',
    title: 'Gout',
    subject: 'Rheumatology',
    kind: 'condition',
    aliases: ['gouty arthritis', 'podagra', 'hyperuricemia', 'monosodium urate', 'tophi', 'tophaceous gout', 'acute gout flare', 'uric acid arthritis'],
    definition:
      'Gout is an inflammatory arthritis caused by deposition of monosodium urate crystals in joints and soft tissues in the setting of hyperuricemia, presenting as acute flares that can progress to chronic tophaceous gout.',
    mostCommonCause:
      'The most common cause of hyperuricemia in gout is underexcretion of uric acid by the kidneys (about 90% of patients), rather than overproduction.',
    causes: [
      'Reduced renal excretion causing gout results from chronic kidney disease, thiazide and loop diuretics, low-dose aspirin, cyclosporine and tacrolimus, pyrazinamide, ethambutol, alcohol and dehydration.',
      'Overproduction of uric acid causing gout occurs with high cell turnover (myeloproliferative disorders, tumor lysis, psoriasis), a purine-rich diet and rare enzyme defects such as HGPRT deficiency (Lesch-Nyhan syndrome) and PRPP synthetase overactivity.',
      'Von Gierke disease (glucose-6-phosphatase deficiency) causes gout through both overproduction and lactate competing with urate excretion.',
    ],
    riskFactors: [
      'Gout is more common in men and in postmenopausal women, because estrogen is uricosuric.',
      'Alcohol (especially beer), red meat, shellfish, and fructose-sweetened drinks increase the risk of gout flares.',
      'Obesity, metabolic syndrome, hypertension and chronic kidney disease are associated with gout.',
      'Triggers of acute gout flares include surgery, acute illness, dehydration, alcohol binges and starting or changing urate-lowering therapy.',
    ],
    pathophysiology:
      'In gout, urate precipitates as monosodium urate crystals when serum urate exceeds its solubility (about 6.8 mg/dL), favoured by cooler peripheral joints and low pH. Crystals are phagocytosed by macrophages and activate the NLRP3 inflammasome, releasing IL-1-beta and recruiting neutrophils, which produces an intense acute inflammatory flare.',
    presentation: [
      'An acute gout flare causes sudden, often nocturnal onset of severe pain, swelling, warmth and redness of one joint, peaking within 24 hours.',
      'The first metatarsophalangeal joint (podagra) is the most common site of a first gout flare; the midfoot, ankle and knee are also common.',
      'Gout flares can cause fever and leukocytosis and may mimic cellulitis or septic arthritis.',
      'Chronic tophaceous gout causes firm nodular urate deposits (tophi) on the ear helix, olecranon bursa, Achilles tendon and fingers, with chronic polyarthritis.',
      'Radiographs in chronic gout show punched-out juxta-articular erosions with overhanging edges (rat-bite erosions) and preserved joint space until late.',
    ],
    bestInitialTest:
      'The best initial and confirmatory test for gout is arthrocentesis with polarized light microscopy showing needle-shaped, negatively birefringent monosodium urate crystals (yellow when parallel to the compensator axis), with synovial fluid Gram stain and culture to exclude infection.',
    testOfChoice:
      'Synovial fluid or tophus aspirate showing monosodium urate crystals is the gold standard for diagnosing gout; serum urate can be normal during a flare, and dual-energy CT can show urate deposits when aspiration is not possible.',
    firstLine:
      'First-line treatment of a gout flare is an NSAID (such as naproxen or indomethacin), low-dose colchicine (1.2 mg then 0.6 mg one hour later) or a glucocorticoid (oral or intra-articular), chosen by comorbidities and started as early as possible.',
    management:
      'Urate-lowering therapy for gout is indicated for tophi, radiographic joint damage or 2 or more flares a year (and considered after a first flare with CKD stage 3 or worse, serum urate above 9 mg/dL or kidney stones). Allopurinol is first-line, started at 100 mg/day or less (lower in CKD) and titrated to a serum urate below 6 mg/dL; febuxostat and probenecid are alternatives, and pegloticase is for refractory tophaceous gout. Give flare prophylaxis with low-dose colchicine (or an NSAID or low-dose prednisone) for 3 to 6 months after starting. Continue urate-lowering therapy during flares; the 2020 ACR guideline allows starting it during a flare. IL-1 inhibitors (anakinra, canakinumab) are options for refractory flares.',
    complications: [
      'Chronic tophaceous gout causes joint destruction, deformity and chronic pain.',
      'Uric acid nephrolithiasis (radiolucent stones) and chronic urate nephropathy are renal complications of gout and hyperuricemia.',
      'Acute uric acid nephropathy from tumor lysis syndrome causes acute kidney injury through intratubular crystal precipitation.',
    ],
    keyComparisons: [
      {
        with: 'rheum-calcium-pyrophosphate-deposition-disease',
        difference:
          'Gout crystals (monosodium urate) are needle-shaped and negatively birefringent (yellow when parallel to the compensator) and gout favours the first MTP joint in middle-aged men, whereas pseudogout crystals (calcium pyrophosphate) are rhomboid and weakly positively birefringent (blue when parallel) and pseudogout favours the knee and wrist in older adults with chondrocalcinosis.',
      },
      {
        with: 'rheum-septic-arthritis',
        difference:
          'Gout and septic arthritis both cause an acute hot monoarthritis with high synovial white counts, and they can coexist; finding crystals does not exclude infection, so synovial Gram stain and culture are sent whenever infection is possible.',
      },
    ],
    why: [
      {
        question: 'Why can serum uric acid be normal during an acute gout flare?',
        answer:
          'Inflammatory cytokines during a gout flare increase renal urate excretion, and urate is deposited into crystals, so serum urate often falls into the normal range. Serum urate is best measured 2 or more weeks after the flare settles.',
      },
      {
        question: 'Why do thiazide diuretics cause gout?',
        answer:
          'Thiazides cause volume contraction, which increases proximal tubular urate reabsorption, and they compete with urate for secretion by organic anion transporters. The resulting hyperuricemia can precipitate gout; losartan is a mildly uricosuric alternative antihypertensive.',
      },
      {
        question: 'Why must azathioprine doses be cut when allopurinol is started?',
        answer:
          'Allopurinol inhibits xanthine oxidase, which inactivates 6-mercaptopurine, the active metabolite of azathioprine. Combining them without a large dose reduction causes toxic thiopurine levels and severe bone marrow suppression.',
      },
      {
        question: 'Why does colchicine work in gout?',
        answer:
          'Colchicine binds tubulin and blocks microtubule polymerization, impairing neutrophil migration, degranulation and NLRP3 inflammasome activation. It does not lower urate, so it treats and prevents gout flares but does not dissolve crystals.',
      },
    ],
    highYield: [
      'HLA-B*58:01 testing before allopurinol is recommended for patients of Han Chinese, Korean or Thai descent (grouped as Southeast Asian in the 2020 ACR guideline) and African American patients because the allele predicts severe cutaneous reactions (SJS/TEN, DRESS).',
      'Febuxostat carries a boxed warning for increased cardiovascular death, so allopurinol is preferred in gout patients with cardiovascular disease.',
      'Probenecid for gout is avoided in patients with kidney stones or reduced kidney function because it increases urinary uric acid.',
      'Pegloticase for refractory gout is contraindicated in G6PD deficiency because it generates hydrogen peroxide and can cause hemolysis and methemoglobinemia.',
      'Colchicine toxicity in gout is increased by CKD and by strong CYP3A4 or P-glycoprotein inhibitors such as clarithromycin and cyclosporine.',
    ],
    dontMiss:
      'Fever with an acute monoarthritis can be either gout or septic arthritis; always aspirate and culture, because the two can coexist and untreated infection destroys the joint within days.',
    icd10: ['M10.9', 'M1A.9XX0'],
  },
  {
    id: 'rheum-calcium-pyrophosphate-deposition-disease',
    title: 'Calcium pyrophosphate deposition disease (pseudogout)',
    subject: 'Rheumatology',
    kind: 'condition',
    aliases: ['CPPD', 'pseudogout', 'chondrocalcinosis', 'calcium pyrophosphate crystal arthritis', 'CPP crystals', 'acute CPP crystal arthritis', 'crowned dens syndrome'],
    definition:
      'Calcium pyrophosphate deposition disease is arthritis caused by calcium pyrophosphate dihydrate crystals in articular cartilage and synovium, ranging from asymptomatic chondrocalcinosis to acute flares (pseudogout) and chronic arthritis resembling osteoarthritis or rheumatoid arthritis.',
    causes: [
      'Aging is the most common association of calcium pyrophosphate deposition disease, which mostly affects people over 60.',
      'Hemochromatosis, hyperparathyroidism, hypomagnesemia and hypophosphatasia are metabolic causes of calcium pyrophosphate deposition disease, and hypothyroidism is a weaker association.',
      'Previous joint trauma, osteoarthritis and rare familial (ANKH mutation) forms also predispose to calcium pyrophosphate deposition disease.',
    ],
    presentation: [
      'Acute calcium pyrophosphate crystal arthritis (pseudogout) causes a sudden painful, swollen, warm joint, most often the knee and then the wrist.',
      'Pseudogout flares are often triggered by surgery, acute medical illness, trauma or parathyroidectomy.',
      'Chronic calcium pyrophosphate deposition disease can resemble osteoarthritis in unusual joints (MCP joints, wrists, shoulders) or cause symmetric polyarthritis mimicking rheumatoid arthritis.',
      'Crowned dens syndrome is calcium pyrophosphate deposition around the dens that causes acute neck pain, stiffness and fever mimicking meningitis or polymyalgia rheumatica.',
      'Radiographs in calcium pyrophosphate deposition disease show chondrocalcinosis, a linear calcification of the knee menisci, the triangular fibrocartilage of the wrist or the pubic symphysis.',
    ],
    bestInitialTest:
      'The best initial and confirmatory test for calcium pyrophosphate deposition disease is arthrocentesis with polarized light microscopy showing rhomboid or rod-shaped, weakly positively birefringent crystals (blue when parallel to the compensator axis), plus Gram stain and culture.',
    testOfChoice:
      'Synovial fluid calcium pyrophosphate crystals confirm calcium pyrophosphate deposition disease; chondrocalcinosis on radiographs or ultrasound supports the diagnosis but is common in older people without symptoms.',
    firstLine:
      'First-line treatment of an acute pseudogout flare is joint aspiration with an intra-articular glucocorticoid injection (after infection is excluded), or an oral NSAID, colchicine or a short course of oral glucocorticoids.',
    management:
      'No therapy removes calcium pyrophosphate crystals, so chronic calcium pyrophosphate deposition disease is managed with low-dose colchicine or NSAIDs for recurrent flares, and methotrexate or hydroxychloroquine are sometimes used for chronic inflammatory arthritis. Underlying metabolic causes (hemochromatosis, hyperparathyroidism, hypomagnesemia) are treated.',
    keyComparisons: [
      {
        with: 'rheum-gout',
        difference:
          'Pseudogout crystals (calcium pyrophosphate) are rhomboid and weakly positively birefringent (blue when parallel), and pseudogout favours the knee and wrist of older adults with chondrocalcinosis, whereas gout crystals (monosodium urate) are needle-shaped and strongly negatively birefringent (yellow when parallel), and gout favours the first MTP joint and responds to urate-lowering therapy.',
      },
      {
        with: 'rheum-osteoarthritis',
        difference:
          'Calcium pyrophosphate deposition disease causes osteoarthritis-like damage in joints that primary osteoarthritis usually spares (MCPs, wrists, shoulders) and shows chondrocalcinosis, whereas primary osteoarthritis favours the DIPs, PIPs, first CMC, hips and knees.',
      },
    ],
    why: [
      {
        question: 'Why should a young patient with pseudogout be screened for metabolic disease?',
        answer:
          'Calcium pyrophosphate deposition disease is uncommon before age 60 unless something drives crystal formation, such as hemochromatosis (iron inhibits pyrophosphatase), hyperparathyroidism (high calcium) or hypomagnesemia (magnesium is a pyrophosphatase cofactor). Checking ferritin and transferrin saturation, calcium, PTH, magnesium, phosphate and alkaline phosphatase finds a treatable cause.',
      },
    ],
    highYield: [
      'Calcium pyrophosphate deposition disease is the most common cause of chondrocalcinosis on radiographs.',
      'The knee is the most common joint affected by acute pseudogout.',
      'Calcium pyrophosphate deposition disease with hook-like osteophytes at the second and third MCP joints strongly suggests hemochromatosis.',
    ],
    dontMiss:
      'Finding calcium pyrophosphate crystals does not exclude septic arthritis; culture every acutely inflamed joint before giving an intra-articular glucocorticoid.',
    icd10: ['M11.20', 'M11.29'],
  },
  {
    id: 'rheum-septic-arthritis',
    title: 'Septic arthritis',
    subject: 'Rheumatology',
    kind: 'condition',
    aliases: ['infectious arthritis', 'bacterial arthritis', 'pyogenic arthritis', 'joint infection', 'septic joint', 'gonococcal arthritis', 'disseminated gonococcal infection', 'DGI'],
    definition:
      'Septic arthritis is bacterial infection of a joint space, usually by hematogenous spread, which causes an acute hot swollen joint and can destroy cartilage within days; it is a medical emergency.',
    mostCommonCause:
      'The most common cause of nongonococcal septic arthritis in adults is Staphylococcus aureus, while Neisseria gonorrhoeae is a classic cause in sexually active young adults.',
    causes: [
      'Streptococci are the second most common cause of nongonococcal septic arthritis after Staphylococcus aureus.',
      'Gram-negative bacilli cause septic arthritis in older adults, people with immunosuppression and injection drug users; Pseudomonas aeruginosa classically infects the sternoclavicular and sacroiliac joints in injection drug users.',
      'Coagulase-negative staphylococci and Staphylococcus aureus are the most common causes of prosthetic joint infection.',
      'Kingella kingae is a common cause of septic arthritis in children under 4, and Pasteurella multocida causes septic arthritis after cat or dog bites.',
    ],
    riskFactors: [
      'Pre-existing joint disease, especially rheumatoid arthritis, is a major risk factor for septic arthritis.',
      'Prosthetic joints, recent joint surgery or injection, age over 80, diabetes, immunosuppression, injection drug use and skin infection all increase the risk of septic arthritis.',
    ],
    presentation: [
      'Septic arthritis presents with acute monoarthritis: a painful, warm, swollen joint with effusion and marked pain on any passive movement.',
      'The knee is the most commonly infected joint in adult septic arthritis, followed by the hip, shoulder, ankle and wrist.',
      'Fever is common in septic arthritis but may be absent, especially in older or immunosuppressed patients.',
      'Disseminated gonococcal infection causes either a triad of tenosynovitis, painless pustular skin lesions and migratory polyarthralgia, or a purulent monoarthritis without skin lesions.',
      'Synovial fluid in septic arthritis is turbid or purulent, usually with more than 50,000 white cells/µL and more than 90% neutrophils.',
    ],
    bestInitialTest:
      'The best initial test for septic arthritis is arthrocentesis before antibiotics, with synovial fluid cell count and differential, Gram stain, culture and crystal analysis; blood cultures should also be drawn.',
    testOfChoice:
      'Synovial fluid culture confirms septic arthritis and guides antibiotics; for suspected gonococcal arthritis, nucleic acid amplification testing of urogenital, pharyngeal and rectal sites is added because synovial cultures are often negative.',
    firstLine:
      'First-line treatment of septic arthritis is prompt joint drainage (needle aspiration, arthroscopy or open surgery) plus empiric IV antibiotics guided by the Gram stain: vancomycin for gram-positive cocci, ceftriaxone for gram-negative cocci, and vancomycin plus ceftriaxone (or an antipseudomonal cephalosporin in injection drug users or immunosuppressed patients) when the Gram stain is negative.',
    management:
      'Septic arthritis antibiotics are narrowed by culture results and usually continued for 3 to 4 weeks (IV then oral). Repeat aspiration is done daily until the effusion stops reaccumulating; septic arthritis of the hip, especially in children, and prosthetic joint infection usually need surgical drainage or washout. Gonococcal arthritis is treated with IV ceftriaxone, with testing and treatment for chlamydia and treatment of sexual partners.',
    complications: [
      'Untreated septic arthritis destroys articular cartilage within days, causing permanent joint damage and secondary osteoarthritis.',
      'Septic arthritis can cause adjacent osteomyelitis, bacteremia, sepsis and death.',
    ],
    keyComparisons: [
      {
        with: 'rheum-gout',
        difference:
          'Septic arthritis and gout both cause an acute hot joint with neutrophil-rich fluid; crystals suggest gout but do not exclude infection, and a synovial white count above 50,000/µL or a positive Gram stain should be treated as infection.',
      },
      {
        with: 'rheum-reactive-arthritis',
        difference:
          'Septic arthritis is infection within the joint with positive synovial culture, whereas reactive arthritis is sterile inflammation of several lower-limb joints that follows a distant gastrointestinal or genitourinary infection.',
      },
    ],
    why: [
      {
        question: 'Why is joint aspiration done before antibiotics in suspected septic arthritis?',
        answer:
          'Antibiotics can sterilize synovial fluid cultures within hours, leaving the organism and its sensitivities unknown for a 3- to 4-week course. Aspiration also decompresses the joint and distinguishes infection from crystal arthritis.',
      },
      {
        question: 'Why does septic arthritis destroy cartilage so quickly?',
        answer:
          'Bacterial toxins and proteases released by the intense neutrophil response degrade cartilage matrix directly, and the tense effusion impairs cartilage nutrition. Irreversible damage can begin within days, which is why septic arthritis needs drainage as well as antibiotics.',
      },
    ],
    highYield: [
      'Septic arthritis is usually monoarticular, but polyarticular infection occurs in about 10-20% of cases, especially in rheumatoid arthritis and sepsis.',
      'A normal serum white count or absence of fever does not exclude septic arthritis.',
      'Salmonella is classically associated with osteomyelitis, rather than septic arthritis, in patients with sickle cell disease.',
    ],
    dontMiss:
      'Any acute hot swollen joint is septic arthritis until proven otherwise, even in a patient with known gout or rheumatoid arthritis; delay in drainage and antibiotics causes permanent joint destruction.',
    icd10: ['M00.9', 'M00.00', 'A54.42'],
  },
  {
    id: 'rheum-ankylosing-spondylitis',
    title: 'Ankylosing spondylitis (axial spondyloarthritis)',
    subject: 'Rheumatology',
    kind: 'condition',
    aliases: ['AS', 'axial spondyloarthritis', 'axSpA', 'radiographic axial spondyloarthritis', 'bamboo spine', 'HLA-B27 back pain', 'Bechterew disease', 'seronegative spondyloarthropathy'],
    definition:
      'Ankylosing spondylitis is a chronic HLA-B27-associated seronegative spondyloarthritis that causes inflammation of the sacroiliac joints, spine and entheses, leading to inflammatory back pain and, over time, spinal fusion.',
    riskFactors: [
      'HLA-B27 is present in about 90% of White patients with ankylosing spondylitis, although most HLA-B27-positive people never develop the disease.',
      'Ankylosing spondylitis usually begins in late adolescence or early adulthood (before age 45) and radiographic disease is more common in men.',
      'A family history of spondyloarthritis, inflammatory bowel disease, psoriasis or uveitis increases the likelihood of ankylosing spondylitis.',
    ],
    pathophysiology:
      'In ankylosing spondylitis, inflammation begins at entheses (where ligaments and tendons insert into bone) and in the sacroiliac joints, driven by the IL-23/IL-17 axis and TNF-alpha; repair produces new bone, forming syndesmophytes that bridge vertebrae and eventually fuse the spine.',
    presentation: [
      'Ankylosing spondylitis causes inflammatory back pain: insidious onset in young adults (typically before age 40), duration over 3 months, morning stiffness over 30 minutes, improvement with exercise but not rest, and night pain in the second half of the night.',
      'Alternating buttock pain from sacroiliitis is a classic symptom of ankylosing spondylitis.',
      'Examination in ankylosing spondylitis shows reduced lumbar flexion (positive Schober test), reduced chest expansion, loss of lumbar lordosis and, late, thoracic kyphosis with a stooped posture.',
      'Enthesitis in ankylosing spondylitis commonly causes heel pain at the Achilles tendon or plantar fascia insertion.',
      'Acute anterior uveitis, usually unilateral with pain, redness and photophobia, is the most common extra-articular manifestation of ankylosing spondylitis.',
      'Radiographs in ankylosing spondylitis show bilateral symmetric sacroiliitis, squaring of vertebral bodies, marginal syndesmophytes and, in advanced disease, a fused bamboo spine.',
    ],
    bestInitialTest:
      'The best initial imaging for suspected ankylosing spondylitis is a plain radiograph of the sacroiliac joints showing sacroiliitis; HLA-B27 and CRP support the diagnosis.',
    testOfChoice:
      'MRI of the sacroiliac joints is the most sensitive test for early axial spondyloarthritis, showing bone marrow edema before radiographic changes appear.',
    criteria: {
      name: 'ASAS classification criteria for axial spondyloarthritis (back pain of 3 months or more with onset before age 45)',
      items: [
        'Axial spondyloarthritis is classified when sacroiliitis on MRI or radiographs is present with at least one spondyloarthritis feature.',
        'Axial spondyloarthritis is also classified when HLA-B27 is positive with at least two other spondyloarthritis features.',
        'Spondyloarthritis features for axial spondyloarthritis classification are inflammatory back pain, arthritis, heel enthesitis, uveitis, dactylitis, psoriasis, Crohn disease or ulcerative colitis, good response to NSAIDs, family history of spondyloarthritis, HLA-B27 and raised CRP.',
      ],
    },
    firstLine:
      'First-line treatment of ankylosing spondylitis is a continuous or on-demand NSAID combined with regular exercise and physical therapy.',
    management:
      'If ankylosing spondylitis remains active despite NSAIDs, a TNF inhibitor (adalimumab, etanercept, infliximab, certolizumab, golimumab) is added; an IL-17 inhibitor (secukinumab, ixekizumab) is the main alternative, and a JAK inhibitor (tofacitinib, upadacitinib) is an option after an inadequate response to a TNF inhibitor. Monoclonal TNF antibodies are preferred when there is inflammatory bowel disease or recurrent uveitis. Methotrexate and sulfasalazine do not help axial disease (sulfasalazine may help peripheral arthritis), and long-term systemic glucocorticoids are not used.',
    complications: [
      'Vertebral fractures after minor trauma are a serious complication of ankylosing spondylitis because the fused spine is rigid and osteoporotic, and cervical fractures can cause spinal cord injury.',
      'Aortitis of the aortic root in ankylosing spondylitis causes aortic regurgitation, and conduction block can also occur.',
      'Restrictive ventilatory impairment from costovertebral fusion and upper-lobe (apical) pulmonary fibrosis are lung complications of ankylosing spondylitis.',
      'Cauda equina syndrome and atlantoaxial subluxation are rare neurologic complications of ankylosing spondylitis.',
    ],
    keyComparisons: [
      {
        with: 'rheum-reactive-arthritis',
        difference:
          'Ankylosing spondylitis is chronic axial disease with symmetric sacroiliitis and no preceding infection, whereas reactive arthritis follows a gastrointestinal or genitourinary infection, causes asymmetric lower-limb oligoarthritis and usually resolves within a year.',
      },
      {
        with: 'rheum-psoriatic-arthritis',
        difference:
          'Ankylosing spondylitis causes bilateral symmetric sacroiliitis and marginal syndesmophytes, whereas axial psoriatic arthritis more often causes asymmetric sacroiliitis and bulky non-marginal syndesmophytes, with psoriasis and nail changes.',
      },
    ],
    why: [
      {
        question: 'Why does inflammatory back pain in ankylosing spondylitis improve with exercise while mechanical back pain worsens?',
        answer:
          'In ankylosing spondylitis, the pain comes from inflammation at the sacroiliac joints and entheses, which builds up with rest and disperses with movement. Mechanical back pain comes from loading damaged structures, so activity aggravates it and rest relieves it.',
      },
      {
        question: 'Why is ankylosing spondylitis called seronegative?',
        answer:
          'Ankylosing spondylitis and the other spondyloarthritides lack rheumatoid factor and anti-CCP antibodies, unlike rheumatoid arthritis. They are linked instead to HLA-B27 and enthesitis.',
      },
    ],
    highYield: [
      'Ankylosing spondylitis, reactive arthritis, psoriatic arthritis and enteropathic (IBD-associated) arthritis are the HLA-B27-associated seronegative spondyloarthritides.',
      'Anterior uveitis is the most common extra-articular manifestation of ankylosing spondylitis.',
      'Pulmonary function in advanced ankylosing spondylitis shows a restrictive pattern from a rigid chest wall.',
    ],
    dontMiss:
      'New neck or back pain after even a minor fall in a patient with ankylosing spondylitis is a spinal fracture until proven otherwise and needs CT or MRI, because plain films often miss it and the fracture is unstable.',
    icd10: ['M45.9'],
  },
  {
    id: 'rheum-reactive-arthritis',
    title: 'Reactive arthritis',
    subject: 'Rheumatology',
    kind: 'condition',
    aliases: ['ReA', "Reiter's syndrome", 'Reiter syndrome', 'postinfectious arthritis', "can't see, can't pee, can't climb a tree", 'keratoderma blennorrhagicum', 'circinate balanitis'],
    definition:
      'Reactive arthritis is a sterile, HLA-B27-associated spondyloarthritis that develops 1 to 4 weeks after a gastrointestinal or genitourinary infection, classically with arthritis, urethritis and conjunctivitis.',
    causes: [
      'Chlamydia trachomatis is the most common genitourinary trigger of reactive arthritis.',
      'Salmonella, Shigella, Campylobacter and Yersinia (and less often Clostridioides difficile) are the enteric triggers of reactive arthritis.',
    ],
    riskFactors: [
      'HLA-B27 increases both the risk and the severity and chronicity of reactive arthritis.',
      'Reactive arthritis after genitourinary infection is most common in young men.',
    ],
    pathophysiology:
      'In reactive arthritis, bacterial antigens (and in chlamydial disease, nonviable organisms) reach the synovium and entheses and trigger a T-cell-mediated inflammatory response, amplified in HLA-B27-positive hosts; the joint itself is sterile on culture.',
    presentation: [
      'Reactive arthritis classically presents with the triad of arthritis, urethritis and conjunctivitis, although most patients do not have all three.',
      'Arthritis in reactive arthritis is an acute, asymmetric oligoarthritis, usually of the knees, ankles and feet.',
      'Enthesitis (Achilles tendon, plantar fascia), dactylitis (sausage toes) and inflammatory low back pain are common in reactive arthritis.',
      'Mucocutaneous features of reactive arthritis include keratoderma blennorrhagicum (hyperkeratotic lesions on the palms and soles), circinate balanitis and painless oral ulcers.',
      'Conjunctivitis is the usual eye finding in reactive arthritis, and acute anterior uveitis can also occur.',
    ],
    bestInitialTest:
      'The best initial tests in suspected reactive arthritis are arthrocentesis (sterile inflammatory fluid without crystals, to exclude septic and crystal arthritis) and nucleic acid amplification testing for Chlamydia trachomatis and Neisseria gonorrhoeae, with stool culture if diarrhea is ongoing.',
    diagnosis:
      'Reactive arthritis is a clinical diagnosis based on typical asymmetric lower-limb oligoarthritis or enthesitis following a recent gastrointestinal or genitourinary infection, after exclusion of septic arthritis, gonococcal arthritis and crystal arthritis; HLA-B27 supports but is not required for the diagnosis.',
    firstLine:
      'First-line treatment of reactive arthritis is an NSAID, with intra-articular glucocorticoid injection for a persistent large-joint effusion.',
    management:
      'Active Chlamydia infection in reactive arthritis is treated with doxycycline (or azithromycin), along with sexual partners; antibiotics for a resolved enteric infection do not change the arthritis. Reactive arthritis lasting more than about 6 months is treated with sulfasalazine or methotrexate, and TNF inhibitors are used for refractory disease.',
    prognosis:
      'Most reactive arthritis resolves within 6 to 12 months, but a minority of patients, particularly HLA-B27-positive patients, develop recurrent or chronic arthritis or sacroiliitis.',
    keyComparisons: [
      {
        with: 'rheum-septic-arthritis',
        difference:
          'Reactive arthritis causes sterile synovial fluid after a distant infection and usually involves several lower-limb joints, whereas septic arthritis is infection within the joint with a positive synovial Gram stain or culture and needs drainage and IV antibiotics.',
      },
      {
        with: 'rheum-behcet-disease',
        difference:
          'Reactive arthritis causes painless oral ulcers, circinate balanitis and conjunctivitis after an infection, whereas Behçet disease causes recurrent painful oral and genital ulcers, uveitis and vascular thrombosis without a preceding infection.',
      },
    ],
    why: [
      {
        question: 'Why does the joint fluid grow nothing in reactive arthritis even though an infection caused it?',
        answer:
          'In reactive arthritis, the infection is at a distant site (gut or urethra), and only bacterial antigens or nonviable organisms reach the joint. The arthritis is an immune reaction to those antigens, so synovial culture is sterile.',
      },
    ],
    highYield: [
      'The mnemonic for the triad of reactive arthritis is "can’t see (conjunctivitis), can’t pee (urethritis), can’t climb a tree (arthritis)".',
      'Reactive arthritis is one of the HLA-B27-associated seronegative spondyloarthritides, along with ankylosing spondylitis, psoriatic arthritis and enteropathic arthritis.',
      'Keratoderma blennorrhagicum of reactive arthritis can be clinically and histologically indistinguishable from pustular psoriasis.',
    ],
    dontMiss:
      'In a young sexually active patient with acute arthritis, distinguish reactive arthritis from disseminated gonococcal infection, which needs IV ceftriaxone; look for tenosynovitis and pustular skin lesions and test urogenital, pharyngeal and rectal sites.',
    icd10: ['M02.30', 'M02.9'],
  },
  {
    id: 'rheum-psoriatic-arthritis',
    title: 'Psoriatic arthritis',
    subject: 'Rheumatology',
    kind: 'condition',
    aliases: ['PsA', 'psoriatic arthropathy', 'arthropathic psoriasis', 'pencil-in-cup deformity', 'sausage digit', 'dactylitis', 'arthritis mutilans'],
    definition:
      'Psoriatic arthritis is a seronegative inflammatory spondyloarthritis occurring in people with psoriasis (or a family history of it) that can affect peripheral joints, the spine, entheses, digits and nails.',
    riskFactors: [
      'Psoriatic arthritis develops in roughly 20-30% of people with psoriasis.',
      'Nail psoriasis, scalp and intergluteal psoriasis and severe skin disease increase the risk of psoriatic arthritis.',
      'Skin psoriasis precedes psoriatic arthritis in most patients, but arthritis appears first in about 15%.',
    ],
    presentation: [
      'Psoriatic arthritis commonly presents either as an asymmetric oligoarthritis or as a symmetric polyarthritis resembling rheumatoid arthritis.',
      'DIP-predominant arthritis is characteristic of psoriatic arthritis and is strongly associated with nail changes.',
      'Nail pitting, onycholysis and oil-drop discoloration are nail findings linked to psoriatic arthritis.',
      'Dactylitis, diffuse swelling of a whole finger or toe (sausage digit), is a hallmark of psoriatic arthritis.',
      'Enthesitis at the Achilles tendon and plantar fascia and axial disease with asymmetric sacroiliitis occur in psoriatic arthritis.',
      'Arthritis mutilans is a rare destructive form of psoriatic arthritis with telescoping digits from bone resorption.',
      'Radiographs in psoriatic arthritis show pencil-in-cup deformities, erosions with adjacent new bone formation and absence of periarticular osteopenia.',
    ],
    bestInitialTest:
      'Psoriatic arthritis is diagnosed clinically by inflammatory arthritis with psoriasis or nail disease; the best initial tests are plain radiographs of affected joints and a negative rheumatoid factor and anti-CCP to support the diagnosis.',
    criteria: {
      name: 'CASPAR classification criteria for psoriatic arthritis (inflammatory joint, spine or entheseal disease plus 3 or more points)',
      items: [
        'Current psoriasis scores 2 points in the CASPAR criteria for psoriatic arthritis, and a personal or family history of psoriasis scores 1 point if current psoriasis is absent.',
        'Typical psoriatic nail dystrophy (pitting, onycholysis, hyperkeratosis) scores 1 point in the CASPAR criteria for psoriatic arthritis.',
        'A negative rheumatoid factor scores 1 point in the CASPAR criteria for psoriatic arthritis.',
        'Current or past dactylitis scores 1 point in the CASPAR criteria for psoriatic arthritis.',
        'Radiographic juxta-articular new bone formation in the hand or foot scores 1 point in the CASPAR criteria for psoriatic arthritis.',
      ],
    },
    firstLine:
      'First-line treatment of mild psoriatic arthritis is an NSAID (with intra-articular glucocorticoid for a single persistent joint); active or erosive peripheral disease needs a DMARD such as methotrexate or a biologic.',
    management:
      'For active psoriatic arthritis, a TNF inhibitor is favoured by the 2018 ACR/NPF guideline, with IL-17 inhibitors (secukinumab, ixekizumab), IL-12/23 or IL-23 inhibitors (ustekinumab, guselkumab), apremilast and JAK inhibitors as alternatives; methotrexate helps peripheral arthritis and skin but not axial disease. Choice is guided by skin, axial, enthesitis and bowel involvement. Systemic glucocorticoids are avoided where possible because withdrawal can provoke a severe psoriasis flare.',
    keyComparisons: [
      {
        with: 'rheum-rheumatoid-arthritis',
        difference:
          'Psoriatic arthritis often affects the DIP joints asymmetrically with dactylitis, enthesitis, nail pitting, negative RF and anti-CCP, and pencil-in-cup erosions with new bone, whereas rheumatoid arthritis spares the DIPs and causes symmetric synovitis with periarticular osteopenia and positive RF or anti-CCP.',
      },
      {
        with: 'rheum-ankylosing-spondylitis',
        difference:
          'Axial psoriatic arthritis causes asymmetric sacroiliitis and non-marginal syndesmophytes with psoriasis, whereas ankylosing spondylitis causes bilateral symmetric sacroiliitis and marginal syndesmophytes.',
      },
    ],
    why: [
      {
        question: 'Why are systemic steroids avoided in psoriatic arthritis?',
        answer:
          'Systemic glucocorticoids suppress psoriasis, but tapering or stopping them can trigger a rebound flare, sometimes as life-threatening generalized pustular psoriasis. Psoriatic arthritis is therefore treated with NSAIDs, local injections and DMARDs or biologics instead.',
      },
    ],
    highYield: [
      'Psoriatic arthritis is one of the HLA-B27-associated seronegative spondyloarthritides, although HLA-B27 is mainly linked to its axial form.',
      'The pencil-in-cup deformity of the DIP joint is the classic radiographic sign of psoriatic arthritis.',
      'Psoriasis and psoriatic arthritis increase the risk of cardiovascular disease and metabolic syndrome.',
    ],
    dontMiss:
      'Always examine the scalp, umbilicus, intergluteal cleft and nails in a patient with seronegative arthritis, because hidden psoriasis is easily missed and changes the diagnosis to psoriatic arthritis.',
    icd10: ['L40.50', 'L40.59'],
  },
  {
    id: 'rheum-sjogren-syndrome',
    title: 'Sjögren syndrome',
    subject: 'Rheumatology',
    kind: 'condition',
    aliases: ["Sjogren's syndrome", 'Sjogren syndrome', 'sicca syndrome', 'dry eyes and dry mouth', 'keratoconjunctivitis sicca', 'xerostomia', 'anti-Ro', 'anti-La', 'SSA', 'SSB'],
    definition:
      'Sjögren syndrome is a chronic autoimmune disease in which lymphocytic infiltration of exocrine glands, mainly the lacrimal and salivary glands, causes dry eyes and dry mouth; it may be primary or secondary to another autoimmune disease such as rheumatoid arthritis or lupus.',
    riskFactors: [
      'Sjögren syndrome mainly affects women (about 9:1), usually between ages 40 and 60.',
      'Rheumatoid arthritis and systemic lupus erythematosus are the most common diseases associated with secondary Sjögren syndrome.',
    ],
    presentation: [
      'Sjögren syndrome causes dry eyes (gritty, burning sensation, keratoconjunctivitis sicca) and dry mouth (difficulty swallowing dry food, need to sip water).',
      'Dental caries, oral candidiasis and recurrent or persistent parotid gland enlargement are common in Sjögren syndrome.',
      'Extraglandular features of Sjögren syndrome include arthralgia, Raynaud phenomenon, fatigue, cutaneous vasculitis, interstitial lung disease and peripheral neuropathy.',
      'Kidney involvement in Sjögren syndrome causes tubulointerstitial nephritis and distal (type 1) renal tubular acidosis.',
      'Vaginal dryness and dyspareunia are common in Sjögren syndrome.',
    ],
    bestInitialTest:
      'The best initial tests for Sjögren syndrome are anti-Ro/SSA and anti-La/SSB antibodies (with ANA and rheumatoid factor, often positive) together with a Schirmer test of tear production.',
    testOfChoice:
      'Minor (labial) salivary gland biopsy showing focal lymphocytic sialadenitis with a focus score of 1 or more is the most specific test for Sjögren syndrome, particularly when antibodies are negative.',
    criteria: {
      name: '2016 ACR/EULAR classification criteria for primary Sjögren syndrome (4 or more points in a patient with dryness symptoms, after exclusions)',
      items: [
        'Labial salivary gland biopsy with focal lymphocytic sialadenitis and a focus score of 1 or more scores 3 points for Sjögren syndrome.',
        'Positive anti-Ro/SSA antibody scores 3 points for Sjögren syndrome.',
        'An ocular staining score of 5 or more (or van Bijsterveld score of 4 or more) in at least one eye scores 1 point for Sjögren syndrome.',
        'A Schirmer test of 5 mm or less in 5 minutes in at least one eye scores 1 point for Sjögren syndrome.',
        'Unstimulated whole saliva flow of 0.1 mL/min or less scores 1 point for Sjögren syndrome.',
      ],
    },
    firstLine:
      'First-line treatment of Sjögren syndrome is symptomatic: artificial tears and lubricating ointments, saliva substitutes, frequent water, sugar-free gum, meticulous dental care and, for residual gland function, muscarinic agonists (pilocarpine or cevimeline).',
    management:
      'Topical cyclosporine or lifitegrast treats refractory dry eye in Sjögren syndrome. Hydroxychloroquine is used for arthralgia, fatigue and skin disease, and systemic glucocorticoids, immunosuppressants or rituximab are reserved for serious extraglandular disease such as vasculitis, nephritis, neuropathy or interstitial lung disease.',
    complications: [
      'Sjögren syndrome carries a substantially increased risk of B-cell non-Hodgkin lymphoma, especially marginal zone (MALT) lymphoma of the parotid gland.',
      'Maternal anti-Ro/SSA antibodies in Sjögren syndrome can cause congenital heart block and neonatal lupus in the baby.',
      'Corneal ulceration and severe dental decay are local complications of untreated Sjögren syndrome.',
    ],
    keyComparisons: [
      {
        with: 'rheum-systemic-lupus-erythematosus',
        difference:
          'Sjögren syndrome and systemic lupus erythematosus share ANA and anti-Ro/SSA antibodies, but Sjögren syndrome is dominated by glandular dryness and parotid swelling, while lupus is defined by anti-dsDNA or anti-Smith antibodies and nephritis, serositis and cytopenias.',
      },
    ],
    why: [
      {
        question: 'Why do patients with Sjögren syndrome get so many dental caries?',
        answer:
          'Saliva buffers acid, washes away food and bacteria and contains antimicrobial proteins. With the reduced salivary flow of Sjögren syndrome, these protections are lost and rapid, often cervical, dental decay follows.',
      },
      {
        question: 'Why does a persistently enlarged parotid gland in Sjögren syndrome need evaluation?',
        answer:
          'Chronic B-cell stimulation in the salivary glands in Sjögren syndrome can progress to marginal zone (MALT) lymphoma. Persistent parotid enlargement, purpura, low C4, cryoglobulinemia or a new monoclonal protein are warning signs.',
      },
    ],
    highYield: [
      'Anti-Ro/SSA is the key autoantibody of Sjögren syndrome, and anti-La/SSB usually occurs together with anti-Ro and adds little diagnostic value on its own.',
      'Distal (type 1) renal tubular acidosis with hypokalemia is a classic renal finding in Sjögren syndrome.',
      'Anticholinergic drugs (antihistamines, tricyclic antidepressants) worsen the dryness of Sjögren syndrome and should be avoided where possible.',
    ],
    dontMiss:
      'A patient with Sjögren syndrome who develops persistent parotid swelling, lymphadenopathy, purpura or a falling C4 needs evaluation for lymphoma.',
    icd10: ['M35.00', 'M35.01'],
  },
  {
    id: 'rheum-systemic-sclerosis',
    title: 'Systemic sclerosis (scleroderma): limited (CREST) and diffuse',
    subject: 'Rheumatology',
    kind: 'condition',
    aliases: ['SSc', 'scleroderma', 'CREST syndrome', 'limited cutaneous systemic sclerosis', 'diffuse cutaneous systemic sclerosis', 'scleroderma renal crisis', 'anti-Scl-70', 'anti-centromere', 'sclerodactyly'],
    definition:
      'Systemic sclerosis is a chronic autoimmune disease of vasculopathy and fibrosis that thickens the skin and damages internal organs; it is divided into limited cutaneous disease (skin distal to the elbows and knees and the face, including CREST syndrome) and diffuse cutaneous disease (proximal limbs and trunk, with early organ involvement).',
    pathophysiology:
      'In systemic sclerosis, endothelial injury and autoimmunity activate fibroblasts (largely through TGF-beta), which deposit excess collagen in skin and organs, while small-artery intimal proliferation narrows vessels and causes ischemia (Raynaud phenomenon, digital ulcers, renal crisis, pulmonary arterial hypertension).',
    presentation: [
      'Raynaud phenomenon occurs in more than 90% of patients with systemic sclerosis and is usually the first symptom.',
      'Skin changes in systemic sclerosis begin as puffy fingers and progress to tight, thickened skin, sclerodactyly, digital ulcers and pitting scars, loss of facial wrinkles and a small mouth.',
      'CREST syndrome (limited cutaneous systemic sclerosis) comprises calcinosis cutis, Raynaud phenomenon, esophageal dysmotility, sclerodactyly and telangiectasias.',
      'Diffuse cutaneous systemic sclerosis causes rapidly progressive skin thickening of the proximal limbs and trunk with early interstitial lung disease and renal crisis.',
      'Esophageal dysmotility in systemic sclerosis causes reflux and dysphagia, and bowel involvement causes bloating, bacterial overgrowth and malabsorption.',
      'Gastric antral vascular ectasia (watermelon stomach) in systemic sclerosis causes iron-deficiency anemia.',
    ],
    bestInitialTest:
      'The best initial tests for systemic sclerosis are ANA (positive in more than 90%) and the specific antibodies anti-centromere (limited disease), anti-Scl-70/anti-topoisomerase I (diffuse disease) and anti-RNA polymerase III (diffuse disease with renal crisis).',
    diagnosis:
      'Systemic sclerosis is diagnosed clinically from skin thickening, Raynaud phenomenon, abnormal nailfold capillaries and specific autoantibodies; at diagnosis, every patient needs pulmonary function tests with DLCO, high-resolution chest CT and an echocardiogram to screen for interstitial lung disease and pulmonary hypertension.',
    criteria: {
      name: '2013 ACR/EULAR classification criteria for systemic sclerosis (9 or more points)',
      items: [
        'Skin thickening of the fingers of both hands extending proximal to the MCP joints is sufficient on its own to classify systemic sclerosis.',
        'Other weighted items for systemic sclerosis are skin thickening of the fingers (puffy fingers or sclerodactyly) and fingertip lesions (digital ulcers or pitting scars).',
        'Telangiectasia and abnormal nailfold capillaries are weighted items for systemic sclerosis.',
        'Pulmonary arterial hypertension and/or interstitial lung disease is a weighted item for systemic sclerosis.',
        'Raynaud phenomenon and systemic sclerosis-related autoantibodies (anti-centromere, anti-topoisomerase I, anti-RNA polymerase III) are weighted items for systemic sclerosis.',
      ],
    },
    firstLine:
      'There is no single disease-modifying drug for systemic sclerosis, so first-line treatment is organ-specific: a dihydropyridine calcium channel blocker (nifedipine or amlodipine) for Raynaud phenomenon, a proton pump inhibitor for reflux, and an ACE inhibitor for scleroderma renal crisis.',
    management:
      'Interstitial lung disease in systemic sclerosis is treated with mycophenolate (or cyclophosphamide), with nintedanib or tocilizumab as options; pulmonary arterial hypertension is treated with endothelin receptor antagonists, PDE-5 inhibitors or prostacyclin analogues. Digital ulcers are treated with PDE-5 inhibitors, IV prostacyclin and bosentan (for prevention). Methotrexate or mycophenolate treat progressive skin disease, and autologous stem cell transplant is an option for severe early diffuse disease. Glucocorticoids above about 15 mg/day of prednisone are avoided because they precipitate renal crisis.',
    complications: [
      'Interstitial lung disease (usually nonspecific interstitial pneumonia) is the leading cause of death in systemic sclerosis, particularly in diffuse disease with anti-Scl-70 antibodies.',
      'Pulmonary arterial hypertension is a leading cause of death in limited cutaneous systemic sclerosis (CREST), typically presenting with exertional dyspnea and an isolated fall in DLCO.',
      'Scleroderma renal crisis presents with abrupt severe hypertension, acute kidney injury and microangiopathic hemolytic anemia, mostly in early diffuse disease with anti-RNA polymerase III antibodies.',
      'Myocardial fibrosis in systemic sclerosis causes arrhythmias, conduction block and heart failure.',
    ],
    keyComparisons: [
      {
        with: 'rheum-systemic-lupus-erythematosus',
        difference:
          'Renal disease in systemic sclerosis is an abrupt hypertensive renal crisis treated with ACE inhibitors, whereas lupus nephritis is an immune-complex glomerulonephritis treated with immunosuppression; systemic sclerosis is marked by anti-centromere, anti-Scl-70 or anti-RNA polymerase III antibodies rather than anti-dsDNA or anti-Smith.',
      },
    ],
    why: [
      {
        question: 'Why is an ACE inhibitor given in scleroderma renal crisis even when creatinine is rising?',
        answer:
          'Scleroderma renal crisis is driven by narrowing of the renal arteries, renal ischemia and a surge of renin and angiotensin II. ACE inhibitors (classically captopril) break this loop, and their use transformed renal crisis from almost uniformly fatal to often survivable, so they are continued even if creatinine rises.',
      },
      {
        question: 'Why does systemic sclerosis cause reflux and dysphagia?',
        answer:
          'Systemic sclerosis causes atrophy and fibrosis of the smooth muscle of the distal two-thirds of the esophagus, so peristalsis fails and the lower esophageal sphincter becomes incompetent. Acid then refluxes freely and clears poorly, causing esophagitis, stricture and Barrett esophagus.',
      },
    ],
    highYield: [
      'Anti-centromere antibody is associated with limited cutaneous systemic sclerosis (CREST) and pulmonary arterial hypertension.',
      'Anti-Scl-70 (anti-topoisomerase I) antibody is associated with diffuse systemic sclerosis and interstitial lung disease.',
      'Anti-RNA polymerase III antibody is associated with diffuse systemic sclerosis, scleroderma renal crisis and an increased risk of cancer near the time of diagnosis.',
      'Giving ACE inhibitors prophylactically does not prevent scleroderma renal crisis.',
    ],
    dontMiss:
      'New hypertension or rising creatinine in a patient with early diffuse systemic sclerosis is scleroderma renal crisis until proven otherwise and needs an ACE inhibitor immediately.',
    icd10: ['M34.9', 'M34.0', 'M34.1'],
  },
  {
    id: 'rheum-polymyositis-and-dermatomyositis',
    title: 'Polymyositis and dermatomyositis (inflammatory myopathies)',
    subject: 'Rheumatology',
    kind: 'condition',
    aliases: ['PM', 'DM', 'idiopathic inflammatory myopathy', 'IIM', 'myositis', 'Gottron papules', 'heliotrope rash', 'anti-Jo-1', 'antisynthetase syndrome', 'amyopathic dermatomyositis'],
    definition:
      'Polymyositis and dermatomyositis are idiopathic inflammatory myopathies that cause subacute symmetric proximal muscle weakness with raised muscle enzymes; dermatomyositis also has characteristic skin findings and a strong association with cancer.',
    pathophysiology:
      'In polymyositis, CD8 T cells invade and destroy individual muscle fibres (endomysial inflammation), whereas dermatomyositis is a complement-mediated microangiopathy with CD4 T-cell and B-cell perivascular and perimysial inflammation that causes perifascicular atrophy.',
    presentation: [
      'Polymyositis and dermatomyositis cause progressive, symmetric proximal muscle weakness over weeks to months, with difficulty climbing stairs, rising from a chair, lifting the arms or combing hair.',
      'Muscle pain is usually mild or absent in polymyositis and dermatomyositis, and sensation and reflexes are normal.',
      'Dysphagia and aspiration from pharyngeal and upper esophageal muscle weakness occur in polymyositis and dermatomyositis.',
      'Gottron papules (violaceous papules over the knuckles) and the heliotrope rash (violaceous eyelid rash with periorbital edema) are pathognomonic of dermatomyositis.',
      'Other skin signs of dermatomyositis are the shawl sign and V-sign (photosensitive erythema of the upper back and anterior chest), periungual telangiectasias and mechanic’s hands.',
      'Antisynthetase syndrome, usually with anti-Jo-1 antibodies, combines myositis with interstitial lung disease, mechanic’s hands, Raynaud phenomenon, fever and nonerosive arthritis.',
    ],
    bestInitialTest:
      'The best initial test for suspected polymyositis or dermatomyositis is serum creatine kinase (raised, often markedly) with aldolase, followed by myositis-specific antibodies (anti-Jo-1, anti-Mi-2 and others).',
    testOfChoice:
      'Muscle biopsy, ideally of a muscle shown to be inflamed on MRI or EMG, is the most accurate test for polymyositis and dermatomyositis: endomysial CD8 T-cell infiltration in polymyositis and perifascicular atrophy with perivascular inflammation in dermatomyositis.',
    criteria: {
      name: 'Bohan and Peter criteria for polymyositis and dermatomyositis (classic)',
      items: [
        'Symmetric proximal muscle weakness is a Bohan and Peter criterion for polymyositis and dermatomyositis.',
        'Elevated serum skeletal muscle enzymes (creatine kinase, aldolase) are a Bohan and Peter criterion for polymyositis and dermatomyositis.',
        'Myopathic EMG changes (short, small polyphasic motor unit potentials, fibrillations) are a Bohan and Peter criterion for polymyositis and dermatomyositis.',
        'Muscle biopsy showing inflammation and fibre necrosis is a Bohan and Peter criterion for polymyositis and dermatomyositis.',
        'A typical rash (heliotrope rash, Gottron papules or sign) is the Bohan and Peter criterion that distinguishes dermatomyositis from polymyositis.',
      ],
    },
    firstLine:
      'First-line treatment of polymyositis and dermatomyositis is high-dose glucocorticoids (prednisone about 1 mg/kg/day) started together with a steroid-sparing agent, usually methotrexate or azathioprine.',
    management:
      'Refractory or severe polymyositis and dermatomyositis is treated with IVIG, rituximab, mycophenolate or a calcineurin inhibitor, and IVIG is used early for severe dysphagia. Myositis-associated interstitial lung disease needs mycophenolate, tacrolimus, rituximab or cyclophosphamide. Photoprotection and hydroxychloroquine help dermatomyositis skin disease, and physical therapy maintains strength. Every adult with dermatomyositis needs age-appropriate cancer screening plus targeted imaging (often CT of the chest, abdomen and pelvis, and pelvic ultrasound or CA-125 in women).',
    complications: [
      'Dermatomyositis is associated with malignancy, most often ovarian, lung, gastrointestinal, pancreatic and breast cancer and non-Hodgkin lymphoma, usually within 3 years of diagnosis.',
      'Interstitial lung disease is a leading cause of death in polymyositis and dermatomyositis, along with cancer, cardiac involvement and infection, and rapidly progressive interstitial lung disease is typical of anti-MDA5 (often amyopathic) dermatomyositis.',
      'Aspiration pneumonia, respiratory muscle weakness and myocarditis are serious complications of polymyositis and dermatomyositis.',
      'Calcinosis of skin and muscle is a complication of dermatomyositis, particularly juvenile dermatomyositis.',
    ],
    keyComparisons: [
      {
        with: 'rheum-polymyalgia-rheumatica',
        difference:
          'Polymyositis causes true proximal weakness with a high creatine kinase, whereas polymyalgia rheumatica causes proximal pain and stiffness with normal strength, normal creatine kinase, a high ESR and a dramatic response to low-dose prednisone.',
      },
      {
        with: 'neuro-myasthenia-gravis',
        difference:
          'Polymyositis and dermatomyositis cause fixed proximal weakness with raised creatine kinase, whereas myasthenia gravis causes fatigable weakness with ptosis and diplopia and a normal creatine kinase.',
      },
    ],
    why: [
      {
        question: 'Why is dermatomyositis screened for cancer?',
        answer:
          'Dermatomyositis can be a paraneoplastic syndrome in which an immune response against tumour antigens cross-reacts with muscle and skin. Cancer is found in roughly 15-25% of adults with dermatomyositis, most often near diagnosis, so screening guided by age, sex and antibodies (especially anti-TIF1-gamma and anti-NXP2) is standard.',
      },
    ],
    highYield: [
      'Anti-Jo-1 (anti-histidyl-tRNA synthetase) is the most common myositis-specific antibody and marks antisynthetase syndrome with interstitial lung disease.',
      'Anti-Mi-2 antibody is specific for dermatomyositis with classic skin disease and a good response to treatment.',
      'Anti-SRP and anti-HMGCR antibodies mark immune-mediated necrotizing myopathy, and anti-HMGCR is linked to statin exposure.',
      'Inclusion body myositis, unlike polymyositis, affects older men, causes asymmetric weakness of finger flexors and quadriceps and responds poorly to glucocorticoids.',
      'Glucocorticoid myopathy during treatment of polymyositis causes worsening proximal weakness with a normal creatine kinase.',
    ],
    dontMiss:
      'Check for dysphagia, dyspnea and low oxygen saturation in polymyositis and dermatomyositis, because pharyngeal weakness, respiratory muscle failure and rapidly progressive interstitial lung disease can be fatal.',
    icd10: ['M33.20', 'M33.10', 'M33.90'],
  },
  {
    id: 'rheum-polymyalgia-rheumatica',
    title: 'Polymyalgia rheumatica',
    subject: 'Rheumatology',
    kind: 'condition',
    aliases: ['PMR', 'polymyalgia', 'shoulder and hip girdle stiffness', 'proximal stiffness elderly', 'girdle pain'],
    definition:
      'Polymyalgia rheumatica is an inflammatory condition of adults over 50 that causes bilateral aching and morning stiffness of the shoulder and hip girdles and neck, with raised inflammatory markers and a rapid response to low-dose glucocorticoids.',
    riskFactors: [
      'Polymyalgia rheumatica almost always begins after age 50, with a peak incidence between ages 70 and 80.',
      'Polymyalgia rheumatica is more common in women and in people of Northern European descent.',
    ],
    pathophysiology:
      'Polymyalgia rheumatica is caused by inflammation of periarticular structures (subacromial and subdeltoid bursae, biceps tendon sheath, trochanteric bursae) and low-grade synovitis of the shoulders and hips, with IL-6-driven systemic inflammation; it shares immunologic features with giant cell arteritis.',
    presentation: [
      'Polymyalgia rheumatica causes bilateral pain and stiffness of the shoulders, neck, upper arms, hips and thighs, with morning stiffness lasting more than 45 minutes.',
      'Patients with polymyalgia rheumatica have difficulty getting out of bed, rising from a chair, dressing or lifting the arms, but muscle strength is normal when pain allows testing.',
      'Fatigue, low-grade fever, weight loss and depression are common systemic features of polymyalgia rheumatica.',
      'Laboratory tests in polymyalgia rheumatica show a raised ESR and CRP, often normocytic anemia, and a normal creatine kinase.',
    ],
    bestInitialTest:
      'The best initial tests for polymyalgia rheumatica are ESR and CRP (raised), with creatine kinase, TSH, rheumatoid factor and anti-CCP, and calcium to exclude mimics.',
    diagnosis:
      'Polymyalgia rheumatica is a clinical diagnosis in a patient over 50 with bilateral shoulder and hip girdle pain and stiffness and raised inflammatory markers after mimics are excluded; ultrasound showing subdeltoid bursitis and biceps tenosynovitis supports it, and a dramatic response to low-dose prednisone within days is typical.',
    criteria: {
      name: '2012 EULAR/ACR provisional classification criteria for polymyalgia rheumatica (age 50 or older, bilateral shoulder aching and raised CRP or ESR, then 4 or more points without ultrasound)',
      items: [
        'Morning stiffness lasting more than 45 minutes scores 2 points for polymyalgia rheumatica.',
        'Hip pain or limited hip range of motion scores 1 point for polymyalgia rheumatica.',
        'Absence of rheumatoid factor and anti-CCP antibodies scores 2 points for polymyalgia rheumatica.',
        'Absence of other joint involvement scores 1 point for polymyalgia rheumatica.',
        'Ultrasound findings of shoulder and hip bursitis or tenosynovitis add up to 2 points for polymyalgia rheumatica, with a threshold of 5 when ultrasound is used.',
      ],
    },
    firstLine:
      'First-line treatment of polymyalgia rheumatica is low-dose oral prednisone, 12.5 to 25 mg daily, which typically brings dramatic improvement within days and is then tapered slowly over at least 12 months.',
    management:
      'Methotrexate is added as a steroid-sparing agent in polymyalgia rheumatica with relapses, high glucocorticoid requirement or high risk of steroid toxicity, and sarilumab (an IL-6 receptor antibody) is approved for refractory disease. Patients on long-term glucocorticoids need bone protection with calcium, vitamin D and often a bisphosphonate. Relapses during tapering are common and are treated by returning to the last effective dose.',
    complications: [
      'Giant cell arteritis develops in roughly 15-20% of patients with polymyalgia rheumatica, and about half of patients with giant cell arteritis have polymyalgia symptoms.',
      'Long-term glucocorticoid therapy for polymyalgia rheumatica causes osteoporosis, diabetes, cataracts, hypertension and infections.',
    ],
    keyComparisons: [
      {
        with: 'neuro-giant-cell-arteritis',
        difference:
          'Polymyalgia rheumatica causes girdle pain and stiffness and responds to prednisone 12.5-25 mg daily, whereas giant cell arteritis causes headache, jaw claudication, scalp tenderness and visual symptoms and needs high-dose prednisone (40-60 mg daily) because of the risk of blindness.',
      },
      {
        with: 'rheum-polymyositis-and-dermatomyositis',
        difference:
          'Polymyalgia rheumatica causes pain and stiffness with normal strength and a normal creatine kinase, whereas polymyositis causes true proximal weakness with a raised creatine kinase.',
      },
      {
        with: 'rheum-fibromyalgia',
        difference:
          'Polymyalgia rheumatica begins after 50 with girdle stiffness and a high ESR and CRP, whereas fibromyalgia causes widespread pain with normal inflammatory markers and does not respond to glucocorticoids.',
      },
    ],
    why: [
      {
        question: 'Why does polymyalgia rheumatica feel like weakness when strength is normal?',
        answer:
          'Inflammation of the bursae and tendon sheaths around the shoulders and hips in polymyalgia rheumatica makes movement painful and stiff, so patients struggle to lift the arms or rise from a chair. The muscles themselves are not inflamed, so strength and creatine kinase are normal.',
      },
    ],
    highYield: [
      'Polymyalgia rheumatica is the classic answer for an older patient with bilateral shoulder and hip stiffness, a high ESR, a normal creatine kinase and a dramatic response to low-dose prednisone.',
      'A poor response to low-dose prednisone should prompt reconsideration of the diagnosis of polymyalgia rheumatica, including late-onset rheumatoid arthritis, malignancy or vasculitis.',
    ],
    dontMiss:
      'Every patient with polymyalgia rheumatica should be asked at each visit about new headache, jaw claudication, scalp tenderness and visual disturbance, because giant cell arteritis needs urgent high-dose glucocorticoids to prevent blindness.',
    icd10: ['M35.3'],
  },
  {
    id: 'rheum-takayasu-arteritis',
    title: 'Takayasu arteritis',
    subject: 'Rheumatology',
    kind: 'condition',
    aliases: ['TAK', 'Takayasu disease', 'pulseless disease', 'aortic arch syndrome', 'large-vessel vasculitis of young women'],
    definition:
      'Takayasu arteritis is a granulomatous large-vessel vasculitis of the aorta and its major branches, especially the aortic arch and subclavian arteries, that mainly affects young women under 40 and causes stenosis, occlusion and aneurysm.',
    riskFactors: [
      'Takayasu arteritis mainly affects women (about 80-90% of cases) with onset usually before age 40.',
      'Takayasu arteritis is most common in people of Asian descent, particularly in Japan, China, Korea and India.',
    ],
    pathophysiology:
      'In Takayasu arteritis, T-cell-mediated granulomatous inflammation of the adventitia and media of the aorta and its branches causes wall thickening, fibrosis and intimal proliferation that narrows or occludes vessels, while destruction of the media can cause aneurysms.',
    presentation: [
      'Takayasu arteritis often begins with a systemic phase of fever, night sweats, weight loss, arthralgia and fatigue.',
      'Weak or absent brachial or radial pulses, a systolic blood pressure difference of more than 10 mm Hg between the arms, and arm claudication are the classic findings of Takayasu arteritis.',
      'Bruits over the subclavian arteries, carotid arteries or abdominal aorta are common in Takayasu arteritis.',
      'Renal artery stenosis in Takayasu arteritis causes renovascular hypertension.',
      'Carotid and vertebral involvement in Takayasu arteritis causes lightheadedness, visual disturbance, transient ischemic attack and stroke.',
    ],
    bestInitialTest:
      'The best initial tests in suspected Takayasu arteritis are ESR and CRP (often raised) and blood pressure measurement in both arms, followed by vascular imaging.',
    testOfChoice:
      'The diagnostic test of choice for Takayasu arteritis is CT angiography or MR angiography of the aorta and its branches, showing wall thickening, long smooth stenoses, occlusions or aneurysms; conventional angiography is now reserved for intervention.',
    criteria: {
      name: '1990 ACR classification criteria for Takayasu arteritis (3 or more of 6; updated weighted 2022 ACR/EULAR criteria also exist)',
      items: [
        'Age at onset of 40 years or younger is a classic criterion for Takayasu arteritis.',
        'Claudication of the extremities is a classic criterion for Takayasu arteritis.',
        'Decreased pulsation of one or both brachial arteries is a classic criterion for Takayasu arteritis.',
        'A systolic blood pressure difference of more than 10 mm Hg between the arms is a classic criterion for Takayasu arteritis.',
        'A bruit over one or both subclavian arteries or the abdominal aorta is a classic criterion for Takayasu arteritis.',
        'Arteriographic narrowing or occlusion of the aorta, its primary branches or large arteries of the limbs is a classic criterion for Takayasu arteritis.',
      ],
    },
    firstLine:
      'First-line treatment of active Takayasu arteritis is high-dose glucocorticoids (prednisone about 1 mg/kg/day) combined with a steroid-sparing agent such as methotrexate or a TNF inhibitor.',
    management:
      'Tocilizumab is an option for refractory Takayasu arteritis. Revascularization (angioplasty, stenting or bypass) of critical stenoses or aneurysms is done when possible during inactive disease, because procedures during active inflammation have higher restenosis rates. Hypertension must be controlled, measuring blood pressure in an unaffected limb, and antiplatelet therapy is often used.',
    complications: [
      'Aortic root dilatation in Takayasu arteritis causes aortic regurgitation and heart failure.',
      'Stroke, myocardial infarction from coronary ostial stenosis, aortic aneurysm and renovascular hypertension are serious complications of Takayasu arteritis.',
    ],
    keyComparisons: [
      {
        with: 'neuro-giant-cell-arteritis',
        difference:
          'Takayasu arteritis and giant cell arteritis are both granulomatous large-vessel vasculitides, but Takayasu arteritis affects women under 40 and mainly the aortic arch and subclavian arteries (pulseless arms), whereas giant cell arteritis affects adults over 50 and mainly the extracranial carotid branches (headache, jaw claudication, vision loss).',
      },
    ],
    why: [
      {
        question: 'Why can blood pressure be misleading in Takayasu arteritis?',
        answer:
          'Subclavian stenosis in Takayasu arteritis lowers the pressure measured in the affected arm, so true aortic pressure, often raised by renal artery stenosis, is underestimated. Blood pressure should be measured in all four limbs and treated using the highest reading.',
      },
    ],
    highYield: [
      'Takayasu arteritis is called pulseless disease because upper-limb pulses are weak or absent.',
      'Takayasu arteritis and giant cell arteritis are the two large-vessel vasculitides in the Chapel Hill classification.',
    ],
    dontMiss:
      'In a young woman with hypertension, unequal arm blood pressures or absent radial pulses, consider Takayasu arteritis rather than essential hypertension or fibromuscular dysplasia.',
    icd10: ['M31.4'],
  },
  {
    id: 'rheum-polyarteritis-nodosa',
    title: 'Polyarteritis nodosa',
    subject: 'Rheumatology',
    kind: 'condition',
    aliases: ['PAN', 'periarteritis nodosa', 'medium-vessel vasculitis', 'hepatitis B vasculitis', 'mononeuritis multiplex vasculitis'],
    definition:
      'Polyarteritis nodosa is a systemic necrotizing vasculitis of medium-sized muscular arteries that spares the lungs and glomeruli, is not associated with ANCA, and is classically linked to hepatitis B.',
    causes: [
      'Hepatitis B virus infection is the classic known cause of polyarteritis nodosa, although most cases today are idiopathic.',
      'Hepatitis C, hairy cell leukemia and deficiency of adenosine deaminase 2 (DADA2) are less common associations of polyarteritis nodosa.',
    ],
    pathophysiology:
      'In polyarteritis nodosa, immune complex deposition (for example of hepatitis B surface antigen) causes transmural necrotizing inflammation with fibrinoid necrosis of medium-sized arteries; lesions of different ages coexist, and weakening of the wall produces microaneurysms while thrombosis causes infarction.',
    presentation: [
      'Polyarteritis nodosa causes constitutional symptoms of fever, weight loss, fatigue, myalgia and arthralgia.',
      'Mononeuritis multiplex, such as a sudden foot drop or wrist drop, is a classic neurologic presentation of polyarteritis nodosa.',
      'Skin findings in polyarteritis nodosa include livedo reticularis, tender subcutaneous nodules, ulcers and digital gangrene.',
      'Renal artery involvement in polyarteritis nodosa causes new hypertension and renal impairment without glomerulonephritis or red-cell casts.',
      'Mesenteric involvement in polyarteritis nodosa causes postprandial abdominal pain, gastrointestinal bleeding and bowel infarction.',
      'Testicular pain or tenderness from orchitis is a characteristic finding in polyarteritis nodosa.',
    ],
    bestInitialTest:
      'The best initial tests in suspected polyarteritis nodosa are ESR and CRP, renal function, urinalysis, ANCA (negative) and hepatitis B and C serology.',
    testOfChoice:
      'The confirmatory test for polyarteritis nodosa is biopsy of affected tissue (skin, sural nerve, muscle) showing necrotizing arteritis of medium-sized vessels, or mesenteric or renal angiography showing multiple microaneurysms alternating with stenoses (a rosary or "string of pearls" pattern) when no tissue is accessible.',
    firstLine:
      'First-line treatment of idiopathic polyarteritis nodosa is glucocorticoids, with cyclophosphamide added for severe disease (renal, neurologic, gastrointestinal or cardiac involvement).',
    management:
      'Hepatitis B-associated polyarteritis nodosa is treated with antiviral therapy (such as entecavir or tenofovir) plus a short course of glucocorticoids and plasma exchange, because prolonged immunosuppression increases viral replication. Nonsevere idiopathic polyarteritis nodosa can be treated with glucocorticoids plus methotrexate or azathioprine, and hypertension is controlled aggressively.',
    complications: [
      'Bowel infarction and perforation, renal failure, myocardial infarction and rupture of microaneurysms causing hemorrhage are life-threatening complications of polyarteritis nodosa.',
    ],
    keyComparisons: [
      {
        with: 'rheum-granulomatosis-with-polyangiitis',
        difference:
          'Polyarteritis nodosa spares the lungs, causes no glomerulonephritis and is ANCA-negative, whereas granulomatosis with polyangiitis involves small vessels of the upper and lower airways and kidneys (pauci-immune glomerulonephritis) and is usually c-ANCA/PR3-positive.',
      },
      {
        with: 'peds-kawasaki-disease',
        difference:
          'Polyarteritis nodosa and Kawasaki disease both involve medium-sized arteries, but Kawasaki disease affects young children with fever, mucocutaneous inflammation and coronary artery aneurysms, whereas polyarteritis nodosa affects adults with renal, mesenteric, nerve and skin involvement.',
      },
    ],
    why: [
      {
        question: 'Why does polyarteritis nodosa cause hypertension without glomerulonephritis?',
        answer:
          'Polyarteritis nodosa inflames medium-sized renal arteries, not glomerular capillaries, so the kidney becomes ischemic and releases renin, causing hypertension. Because the glomeruli are spared, there are no red-cell casts or nephritic sediment.',
      },
    ],
    highYield: [
      'Polyarteritis nodosa spares the lungs, which distinguishes it from the ANCA-associated vasculitides.',
      'Lesions at different stages of healing in the same biopsy are characteristic of polyarteritis nodosa.',
      'Hepatitis B serology must be checked in every patient with suspected polyarteritis nodosa because it changes treatment.',
    ],
    dontMiss:
      'Postprandial abdominal pain, new hypertension and a foot drop in a patient with fever and weight loss should prompt evaluation for polyarteritis nodosa, because bowel infarction can be fatal.',
    icd10: ['M30.0'],
  },
  {
    id: 'rheum-granulomatosis-with-polyangiitis',
    title: 'Granulomatosis with polyangiitis and other ANCA-associated vasculitides (MPA, EGPA)',
    subject: 'Rheumatology',
    kind: 'condition',
    aliases: ['GPA', "Wegener's granulomatosis", 'ANCA vasculitis', 'AAV', 'microscopic polyangiitis', 'MPA', 'eosinophilic granulomatosis with polyangiitis', 'EGPA', 'Churg-Strauss syndrome', 'c-ANCA', 'p-ANCA'],
    definition:
      'Granulomatosis with polyangiitis is a necrotizing granulomatous vasculitis of small and medium vessels that typically affects the upper airway, lungs and kidneys and is associated with c-ANCA (anti-PR3); microscopic polyangiitis and eosinophilic granulomatosis with polyangiitis are the other ANCA-associated vasculitides.',
    pathophysiology:
      'In ANCA-associated vasculitis, antibodies against neutrophil proteinase 3 (PR3) or myeloperoxidase (MPO) bind primed neutrophils, which degranulate and release reactive oxygen species inside small vessel walls, causing necrotizing vasculitis with few immune deposits (pauci-immune); granulomatosis with polyangiitis also forms necrotizing granulomas.',
    presentation: [
      'Upper airway disease in granulomatosis with polyangiitis causes chronic sinusitis, bloody nasal crusting, nasal septal perforation, saddle-nose deformity, otitis media and subglottic stenosis.',
      'Lung disease in granulomatosis with polyangiitis causes cough, hemoptysis and pleuritic pain, with multiple nodules, often cavitating, on chest imaging.',
      'Kidney disease in granulomatosis with polyangiitis is a rapidly progressive pauci-immune crescentic glomerulonephritis with hematuria, red-cell casts and rising creatinine.',
      'Microscopic polyangiitis causes glomerulonephritis and pulmonary capillaritis with alveolar hemorrhage, but no granulomas and no significant upper airway disease, and is usually p-ANCA (anti-MPO) positive.',
      'Eosinophilic granulomatosis with polyangiitis (Churg-Strauss) causes adult-onset asthma, allergic rhinitis and nasal polyps, peripheral eosinophilia, mononeuritis multiplex and cardiac involvement, and is p-ANCA positive in about 40%.',
      'Skin purpura, scleritis, orbital pseudotumor, mononeuritis multiplex and constitutional symptoms are also common in ANCA-associated vasculitis.',
    ],
    bestInitialTest:
      'The best initial tests for suspected granulomatosis with polyangiitis are ANCA testing by immunoassay for PR3 and MPO antibodies, urinalysis with microscopy, creatinine and chest imaging (CT).',
    testOfChoice:
      'Biopsy of an involved site confirms ANCA-associated vasculitis: kidney biopsy shows pauci-immune necrotizing crescentic glomerulonephritis, and nasal or lung biopsy in granulomatosis with polyangiitis shows necrotizing granulomatous vasculitis.',
    firstLine:
      'First-line remission induction for severe granulomatosis with polyangiitis or microscopic polyangiitis is high-dose glucocorticoids plus rituximab or cyclophosphamide, with prophylaxis against Pneumocystis pneumonia (trimethoprim-sulfamethoxazole).',
    management:
      'After remission, granulomatosis with polyangiitis and microscopic polyangiitis are maintained with rituximab (preferred) or azathioprine or methotrexate, usually for 2 years or longer, while glucocorticoids are tapered; avacopan (a C5a receptor antagonist) can reduce glucocorticoid exposure. Plasma exchange is considered for severe glomerulonephritis or diffuse alveolar hemorrhage. Eosinophilic granulomatosis with polyangiitis is treated with glucocorticoids, adding cyclophosphamide or rituximab for organ-threatening disease and mepolizumab (anti-IL-5) for relapsing or refractory nonsevere disease.',
    complications: [
      'End-stage kidney disease from rapidly progressive glomerulonephritis and diffuse alveolar hemorrhage are life-threatening complications of ANCA-associated vasculitis.',
      'Cardiac involvement (myocarditis, cardiomyopathy) is the leading cause of death in eosinophilic granulomatosis with polyangiitis.',
      'Cyclophosphamide used for ANCA-associated vasculitis causes hemorrhagic cystitis (prevented with mesna and hydration), bladder cancer, infertility and myelosuppression.',
      'Relapse is common in granulomatosis with polyangiitis, especially in PR3-ANCA-positive disease.',
    ],
    keyComparisons: [
      {
        with: 'rheum-polyarteritis-nodosa',
        difference:
          'Granulomatosis with polyangiitis involves the upper and lower airways and causes pauci-immune glomerulonephritis and is usually ANCA-positive, whereas polyarteritis nodosa spares the lungs and glomeruli, is ANCA-negative and is linked to hepatitis B.',
      },
      {
        with: 'pulm-sarcoidosis',
        difference:
          'Granulomatosis with polyangiitis forms necrotizing granulomas with vasculitis, cavitating lung nodules, destructive sinus disease, glomerulonephritis and PR3-ANCA, whereas sarcoidosis forms noncaseating granulomas with bilateral hilar lymphadenopathy and no vasculitis or ANCA.',
      },
    ],
    why: [
      {
        question: 'Why is ANCA vasculitis called pauci-immune?',
        answer:
          'In ANCA-associated vasculitis, the damage comes from ANCA-activated neutrophils inside vessel walls rather than from deposited immune complexes. Immunofluorescence of the kidney therefore shows little or no immunoglobulin or complement, unlike lupus nephritis or anti-GBM disease.',
      },
      {
        question: 'Why do patients with GPA get trimethoprim-sulfamethoxazole?',
        answer:
          'Induction therapy with high-dose glucocorticoids plus rituximab or cyclophosphamide causes profound immunosuppression and a high risk of Pneumocystis jirovecii pneumonia, which trimethoprim-sulfamethoxazole prevents. It may also reduce nasal Staphylococcus aureus carriage, which is linked to relapse of granulomatosis with polyangiitis.',
      },
    ],
    highYield: [
      'Granulomatosis with polyangiitis is most associated with c-ANCA with anti-PR3 specificity, whereas p-ANCA with anti-MPO specificity is most associated with microscopic polyangiitis and eosinophilic granulomatosis with polyangiitis.',
      'The classic triad of granulomatosis with polyangiitis is upper airway disease, lung disease and glomerulonephritis.',
      'Levamisole-adulterated cocaine can cause ANCA-positive vasculitis with retiform purpura and agranulocytosis that mimics ANCA-associated vasculitis.',
    ],
    dontMiss:
      'Hemoptysis with hematuria and a rising creatinine is a pulmonary-renal syndrome that needs urgent ANCA and anti-GBM testing and early treatment, because diffuse alveolar hemorrhage and rapidly progressive glomerulonephritis can be fatal within days.',
    icd10: ['M31.30', 'M31.31', 'M31.7', 'M30.1'],
  },
  {
    id: 'rheum-iga-vasculitis',
    title: 'IgA vasculitis (Henoch-Schönlein purpura)',
    subject: 'Rheumatology',
    kind: 'condition',
    aliases: ['HSP', 'Henoch-Schonlein purpura', 'IgAV', 'anaphylactoid purpura', 'allergic purpura', 'palpable purpura child', 'IgA vasculitis nephritis'],
    definition:
      'IgA vasculitis (Henoch-Schönlein purpura) is a small-vessel vasculitis with IgA-dominant immune deposits that causes palpable purpura, arthritis or arthralgia, abdominal pain and glomerulonephritis; it is the most common systemic vasculitis of childhood.',
    riskFactors: [
      'IgA vasculitis usually affects children aged 3 to 15 years and often follows an upper respiratory infection, most commonly in autumn and winter.',
      'IgA vasculitis in adults is less common but more often causes severe kidney disease.',
    ],
    pathophysiology:
      'In IgA vasculitis, galactose-deficient IgA1 forms immune complexes that deposit in the walls of small vessels of the skin, gut and glomeruli, activating complement and neutrophils and causing leukocytoclastic vasculitis; the renal lesion is identical to IgA nephropathy.',
    presentation: [
      'IgA vasculitis causes palpable purpura, mainly on the buttocks and lower legs, with a normal platelet count and normal coagulation.',
      'Arthritis or arthralgia in IgA vasculitis most often affects the knees and ankles and resolves without damage.',
      'Colicky abdominal pain in IgA vasculitis can be accompanied by vomiting and gastrointestinal bleeding and may precede the rash.',
      'Kidney involvement in IgA vasculitis causes hematuria and sometimes proteinuria, hypertension or nephrotic or nephritic syndrome, usually within weeks of onset.',
      'Scrotal pain and swelling from orchitis can occur in boys with IgA vasculitis.',
    ],
    bestInitialTest:
      'The best initial tests in suspected IgA vasculitis are a platelet count and coagulation studies (normal, excluding thrombocytopenic purpura), urinalysis for hematuria and protein, creatinine and blood pressure.',
    testOfChoice:
      'IgA vasculitis is usually diagnosed clinically; when the presentation is atypical, skin biopsy showing leukocytoclastic vasculitis with IgA deposits on immunofluorescence confirms it, and kidney biopsy is done for significant renal involvement.',
    criteria: {
      name: 'EULAR/PRINTO/PRES (Ankara 2008) classification criteria for pediatric IgA vasculitis (purpura plus at least one other criterion)',
      items: [
        'Purpura or petechiae with lower-limb predominance is the mandatory criterion for IgA vasculitis.',
        'Diffuse acute abdominal pain is a criterion for IgA vasculitis.',
        'Histopathology showing leukocytoclastic vasculitis or proliferative glomerulonephritis with predominant IgA deposits is a criterion for IgA vasculitis.',
        'Acute arthritis or arthralgia is a criterion for IgA vasculitis.',
        'Renal involvement (proteinuria or hematuria) is a criterion for IgA vasculitis.',
      ],
    },
    firstLine:
      'First-line treatment of IgA vasculitis is supportive care with hydration, rest and analgesia (acetaminophen, or NSAIDs if kidney function is normal), because most cases resolve on their own within about 4 weeks.',
    management:
      'Glucocorticoids are used in IgA vasculitis for severe abdominal pain, orchitis or severe joint symptoms, but they do not prevent kidney disease. Significant nephritis (heavy proteinuria, nephrotic syndrome, impaired function or crescents) is managed with a nephrologist using ACE inhibitors and glucocorticoids with or without other immunosuppressants. Urinalysis and blood pressure are monitored for at least 6 months after onset to detect late kidney involvement.',
    complications: [
      'Intussusception, usually ileoileal, is the most important gastrointestinal complication of IgA vasculitis in children.',
      'Chronic kidney disease develops in a minority of patients with IgA vasculitis nephritis and is the main determinant of long-term prognosis.',
      'IgA vasculitis recurs in about one-third of children, usually within months.',
    ],
    keyComparisons: [
      {
        with: 'peds-kawasaki-disease',
        difference:
          'IgA vasculitis is a small-vessel vasculitis causing palpable purpura of the legs and buttocks, abdominal pain, arthritis and hematuria, whereas Kawasaki disease is a medium-vessel vasculitis causing 5 or more days of fever, conjunctivitis, mucosal changes, rash, extremity changes and coronary aneurysms.',
      },
    ],
    why: [
      {
        question: 'Why is the platelet count normal in IgA vasculitis despite purpura?',
        answer:
          'The purpura of IgA vasculitis is caused by inflamed, leaky small vessel walls (leukocytoclastic vasculitis), not by a lack of platelets or clotting factors. Inflammation makes the lesions raised and palpable, unlike the flat petechiae of thrombocytopenia.',
      },
    ],
    highYield: [
      'IgA vasculitis is the most common systemic vasculitis in children.',
      'The classic tetrad of IgA vasculitis is palpable purpura, arthritis or arthralgia, abdominal pain and kidney disease.',
      'Kidney biopsy findings in IgA vasculitis nephritis are identical to IgA nephropathy, with mesangial IgA deposits.',
    ],
    dontMiss:
      'Severe colicky abdominal pain, vomiting or bloody stools in IgA vasculitis needs evaluation for intussusception with abdominal ultrasound.',
    icd10: ['D69.0'],
  },
  {
    id: 'rheum-behcet-disease',
    title: 'Behçet disease',
    subject: 'Rheumatology',
    kind: 'condition',
    aliases: ["Behcet's disease", 'Behcet disease', 'Behcet syndrome', 'recurrent oral and genital ulcers', 'pathergy', 'HLA-B51', 'Silk Road disease'],
    definition:
      'Behçet disease is a chronic relapsing variable-vessel vasculitis that can affect arteries and veins of any size and causes recurrent oral and genital ulcers, uveitis, skin lesions and venous thrombosis.',
    riskFactors: [
      'Behçet disease is most common along the ancient Silk Road, from Turkey (highest prevalence) through the Middle East to Japan, Korea and China.',
      'HLA-B51 is the main genetic risk factor for Behçet disease.',
      'Behçet disease usually begins between ages 20 and 40 and is often more severe in young men.',
    ],
    presentation: [
      'Recurrent painful oral aphthous ulcers are present in almost all patients with Behçet disease and are usually the first sign.',
      'Painful genital ulcers on the scrotum or labia, which often heal with scarring, are characteristic of Behçet disease.',
      'Eye disease in Behçet disease includes anterior uveitis (sometimes with hypopyon), posterior uveitis and retinal vasculitis, which can cause blindness.',
      'Skin lesions of Behçet disease include erythema nodosum, papulopustular (acneiform) lesions and pseudofolliculitis.',
      'Vascular Behçet disease causes superficial thrombophlebitis, deep vein thrombosis, Budd-Chiari syndrome, dural sinus thrombosis and pulmonary artery aneurysms.',
      'Neuro-Behçet disease causes brainstem and parenchymal inflammation, and gastrointestinal Behçet disease causes ileocecal ulcers.',
      'Nonerosive oligoarthritis of the knees and ankles is common in Behçet disease.',
    ],
    bestInitialTest:
      'Behçet disease has no diagnostic laboratory test; it is diagnosed clinically, and a positive pathergy test (a papule or pustule 24-48 hours after a sterile needle prick) supports the diagnosis.',
    criteria: {
      name: 'International Study Group criteria for Behçet disease (1990): recurrent oral ulceration plus 2 of the other 4',
      items: [
        'Recurrent oral ulceration, at least 3 times in 12 months, is required for Behçet disease by the International Study Group criteria.',
        'Recurrent genital ulceration or scarring is a criterion for Behçet disease.',
        'Eye lesions (anterior or posterior uveitis, cells in the vitreous or retinal vasculitis) are a criterion for Behçet disease.',
        'Skin lesions (erythema nodosum, pseudofolliculitis, papulopustular or acneiform nodules) are a criterion for Behçet disease.',
        'A positive pathergy test read at 24-48 hours is a criterion for Behçet disease.',
      ],
    },
    firstLine:
      'First-line treatment of mucocutaneous Behçet disease is topical glucocorticoids for ulcers plus colchicine to prevent recurrent mucocutaneous lesions, especially genital ulcers and erythema nodosum; apremilast is used for persistent oral ulcers.',
    management:
      'Posterior-segment eye disease in Behçet disease needs systemic immunosuppression such as azathioprine, cyclosporine, interferon-alpha or a monoclonal anti-TNF antibody, and sight-threatening uveitis is treated with high-dose glucocorticoids plus infliximab or adalimumab or interferon-alpha. Venous thrombosis in Behçet disease is treated mainly with glucocorticoids and immunosuppressants, because it is driven by vessel wall inflammation; anticoagulation may be added only after pulmonary artery aneurysm is excluded. Neuro-Behçet disease and arterial aneurysms need glucocorticoids with cyclophosphamide or TNF inhibitors.',
    complications: [
      'Blindness from posterior uveitis and retinal vasculitis is a major complication of Behçet disease.',
      'Rupture of a pulmonary artery aneurysm causing massive hemoptysis is a leading cause of death in Behçet disease.',
    ],
    keyComparisons: [
      {
        with: 'gi-crohn-disease',
        difference:
          'Behçet disease and Crohn disease both cause oral ulcers, ileocecal ulcers, uveitis, erythema nodosum and arthritis, but Behçet disease also causes genital ulcers, pathergy and venous thrombosis, while Crohn disease causes transmural granulomatous inflammation with strictures and fistulas.',
      },
      {
        with: 'rheum-reactive-arthritis',
        difference:
          'Behçet disease causes recurrent painful oral and genital ulcers and uveitis without a triggering infection, whereas reactive arthritis causes painless oral ulcers, urethritis, conjunctivitis and arthritis 1 to 4 weeks after a gastrointestinal or genitourinary infection.',
      },
    ],
    why: [
      {
        question: 'Why is anticoagulation dangerous in some patients with Behçet disease?',
        answer:
          'Behçet disease can cause pulmonary artery aneurysms, which may present like pulmonary embolism with hemoptysis. Anticoagulating a patient with an unrecognized aneurysm can cause fatal hemorrhage, so aneurysm must be excluded and immunosuppression is the main treatment of Behçet thrombosis.',
      },
    ],
    highYield: [
      'Behçet disease is classified as a variable-vessel vasculitis because it can affect arteries and veins of any size.',
      'Recurrent painful oral ulcers are required for the diagnosis of Behçet disease by the International Study Group criteria.',
    ],
    dontMiss:
      'Red eye, eye pain or blurred vision in Behçet disease needs urgent ophthalmology review, because posterior uveitis and retinal vasculitis can cause permanent blindness.',
    icd10: ['M35.2'],
  },
  {
    id: 'rheum-fibromyalgia',
    title: 'Fibromyalgia',
    subject: 'Rheumatology',
    kind: 'condition',
    aliases: ['FM', 'fibromyalgia syndrome', 'fibrositis', 'widespread pain syndrome', 'fibro fog', 'central sensitization syndrome', 'chronic widespread pain'],
    definition:
      'Fibromyalgia is a chronic pain disorder of widespread musculoskeletal pain with fatigue, unrefreshing sleep and cognitive symptoms, caused by altered central pain processing (central sensitization) rather than tissue inflammation or damage.',
    riskFactors: [
      'Fibromyalgia is more common in women and usually begins between ages 20 and 50.',
      'Depression, anxiety, post-traumatic stress disorder, sleep disturbance and a family history of chronic pain are associated with fibromyalgia.',
      'Fibromyalgia commonly coexists with irritable bowel syndrome, migraine and tension headache, temporomandibular disorder, interstitial cystitis and chronic fatigue syndrome.',
      'Fibromyalgia occurs more often in patients with rheumatoid arthritis, lupus and other chronic inflammatory diseases.',
    ],
    pathophysiology:
      'Fibromyalgia is a nociplastic pain condition in which central nervous system pain processing is amplified: descending inhibitory pathways (serotonin and norepinephrine) are weakened and excitatory neurotransmitters such as substance P and glutamate are increased, so normal stimuli are perceived as painful.',
    presentation: [
      'Fibromyalgia causes chronic widespread pain above and below the waist and on both sides of the body for at least 3 months.',
      'Fatigue, unrefreshing sleep and cognitive difficulty ("fibro fog") are core symptoms of fibromyalgia.',
      'Examination in fibromyalgia shows diffuse tenderness to light pressure, with normal joints, normal strength and no synovitis.',
      'Laboratory tests in fibromyalgia are normal, including ESR, CRP, creatine kinase and thyroid function.',
    ],
    bestInitialTest:
      'Fibromyalgia is a clinical diagnosis; the recommended initial tests are a CBC, ESR or CRP, and TSH to exclude inflammatory, hematologic and thyroid mimics, with further serology only when features suggest another disease.',
    criteria: {
      name: '2016 revised ACR criteria for fibromyalgia',
      items: [
        'Fibromyalgia requires a widespread pain index (WPI) of 7 or more with a symptom severity scale (SSS) score of 5 or more, or a WPI of 4 to 6 with an SSS score of 9 or more.',
        'Fibromyalgia requires generalized pain, defined as pain in at least 4 of 5 body regions.',
        'Fibromyalgia requires symptoms at a similar level for at least 3 months.',
        'A diagnosis of fibromyalgia is valid regardless of other diagnoses and does not exclude other clinically important illnesses.',
      ],
    },
    firstLine:
      'First-line treatment of fibromyalgia is nonpharmacologic: patient education, graded aerobic exercise (the intervention with the strongest evidence), cognitive behavioural therapy and sleep hygiene.',
    management:
      'Drugs are added in fibromyalgia when nonpharmacologic care is insufficient: low-dose amitriptyline at bedtime, cyclobenzaprine, duloxetine or milnacipran (SNRIs) and pregabalin or gabapentin. Duloxetine, milnacipran and pregabalin are FDA-approved for fibromyalgia. Opioids are avoided because they are ineffective and may worsen pain sensitivity, and NSAIDs and glucocorticoids are not effective for fibromyalgia alone.',
    keyComparisons: [
      {
        with: 'rheum-polymyalgia-rheumatica',
        difference:
          'Fibromyalgia causes widespread pain in younger adults with normal ESR and CRP and no response to glucocorticoids, whereas polymyalgia rheumatica causes shoulder and hip girdle stiffness in adults over 50 with a high ESR and CRP and a dramatic response to low-dose prednisone.',
      },
    ],
    why: [
      {
        question: 'Why do SNRIs and tricyclics help fibromyalgia?',
        answer:
          'Serotonin and norepinephrine carry descending inhibitory pain signals from the brainstem to the spinal cord, and these pathways are underactive in fibromyalgia. Drugs that block reuptake of both (duloxetine, milnacipran, amitriptyline) strengthen descending inhibition and reduce pain amplification.',
      },
      {
        question: 'Why are opioids a poor choice in fibromyalgia?',
        answer:
          'Fibromyalgia pain comes from central amplification rather than tissue injury, and the endogenous opioid system in fibromyalgia is already highly active. Opioids give little benefit, carry dependence risk and can cause opioid-induced hyperalgesia that worsens fibromyalgia pain.',
      },
    ],
    highYield: [
      'The 2016 ACR criteria for fibromyalgia no longer require a tender point examination, which was part of the older 1990 criteria (11 of 18 tender points).',
      'Fibromyalgia is a diagnosis of recognizable pattern, not only of exclusion, and extensive testing should be avoided once the clinical picture fits.',
    ],
    dontMiss:
      'Before settling on fibromyalgia, exclude hypothyroidism, polymyalgia rheumatica, inflammatory arthritis, myopathy (including statin myopathy) and depression, and screen patients with fibromyalgia for mood disorders and suicidality.',
    icd10: ['M79.7'],
  },
  {
    id: 'rheum-osteoporosis',
    title: 'Osteoporosis',
    subject: 'Rheumatology',
    kind: 'condition',
    aliases: ['low bone density', 'bone loss', 'fragility fracture', 'postmenopausal osteoporosis', 'glucocorticoid-induced osteoporosis', 'DXA', 'T-score', 'osteopenia', 'brittle bones'],
    definition:
      'Osteoporosis is a systemic skeletal disease of low bone mass and deterioration of bone microarchitecture that increases bone fragility and fracture risk; it is diagnosed by a DXA T-score of -2.5 or lower or by a fragility fracture of the hip or spine.',
    mostCommonCause:
      'The most common cause of osteoporosis is estrogen deficiency after menopause combined with age-related bone loss (primary osteoporosis).',
    causes: [
      'Long-term glucocorticoid therapy is the most common cause of secondary osteoporosis.',
      'Endocrine causes of secondary osteoporosis include hyperthyroidism or excess levothyroxine, primary hyperparathyroidism, Cushing syndrome, hypogonadism and diabetes.',
      'Malabsorption (celiac disease, bariatric surgery), anorexia nervosa, chronic kidney and liver disease, rheumatoid arthritis and multiple myeloma are secondary causes of osteoporosis.',
      'Drugs causing secondary osteoporosis include glucocorticoids, aromatase inhibitors, androgen deprivation therapy, anticonvulsants (phenytoin, carbamazepine), long-term heparin, proton pump inhibitors and excess thyroid hormone.',
    ],
    riskFactors: [
      'Risk factors for osteoporosis include female sex, older age, White or Asian ancestry, low body weight, previous fragility fracture and a parental history of hip fracture.',
      'Smoking, alcohol use of 3 or more drinks a day, physical inactivity and low calcium and vitamin D intake increase the risk of osteoporosis.',
    ],
    pathophysiology:
      'In osteoporosis, bone resorption by osteoclasts exceeds bone formation by osteoblasts. Estrogen loss increases RANKL-driven osteoclast activity, so trabecular bone (vertebrae, distal radius) is lost first, and aging reduces osteoblast function; bone mineralization itself is normal, unlike osteomalacia.',
    presentation: [
      'Osteoporosis is asymptomatic until a fracture occurs.',
      'Vertebral compression fractures are the most common osteoporotic fracture and cause acute back pain or silent height loss and thoracic kyphosis.',
      'Hip fractures (femoral neck and intertrochanteric) and distal radius (Colles) fractures after a fall from standing height are typical fragility fractures of osteoporosis.',
      'Serum calcium, phosphate, alkaline phosphatase and PTH are normal in primary osteoporosis.',
    ],
    bestInitialTest:
      'The best initial and diagnostic test for osteoporosis is central dual-energy X-ray absorptiometry (DXA) of the lumbar spine and hip; the USPSTF recommends screening all women 65 and older and younger postmenopausal women at increased risk.',
    testOfChoice:
      'DXA-measured bone mineral density is the diagnostic standard for osteoporosis, and the FRAX tool combines it with clinical risk factors to estimate the 10-year probability of hip and major osteoporotic fracture.',
    criteria: {
      name: 'WHO and Bone Health and Osteoporosis Foundation diagnostic criteria for osteoporosis (postmenopausal women and men aged 50 or older)',
      items: [
        'A T-score of -2.5 or lower at the lumbar spine, femoral neck or total hip defines osteoporosis.',
        'A T-score between -1.0 and -2.5 defines low bone mass (osteopenia), and -1.0 or higher is normal.',
        'A fragility fracture of the hip or vertebra establishes osteoporosis regardless of the T-score.',
        'Osteopenia with a fragility fracture of the proximal humerus, pelvis or distal forearm, or with a FRAX 10-year risk of at least 3% for hip fracture or 20% for major osteoporotic fracture, is also treated as osteoporosis.',
      ],
    },
    firstLine:
      'First-line drug treatment of osteoporosis is an oral bisphosphonate (alendronate or risedronate) or IV zoledronic acid, together with adequate calcium (about 1,000-1,200 mg/day, preferably from diet) and vitamin D (about 800-1,000 IU/day), weight-bearing exercise, fall prevention and stopping smoking.',
    management:
      'Denosumab (a RANKL antibody every 6 months) is used when bisphosphonates are not tolerated or kidney function is poor (with a boxed warning for severe hypocalcemia in advanced CKD), and it must not be stopped without switching to a bisphosphonate because of rebound vertebral fractures. Patients at very high fracture risk (recent fracture, multiple fractures or a very low T-score) start with an anabolic agent (teriparatide, abaloparatide or romosozumab) followed by an antiresorptive. Raloxifene is an option for vertebral fracture prevention in women at high breast cancer risk. Recheck DXA about every 2 years on treatment, and consider a drug holiday after about 5 years of oral or 3 years of IV bisphosphonate in lower-risk patients. A secondary-cause work-up (CBC, metabolic panel, 25-hydroxyvitamin D, TSH, and testosterone in men) is done before treatment.',
    complications: [
      'Hip fracture from osteoporosis carries about 20% one-year mortality in older adults and often causes permanent loss of independence.',
      'Multiple vertebral fractures from osteoporosis cause chronic back pain, kyphosis, height loss and restrictive lung impairment.',
      'Bisphosphonates and denosumab used for osteoporosis rarely cause osteonecrosis of the jaw and atypical femoral fractures, with risk rising with duration of therapy.',
    ],
    prevention:
      'Prevention of osteoporosis includes adequate calcium and vitamin D, regular weight-bearing and resistance exercise, avoiding smoking and heavy alcohol use, using the lowest effective glucocorticoid dose, and fracture-risk assessment with calcium and vitamin D optimization for anyone taking prednisone 2.5 mg/day or more for 3 months or longer, adding osteoporosis medication when fracture risk is moderate or high.',
    keyComparisons: [
      {
        with: 'endo-primary-hyperparathyroidism',
        difference:
          'Primary osteoporosis has normal calcium, phosphate and PTH, whereas primary hyperparathyroidism causes hypercalcemia with raised PTH and preferential loss of cortical bone (distal one-third radius) and is a treatable secondary cause of low bone density.',
      },
    ],
    why: [
      {
        question: 'Why must oral bisphosphonates be taken fasting and upright?',
        answer:
          'Oral bisphosphonates are very poorly absorbed (under 1%) and food, calcium and other drugs block absorption further, so they are taken on an empty stomach with a full glass of plain water. Staying upright for at least 30 minutes keeps the tablet from lodging in or refluxing into the esophagus, where it causes pill esophagitis and ulcers.',
      },
      {
        question: 'Why does teriparatide build bone when hyperparathyroidism causes bone loss?',
        answer:
          'Continuously high PTH, as in hyperparathyroidism, stimulates osteoclast activity through RANKL and causes net bone resorption. Intermittent once-daily teriparatide gives a brief PTH pulse that preferentially stimulates osteoblasts, so formation exceeds resorption and bone mass increases.',
      },
      {
        question: 'Why do glucocorticoids cause osteoporosis so quickly?',
        answer:
          'Glucocorticoids directly suppress osteoblast formation and survival, increase osteoclast activity, reduce intestinal calcium absorption and lower sex hormones. Fracture risk rises within the first 3 to 6 months of therapy, mostly in trabecular bone such as the vertebrae.',
      },
    ],
    highYield: [
      'The T-score compares bone density with a young adult reference, whereas the Z-score compares it with age-matched peers and is used for premenopausal women and men under 50.',
      'Bisphosphonates are avoided when creatinine clearance is below about 30-35 mL/min, in hypocalcemia, and (for oral forms) with esophageal disorders or inability to stay upright for 30 minutes.',
      'Romosozumab, a sclerostin inhibitor that increases bone formation and decreases resorption, carries a boxed warning for myocardial infarction, stroke and cardiovascular death.',
      'Raloxifene reduces vertebral (not hip) fractures and invasive breast cancer risk but increases venous thromboembolism and hot flashes.',
    ],
    dontMiss:
      'A fragility fracture is itself a diagnosis of osteoporosis and should trigger treatment, not just fracture repair; in a patient with a vertebral fracture and anemia, hypercalcemia or kidney injury, exclude multiple myeloma or metastatic cancer.',
    icd10: ['M81.0', 'M80.08XA'],
  },
];
