import type { LibraryNote } from '../../note-types';

export const notes: readonly LibraryNote[] = [
  {
    id: 'renal-acute-kidney-injury',
    title: 'Acute kidney injury (prerenal, intrinsic and postrenal)',
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: [
      'AKI',
      'acute renal failure',
      'ARF',
      'prerenal azotemia',
      'acute tubular necrosis',
      'ATN',
      'postrenal AKI',
      'obstructive uropathy',
      'FeNa',
      'rising creatinine',
    ],
    definition:
      'Acute kidney injury (AKI) is an abrupt fall in glomerular filtration rate over hours to days, classified by cause as prerenal (reduced renal perfusion), intrinsic (damage to tubules, interstitium, glomeruli or vessels) or postrenal (urinary tract obstruction).',
    mostCommonCause:
      'Prerenal azotemia is the most common category of acute kidney injury overall, and acute tubular necrosis (ATN) from ischemia, sepsis or nephrotoxins is the most common cause of intrinsic AKI.',
    causes: [
      'Prerenal acute kidney injury is caused by reduced renal perfusion: volume loss (vomiting, diarrhea, hemorrhage, overdiuresis), heart failure, cirrhosis with hepatorenal physiology, sepsis, and drugs that impair glomerular autoregulation (NSAIDs, ACE inhibitors, ARBs).',
      'Intrinsic acute kidney injury is caused by acute tubular necrosis (prolonged ischemia, aminoglycosides, iodinated contrast, myoglobin, cisplatin), acute interstitial nephritis (penicillins, NSAIDs, proton pump inhibitors), glomerulonephritis, or vascular disease such as atheroembolism and thrombotic microangiopathy.',
      'Postrenal acute kidney injury is caused by obstruction of both ureters, the bladder outlet or the ureter of a solitary kidney, most often benign prostatic hyperplasia in older men, and also stones, pelvic tumors, neurogenic bladder and anticholinergic drugs.',
    ],
    pathophysiology:
      'In prerenal acute kidney injury the tubules are intact and, driven by the renin-angiotensin-aldosterone system and ADH, reabsorb sodium and water avidly, so urine sodium and FeNa are low and the urine is concentrated. In acute tubular necrosis, injured tubular cells slough into the lumen, obstruct tubules and allow filtrate to leak back, and they lose the ability to reabsorb sodium and concentrate urine, so FeNa is high and urine osmolality approaches that of plasma. In postrenal AKI, raised pressure behind the obstruction opposes glomerular filtration.',
    presentation: [
      'Acute kidney injury often presents only as a rising serum creatinine and BUN, with or without oliguria (urine output below 400 mL/day), edema or hypertension.',
      'Prerenal acute kidney injury typically shows a BUN-to-creatinine ratio above 20, FeNa below 1%, urine sodium below 20 mEq/L, urine osmolality above 500 mOsm/kg and a bland sediment with hyaline casts.',
      'Acute tubular necrosis typically shows muddy brown granular casts and renal tubular epithelial cells, FeNa above 2%, urine sodium above 40 mEq/L, urine osmolality below 350 mOsm/kg and a BUN-to-creatinine ratio below 15.',
      'Acute interstitial nephritis causing acute kidney injury classically shows fever, rash, eosinophilia, sterile pyuria and white blood cell casts, whereas glomerulonephritis shows dysmorphic red blood cells and red blood cell casts.',
      'Postrenal acute kidney injury presents with suprapubic fullness or a distended bladder, a large post-void residual volume and hydronephrosis on ultrasound.',
    ],
    bestInitialTest:
      'The best initial tests in acute kidney injury are serum BUN, creatinine and electrolytes, a urinalysis with microscopy of the urine sediment, urine sodium and creatinine to calculate the FeNa, and a bladder scan or renal ultrasound to exclude obstruction.',
    diagnosis:
      'The fractional excretion of sodium (FeNa) in acute kidney injury equals (urine sodium x plasma creatinine) / (plasma sodium x urine creatinine) x 100; FeNa below 1% suggests prerenal AKI and above 2% suggests ATN, and in patients taking diuretics a fractional excretion of urea below 35% suggests prerenal AKI.',
    testOfChoice:
      'Renal ultrasound is the imaging test of choice in acute kidney injury to detect hydronephrosis, and kidney biopsy is reserved for intrinsic AKI of unclear cause, especially suspected glomerulonephritis or interstitial nephritis.',
    criteria: {
      name: 'KDIGO definition of acute kidney injury',
      items: [
        'Acute kidney injury is present if serum creatinine rises by at least 0.3 mg/dL within 48 hours.',
        'Acute kidney injury is present if serum creatinine rises to at least 1.5 times baseline within the prior 7 days.',
        'Acute kidney injury is present if urine output is below 0.5 mL/kg/h for 6 hours.',
      ],
    },
    firstLine:
      'First-line management of acute kidney injury is to treat the cause: isotonic crystalloid for volume-depleted prerenal AKI, stopping nephrotoxins (NSAIDs, aminoglycosides, contrast) and holding ACE inhibitors, ARBs and diuretics, and relieving obstruction with a bladder catheter (or nephrostomy or stent for ureteral obstruction) in postrenal AKI.',
    management:
      'Ongoing management of acute kidney injury includes daily assessment of volume status, potassium and acid-base status, dose adjustment of renally cleared drugs, and loop diuretics only to treat volume overload, because diuretics do not speed renal recovery. Urgent dialysis in AKI is indicated for refractory hyperkalemia, refractory metabolic acidosis, volume overload unresponsive to diuretics, uremic complications such as pericarditis or encephalopathy, and dialyzable poisons.',
    complications: [
      'Hyperkalemia is the most immediately life-threatening complication of acute kidney injury.',
      'Acute kidney injury causes metabolic acidosis, volume overload with pulmonary edema, hyperphosphatemia and uremic complications such as pericarditis, encephalopathy and platelet dysfunction.',
      'The recovery (polyuric) phase of acute tubular necrosis and the post-obstructive diuresis after relief of urinary obstruction can cause volume depletion, hypokalemia and hypomagnesemia.',
      'Acute kidney injury increases the long-term risk of chronic kidney disease and death.',
    ],
    keyComparisons: [
      {
        with: 'renal-chronic-kidney-disease',
        difference:
          'Acute kidney injury develops over hours to days, whereas chronic kidney disease persists for more than 3 months; small echogenic kidneys, anemia and secondary hyperparathyroidism point to chronic disease.',
      },
    ],
    why: [
      {
        question: 'Why is the BUN-to-creatinine ratio above 20 in prerenal acute kidney injury?',
        answer:
          'In prerenal acute kidney injury, slow tubular flow and avid proximal sodium and water reabsorption also increase passive urea reabsorption, whereas creatinine is not reabsorbed, so BUN rises out of proportion to creatinine.',
      },
      {
        question: 'Why do NSAIDs and ACE inhibitors precipitate acute kidney injury?',
        answer:
          'NSAIDs block the prostaglandins that dilate the afferent arteriole, and ACE inhibitors and ARBs block the angiotensin II that constricts the efferent arteriole, so in low-perfusion states both remove the mechanisms that keep glomerular filtration pressure up and can cause prerenal acute kidney injury.',
      },
      {
        question: 'Why is FeNa above 2% in acute tubular necrosis?',
        answer:
          'In acute tubular necrosis the damaged tubular epithelium cannot reabsorb filtered sodium, so a larger fraction of filtered sodium appears in the urine despite the body needing to conserve it.',
      },
    ],
    highYield: [
      'Muddy brown granular casts are the classic urine sediment finding in acute tubular necrosis.',
      'In acute kidney injury, red blood cell casts indicate glomerulonephritis, white blood cell casts indicate interstitial nephritis or pyelonephritis, and hyaline casts are nonspecific and typical of prerenal states.',
      'FeNa can be below 1% in acute kidney injury that is not prerenal, such as contrast-associated nephropathy, rhabdomyolysis and early glomerulonephritis, and it is unreliable in patients on diuretics.',
      'Aminoglycoside-induced acute tubular necrosis typically appears after 5 to 10 days of therapy and is usually nonoliguric.',
      'Ischemic acute tubular necrosis most affects the proximal tubule and the medullary thick ascending limb, the segments with the highest oxygen demand.',
    ],
    dontMiss:
      'In every patient with acute kidney injury, check potassium and an ECG promptly and exclude urinary obstruction with a bladder scan or ultrasound, because hyperkalemia and obstruction are dangerous and treatable.',
    icd10: ['N17.9', 'N17.0'],
  },
  {
    id: 'renal-chronic-kidney-disease',
    title: 'Chronic kidney disease (staging, complications and mineral bone disorder)',
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: [
      'CKD',
      'chronic renal failure',
      'CRF',
      'chronic renal insufficiency',
      'end-stage renal disease',
      'ESRD',
      'end-stage kidney disease',
      'ESKD',
      'CKD-MBD',
      'renal osteodystrophy',
      'anemia of CKD',
    ],
    definition:
      'Chronic kidney disease (CKD) is abnormal kidney structure or function present for more than 3 months, shown by an eGFR below 60 mL/min/1.73 m2 or by markers of kidney damage such as albuminuria (urine albumin-to-creatinine ratio of 30 mg/g or more), abnormal urine sediment or structural abnormalities on imaging.',
    mostCommonCause:
      'The most common cause of chronic kidney disease and of end-stage kidney disease in the United States is diabetes mellitus, followed by hypertension.',
    causes: [
      'Causes of chronic kidney disease include diabetic nephropathy, hypertensive nephrosclerosis, glomerulonephritis, autosomal dominant polycystic kidney disease, chronic obstruction and chronic interstitial nephritis.',
    ],
    riskFactors: [
      'Risk factors for chronic kidney disease include diabetes, hypertension, cardiovascular disease, obesity, older age, a family history of kidney disease, prior acute kidney injury and long-term nephrotoxin use such as NSAIDs or lithium.',
    ],
    pathophysiology:
      'In chronic kidney disease, loss of nephrons forces the remaining nephrons to hyperfiltrate under raised glomerular capillary pressure, which causes further glomerulosclerosis, tubulointerstitial fibrosis and progressive nephron loss; filtered protein is itself toxic to tubules, which is why reducing albuminuria slows progression.',
    criteria: {
      name: 'KDIGO staging of chronic kidney disease (GFR and albuminuria categories)',
      items: [
        'CKD stage G1 is an eGFR of 90 mL/min/1.73 m2 or more with kidney damage, and stage G2 is an eGFR of 60-89 with kidney damage.',
        'CKD stage G3a is an eGFR of 45-59 and stage G3b is an eGFR of 30-44 mL/min/1.73 m2.',
        'CKD stage G4 is an eGFR of 15-29 and stage G5 (kidney failure) is an eGFR below 15 mL/min/1.73 m2.',
        'CKD albuminuria category A1 is a urine albumin-to-creatinine ratio below 30 mg/g, A2 is 30-300 mg/g and A3 is above 300 mg/g.',
      ],
    },
    presentation: [
      'Early chronic kidney disease is usually asymptomatic and is found by a raised creatinine, low eGFR or albuminuria on routine testing.',
      'Advanced chronic kidney disease causes uremic symptoms: fatigue, anorexia, nausea, pruritus, metallic taste, sleep disturbance, asterixis, and in severe cases pericarditis, encephalopathy and bleeding from platelet dysfunction.',
      'Chronic kidney disease causes a normocytic, normochromic anemia from erythropoietin deficiency.',
      'Chronic kidney disease causes hypertension and edema from sodium and water retention.',
      'Laboratory findings in advanced chronic kidney disease include hyperkalemia, metabolic acidosis, hyperphosphatemia, hypocalcemia, raised PTH and low calcitriol.',
      'Small, echogenic kidneys on ultrasound indicate chronic kidney disease, although kidney size is preserved or increased in diabetic nephropathy, polycystic kidney disease, amyloidosis and HIV-associated nephropathy.',
    ],
    bestInitialTest:
      'The best initial tests for chronic kidney disease are a serum creatinine with eGFR (CKD-EPI 2021 equation, which does not use race) and a spot urine albumin-to-creatinine ratio, repeated to confirm that the abnormality persists for more than 3 months, plus urinalysis and renal ultrasound.',
    firstLine:
      'First-line therapy to slow chronic kidney disease progression is blood pressure control with an ACE inhibitor or ARB (titrated to the maximum tolerated dose) when albuminuria is present, with or without diabetes, plus an SGLT2 inhibitor for patients with an eGFR of 20 mL/min/1.73 m2 or more who have type 2 diabetes, heart failure or a urine albumin-to-creatinine ratio of 200 mg/g or more.',
    management:
      'Chronic kidney disease management also includes a blood pressure target below 130/80 mm Hg in most guidelines (KDIGO suggests systolic below 120 mm Hg when tolerated), a statin for adults aged 50 or older who are not on dialysis, finerenone for type 2 diabetes with persistent albuminuria, avoidance of nephrotoxins and dose adjustment of drugs. Complications are treated: oral sodium bicarbonate for significant metabolic acidosis, iron and then an erythropoiesis-stimulating agent for anemia (avoiding high hemoglobin targets because of stroke and thrombosis risk), and phosphate restriction and binders for hyperphosphatemia. Nephrology referral is advised at eGFR below 30, with preparation for transplantation, dialysis access or conservative care.',
    complications: [
      'Chronic kidney disease-mineral and bone disorder (CKD-MBD) results from phosphate retention and reduced renal 1-alpha-hydroxylation of vitamin D, which cause hypocalcemia, high FGF23 and secondary hyperparathyroidism, leading to renal osteodystrophy (osteitis fibrosa cystica, adynamic bone disease, osteomalacia) and vascular calcification.',
      'Cardiovascular disease is the leading cause of death in patients with chronic kidney disease.',
      'Long-standing secondary hyperparathyroidism in chronic kidney disease can become autonomous (tertiary hyperparathyroidism), causing hypercalcemia, typically after kidney transplantation.',
      'Calciphylaxis (calcific uremic arteriolopathy) is a rare, painful, necrotic skin complication of advanced chronic kidney disease caused by calcification of small arterioles.',
      'Uremic bleeding in chronic kidney disease is due to platelet dysfunction and can be treated acutely with desmopressin (DDAVP).',
    ],
    keyComparisons: [
      {
        with: 'renal-acute-kidney-injury',
        difference:
          'Chronic kidney disease requires abnormal kidney structure or function for more than 3 months, whereas acute kidney injury develops over hours to days; anemia, hyperphosphatemia with high PTH and small kidneys favor chronic disease.',
      },
    ],
    why: [
      {
        question: 'Why does chronic kidney disease cause secondary hyperparathyroidism?',
        answer:
          'In chronic kidney disease, phosphate retention, loss of renal 1-alpha-hydroxylase (low calcitriol) and the resulting hypocalcemia all stimulate the parathyroid glands, and the high phosphate also raises FGF23, which further suppresses calcitriol.',
      },
      {
        question: 'Why do ACE inhibitors and ARBs slow chronic kidney disease progression?',
        answer:
          'ACE inhibitors and ARBs dilate the efferent arteriole, which lowers intraglomerular pressure and proteinuria; a creatinine rise of up to 30% after starting them reflects this hemodynamic effect and is acceptable in chronic kidney disease.',
      },
      {
        question: 'Why do SGLT2 inhibitors protect the kidney in chronic kidney disease?',
        answer:
          'SGLT2 inhibitors block proximal tubular sodium and glucose reabsorption, so more sodium reaches the macula densa, which restores tubuloglomerular feedback, constricts the afferent arteriole and reduces glomerular hyperfiltration in chronic kidney disease.',
      },
      {
        question: 'Why does chronic kidney disease cause anemia?',
        answer:
          'Erythropoietin is made by peritubular interstitial fibroblasts of the renal cortex, which are lost as chronic kidney disease progresses, so red cell production falls; iron deficiency and inflammation (hepcidin) add to the anemia.',
      },
    ],
    highYield: [
      'Kidney transplantation gives better survival and quality of life than dialysis for most patients with end-stage kidney disease.',
      'Metformin is contraindicated in chronic kidney disease when eGFR is below 30 mL/min/1.73 m2, and starting it is not recommended at eGFR 30-45.',
      'Gadolinium contrast in advanced chronic kidney disease (eGFR below 30) carries a risk of nephrogenic systemic fibrosis, which is lowest with the newer macrocyclic (group II) agents.',
      'Phosphate-containing bowel preparations and enemas and magnesium-containing laxatives and antacids should be avoided in advanced chronic kidney disease.',
      'Patients with advanced chronic kidney disease should have arm veins preserved (no PICC lines or venipuncture in the nondominant arm) for a future arteriovenous fistula.',
      'The metabolic acidosis of chronic kidney disease is initially non-anion gap and becomes high anion gap as GFR falls further and phosphate, sulfate and urate accumulate.',
    ],
    dontMiss:
      'Uremic pericarditis, uremic encephalopathy and hyperkalemia, acidosis or volume overload that do not respond to medical therapy are indications for urgent dialysis in chronic kidney disease.',
    icd10: ['N18.30', 'N18.31', 'N18.32', 'N18.4', 'N18.5', 'N18.6', 'N18.9', 'N25.81'],
  },
  {
    id: 'renal-nephrotic-syndrome',
    title: 'Nephrotic syndrome (overview)',
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: [
      'nephrotic',
      'nephrosis',
      'nephrotic-range proteinuria',
      'heavy proteinuria',
      'proteinuria with edema',
      'hypoalbuminemia and edema',
      'oval fat bodies',
    ],
    definition:
      'Nephrotic syndrome is heavy proteinuria (more than 3.5 g/day in adults) with hypoalbuminemia, edema and hyperlipidemia with lipiduria, caused by injury to the podocytes and glomerular filtration barrier.',
    mostCommonCause:
      'The most common cause of nephrotic syndrome in children is minimal change disease; in adults diabetic nephropathy is the most common cause overall, and focal segmental glomerulosclerosis and membranous nephropathy are the most common primary causes.',
    causes: [
      'Primary causes of nephrotic syndrome are minimal change disease, focal segmental glomerulosclerosis and membranous nephropathy.',
      'Secondary causes of nephrotic syndrome include diabetes, amyloidosis, systemic lupus erythematosus (class V lupus nephritis), hepatitis B and C, HIV, solid tumors and lymphomas, and drugs such as NSAIDs.',
    ],
    pathophysiology:
      'In nephrotic syndrome, damage to podocytes (foot process effacement) and loss of the filtration barrier let albumin leak into the urine; hypoalbuminemia plus primary renal sodium retention cause edema, the liver increases lipoprotein synthesis (hyperlipidemia), and urinary loss of antithrombin III and immunoglobulins causes hypercoagulability and infection risk.',
    presentation: [
      'Nephrotic syndrome presents with edema, classically periorbital on waking in children, that can progress to anasarca with pleural effusions and ascites.',
      'Nephrotic syndrome causes frothy (foamy) urine from heavy proteinuria.',
      'The urinalysis in nephrotic syndrome shows 3+ to 4+ protein with a bland sediment containing fatty casts and oval fat bodies that show a Maltese cross under polarized light.',
      'Laboratory findings in nephrotic syndrome are serum albumin usually below 3 g/dL, high total and LDL cholesterol and triglycerides, and often low total calcium from hypoalbuminemia.',
    ],
    bestInitialTest:
      'The best initial test for suspected nephrotic syndrome is a urinalysis, followed by quantification of proteinuria with a spot urine protein-to-creatinine ratio (above 3.5 g/g is nephrotic range) or a 24-hour urine protein.',
    testOfChoice:
      'Kidney biopsy is the definitive test for the cause of nephrotic syndrome in adults, whereas children with typical features are treated empirically with glucocorticoids for presumed minimal change disease.',
    firstLine:
      'First-line supportive treatment of nephrotic syndrome is an ACE inhibitor or ARB to reduce proteinuria, dietary sodium restriction with a loop diuretic for edema and a statin for hyperlipidemia, plus treatment of the specific cause such as glucocorticoids for minimal change disease.',
    management:
      'In nephrotic syndrome, prophylactic anticoagulation is considered when serum albumin is very low (especially in membranous nephropathy) and bleeding risk is acceptable, pneumococcal and influenza vaccination is recommended, and secondary causes (diabetes, lupus, hepatitis B and C, HIV, malignancy, drugs) are sought before immunosuppression.',
    complications: [
      'Nephrotic syndrome causes hypercoagulability with deep vein thrombosis, pulmonary embolism and renal vein thrombosis, the last most often in membranous nephropathy.',
      'Nephrotic syndrome increases the risk of infection with encapsulated bacteria, including spontaneous bacterial peritonitis from Streptococcus pneumoniae in children, because of urinary loss of IgG.',
      'Nephrotic syndrome causes hyperlipidemia that accelerates atherosclerosis.',
      'Nephrotic syndrome can cause acute kidney injury from intravascular volume depletion, overdiuresis or renal vein thrombosis.',
    ],
    keyComparisons: [
      {
        with: 'renal-nephritic-syndrome',
        difference:
          'Nephrotic syndrome has proteinuria above 3.5 g/day with a bland sediment (fatty casts) and edema from hypoalbuminemia, whereas nephritic syndrome has hematuria with red blood cell casts, hypertension, azotemia and proteinuria usually below 3.5 g/day.',
      },
    ],
    why: [
      {
        question: 'Why is nephrotic syndrome a hypercoagulable state?',
        answer:
          'In nephrotic syndrome, small anticoagulant proteins such as antithrombin III are lost in the urine while the liver increases production of larger procoagulant proteins such as fibrinogen, tipping the balance toward thrombosis.',
      },
      {
        question: 'Why does nephrotic syndrome cause hyperlipidemia?',
        answer:
          'Low plasma oncotic pressure in nephrotic syndrome stimulates hepatic synthesis of lipoproteins, and clearance of triglyceride-rich lipoproteins is reduced, so cholesterol and triglycerides rise.',
      },
    ],
    highYield: [
      'Oval fat bodies with a Maltese cross pattern under polarized light are characteristic of the urine in nephrotic syndrome.',
      'Classic secondary associations of nephrotic syndrome are hepatitis B with membranous nephropathy, hepatitis C with membranoproliferative glomerulonephritis, HIV and heroin with focal segmental glomerulosclerosis, Hodgkin lymphoma with minimal change disease, and solid tumors with membranous nephropathy.',
      'Amyloidosis causing nephrotic syndrome shows apple-green birefringence with Congo red stain under polarized light.',
      'Sudden flank pain, hematuria and worsening proteinuria in a patient with nephrotic syndrome suggest renal vein thrombosis.',
    ],
    dontMiss:
      'In an adult with new nephrotic syndrome, look for a secondary cause, including malignancy in membranous nephropathy, amyloidosis or myeloma in older patients, and diabetes, lupus and viral hepatitis.',
    icd10: ['N04.9'],
  },
  {
    id: 'renal-minimal-change-disease',
    title: 'Minimal change disease',
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: [
      'MCD',
      'minimal change nephropathy',
      'nil disease',
      'lipoid nephrosis',
      'minimal change nephrotic syndrome',
      'steroid-sensitive nephrotic syndrome',
    ],
    definition:
      'Minimal change disease is a podocytopathy causing nephrotic syndrome in which glomeruli look normal on light microscopy, immunofluorescence is negative, and electron microscopy shows diffuse effacement of podocyte foot processes; it is the most common cause of nephrotic syndrome in children.',
    mostCommonCause:
      'Minimal change disease is usually idiopathic (primary); secondary minimal change disease is most classically associated with NSAIDs and Hodgkin lymphoma.',
    causes: [
      'Secondary causes of minimal change disease include NSAIDs (often with acute interstitial nephritis), lithium, Hodgkin lymphoma and other lymphoproliferative disorders, and episodes may follow infections, allergies or immunizations.',
    ],
    pathophysiology:
      'In minimal change disease, an immune-mediated circulating factor (linked to T-cell dysfunction and, in some patients, anti-nephrin antibodies) injures podocytes, causing foot process effacement and loss of the negative charge barrier, so mainly albumin leaks into the urine (selective proteinuria).',
    presentation: [
      'Minimal change disease classically presents in a young child (peak age about 2 to 6 years) with abrupt periorbital and generalized edema after an upper respiratory infection.',
      'Minimal change disease causes nephrotic syndrome with selective albuminuria, usually without hypertension, gross hematuria or reduced GFR.',
      'Minimal change disease causes about 10-15% of nephrotic syndrome in adults, in whom it can present with acute kidney injury.',
    ],
    bestInitialTest:
      'The best initial tests for minimal change disease are a urinalysis and spot urine protein-to-creatinine ratio confirming nephrotic-range proteinuria, with serum albumin and lipids.',
    testOfChoice:
      'Kidney biopsy with electron microscopy showing diffuse foot process effacement confirms minimal change disease in adults; in children the diagnosis is presumptive when nephrotic syndrome responds to glucocorticoids, and biopsy is reserved for atypical features (onset in infancy, hypertension, gross hematuria, low complement, impaired kidney function) or steroid resistance.',
    firstLine:
      'First-line treatment of minimal change disease is oral glucocorticoids; in children the usual regimen is prednisone 60 mg/m2/day (maximum 60 mg) for 4 to 6 weeks followed by alternate-day tapering.',
    management:
      'Frequently relapsing or steroid-dependent minimal change disease is treated with steroid-sparing agents such as rituximab, calcineurin inhibitors (tacrolimus, cyclosporine), mycophenolate or cyclophosphamide. Adults with minimal change disease respond to glucocorticoids more slowly than children, often over up to 16 weeks.',
    prognosis:
      'About 90% of children with minimal change disease respond to glucocorticoids; relapses are common, but progression to kidney failure is rare, and steroid responsiveness is the best prognostic indicator.',
    complications: [
      'Complications of minimal change disease are those of nephrotic syndrome: infection (including pneumococcal peritonitis), venous thrombosis and acute kidney injury.',
      'Long-term glucocorticoid use in minimal change disease causes growth suppression, obesity, hypertension, cataracts and bone loss.',
    ],
    keyComparisons: [
      {
        with: 'renal-focal-segmental-glomerulosclerosis',
        difference:
          'Minimal change disease has normal glomeruli on light microscopy and usually responds to steroids without progression, whereas focal segmental glomerulosclerosis shows segmental scarring, is often steroid-resistant, and frequently progresses to kidney failure; a steroid-resistant "minimal change" case may be FSGS missed by biopsy sampling.',
      },
    ],
    highYield: [
      'Minimal change disease is the most common cause of nephrotic syndrome in children.',
      'Minimal change disease shows normal light microscopy, negative immunofluorescence and effacement of foot processes on electron microscopy.',
      'Minimal change disease causes selective proteinuria, meaning loss mainly of albumin rather than larger proteins.',
      'Minimal change disease in an adult should prompt consideration of Hodgkin lymphoma and NSAID use.',
    ],
    icd10: ['N04.0'],
  },
  {
    id: 'renal-focal-segmental-glomerulosclerosis',
    title: 'Focal segmental glomerulosclerosis',
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: [
      'FSGS',
      'focal glomerulosclerosis',
      'focal sclerosis',
      'collapsing glomerulopathy',
      'HIV-associated nephropathy',
      'HIVAN',
      'APOL1 nephropathy',
    ],
    definition:
      'Focal segmental glomerulosclerosis (FSGS) is a podocyte disease in which some glomeruli (focal) show scarring of part of the capillary tuft (segmental); it is a leading cause of nephrotic syndrome in adults, especially Black adults.',
    causes: [
      'Primary focal segmental glomerulosclerosis is thought to be caused by a circulating factor that injures podocytes, and genetic FSGS results from mutations in podocyte proteins such as podocin (NPHS2).',
      'Secondary focal segmental glomerulosclerosis is caused by HIV infection (collapsing variant), heroin use, APOL1 risk variants in people of African ancestry, sickle cell disease, obesity, and drugs such as pamidronate, interferon and anabolic steroids.',
      'Adaptive focal segmental glomerulosclerosis results from glomerular hyperfiltration after loss of nephron mass, as in a solitary kidney, reflux nephropathy or low birth weight.',
    ],
    pathophysiology:
      'In focal segmental glomerulosclerosis, podocyte injury and loss leave bare basement membrane that adheres to Bowman capsule, and this segmental scarring progressively spreads, causing proteinuria and nephron loss.',
    presentation: [
      'Focal segmental glomerulosclerosis presents with nephrotic syndrome (common in primary FSGS) or with subnephrotic proteinuria (common in adaptive FSGS), often with hypertension, microscopic hematuria and reduced GFR.',
      'The collapsing variant of focal segmental glomerulosclerosis, classically with HIV, causes heavy proteinuria and rapid progression to kidney failure.',
    ],
    bestInitialTest:
      'The best initial tests for focal segmental glomerulosclerosis are urinalysis, a urine protein-to-creatinine ratio, serum albumin, creatinine and testing for secondary causes such as HIV.',
    testOfChoice:
      'Kidney biopsy confirms focal segmental glomerulosclerosis, showing segmental sclerosis and hyalinosis on light microscopy, negative immunofluorescence (apart from nonspecific IgM and C3 trapping in scars) and foot process effacement on electron microscopy.',
    firstLine:
      'First-line treatment of primary focal segmental glomerulosclerosis with nephrotic syndrome is high-dose glucocorticoids with an ACE inhibitor or ARB, and calcineurin inhibitors (tacrolimus or cyclosporine) are used for steroid-resistant disease; secondary and adaptive FSGS are treated with RAS blockade and management of the cause, not immunosuppression.',
    prognosis:
      'Focal segmental glomerulosclerosis often progresses to kidney failure, especially with nephrotic-range proteinuria that does not remit, and primary FSGS can recur in a kidney transplant.',
    keyComparisons: [
      {
        with: 'renal-minimal-change-disease',
        difference:
          'Focal segmental glomerulosclerosis shows segmental scarring, is often steroid-resistant and progresses, whereas minimal change disease has normal light microscopy, responds to steroids and rarely progresses.',
      },
      {
        with: 'renal-membranous-nephropathy',
        difference:
          'Focal segmental glomerulosclerosis has negative immunofluorescence and no immune deposits, whereas membranous nephropathy has granular IgG and C3 along capillary loops with subepithelial deposits.',
      },
    ],
    highYield: [
      'Focal segmental glomerulosclerosis is the most common primary glomerular disease causing end-stage kidney disease in the United States.',
      'Focal segmental glomerulosclerosis is the most common cause of nephrotic syndrome in Black adults, partly due to APOL1 risk variants.',
      'HIV-associated nephropathy is collapsing focal segmental glomerulosclerosis and is treated with antiretroviral therapy plus RAS blockade.',
      'Heroin use and sickle cell disease are classic board associations of focal segmental glomerulosclerosis.',
    ],
    icd10: ['N04.1'],
  },
  {
    id: 'renal-membranous-nephropathy',
    title: 'Membranous nephropathy',
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: [
      'MN',
      'membranous glomerulonephritis',
      'membranous glomerulopathy',
      'primary membranous nephropathy',
      'PLA2R nephropathy',
      'anti-PLA2R',
    ],
    definition:
      'Membranous nephropathy is an immune-complex glomerular disease in which subepithelial deposits of IgG and complement thicken the glomerular basement membrane and injure podocytes, causing nephrotic syndrome; it is a leading primary cause of nephrotic syndrome in adults, especially White adults.',
    mostCommonCause:
      'Most cases of membranous nephropathy are primary (autoimmune), and about 70-80% of primary cases are caused by autoantibodies against the podocyte phospholipase A2 receptor (PLA2R).',
    causes: [
      'Secondary membranous nephropathy is caused by systemic lupus erythematosus (class V lupus nephritis), hepatitis B and C, syphilis, solid tumors (lung, colon, stomach, breast), and drugs such as NSAIDs, gold and penicillamine.',
    ],
    pathophysiology:
      'In membranous nephropathy, circulating IgG (mainly IgG4) binds antigens on the podocyte surface such as PLA2R, forming immune complexes in situ beneath the podocyte; these activate complement, and the membrane attack complex injures podocytes, causing proteinuria while new basement membrane grows around the deposits.',
    presentation: [
      'Membranous nephropathy presents with nephrotic syndrome in an adult, typically aged 40 to 60, with edema and a bland urine sediment.',
      'Membranous nephropathy has the highest risk of venous thromboembolism, including renal vein thrombosis, among the causes of nephrotic syndrome.',
    ],
    bestInitialTest:
      'The best initial test to characterize suspected primary membranous nephropathy is a serum anti-PLA2R antibody level, and a positive result in a patient with nephrotic syndrome and preserved kidney function can establish the diagnosis without biopsy.',
    testOfChoice:
      'Kidney biopsy in membranous nephropathy shows diffuse capillary wall thickening on light microscopy, "spikes" on silver stain, granular IgG and C3 along capillary loops on immunofluorescence, and subepithelial deposits ("spike and dome") on electron microscopy.',
    firstLine:
      'First-line treatment of membranous nephropathy is supportive care for all patients with an ACE inhibitor or ARB, sodium restriction, diuretics for edema and lipid-lowering therapy for hyperlipidemia, with immunosuppression (rituximab, or cyclophosphamide with glucocorticoids, or a calcineurin inhibitor) reserved for those at moderate or high risk of progression.',
    management:
      'Low-risk membranous nephropathy is observed on supportive therapy because many patients remit spontaneously, and anti-PLA2R levels are followed to monitor immunologic activity; prophylactic anticoagulation is considered when serum albumin is very low and bleeding risk is acceptable.',
    prognosis:
      'Membranous nephropathy roughly follows a rule of thirds: about one-third remit spontaneously, one-third have persistent proteinuria with stable function, and one-third progress toward kidney failure.',
    keyComparisons: [
      {
        with: 'renal-lupus-nephritis',
        difference:
          'Primary membranous nephropathy is anti-PLA2R positive with IgG4-dominant deposits, whereas class V lupus nephritis is usually anti-PLA2R negative with "full house" immunofluorescence (IgG, IgA, IgM, C3, C1q) and positive lupus serologies.',
      },
      {
        with: 'renal-focal-segmental-glomerulosclerosis',
        difference:
          'Membranous nephropathy has subepithelial immune deposits with granular IgG on immunofluorescence, whereas focal segmental glomerulosclerosis has no immune deposits.',
      },
    ],
    highYield: [
      'Membranous nephropathy is associated with hepatitis B, solid tumors, SLE and NSAIDs.',
      'Membranous nephropathy is the nephrotic syndrome most associated with renal vein thrombosis.',
      'Membranous nephropathy shows "spike and dome" subepithelial deposits on electron microscopy.',
    ],
    dontMiss:
      'Adults with membranous nephropathy, especially if anti-PLA2R negative, need age-appropriate cancer screening and testing for hepatitis B, hepatitis C, HIV, syphilis and lupus.',
    icd10: ['N04.21', 'N04.22', 'N04.20'],
  },
  {
    id: 'renal-diabetic-nephropathy',
    title: 'Diabetic nephropathy (diabetic kidney disease)',
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: [
      'diabetic kidney disease',
      'DKD',
      'diabetic glomerulosclerosis',
      'Kimmelstiel-Wilson disease',
      'nodular glomerulosclerosis',
      'microalbuminuria',
      'diabetic CKD',
    ],
    definition:
      'Diabetic nephropathy (diabetic kidney disease) is chronic kidney disease caused by diabetes, defined clinically by persistent albuminuria and/or a declining eGFR in a person with diabetes; it is the leading cause of chronic kidney disease and end-stage kidney disease in the United States.',
    riskFactors: [
      'Risk factors for diabetic nephropathy include long duration of diabetes, poor glycemic control, hypertension, smoking, obesity, a family history of kidney disease and the presence of diabetic retinopathy.',
    ],
    pathophysiology:
      'In diabetic nephropathy, hyperglycemia causes nonenzymatic glycation of proteins and mesangial matrix expansion, and afferent arteriolar dilation with angiotensin II-mediated efferent constriction causes glomerular hyperfiltration; the result is glomerular basement membrane thickening, mesangial expansion, nodular glomerulosclerosis (Kimmelstiel-Wilson nodules) and hyaline arteriolosclerosis of both afferent and efferent arterioles.',
    presentation: [
      'Diabetic nephropathy first shows glomerular hyperfiltration, then moderately increased albuminuria (30-300 mg/g, formerly microalbuminuria), then severely increased albuminuria (above 300 mg/g) that may reach nephrotic range, with hypertension and a progressive fall in eGFR.',
      'Diabetic nephropathy typically coexists with diabetic retinopathy and has a bland urine sediment.',
      'Kidneys in diabetic nephropathy are normal-sized or enlarged on ultrasound even when function is advanced.',
    ],
    bestInitialTest:
      'The screening test for diabetic nephropathy is a spot urine albumin-to-creatinine ratio plus eGFR at least yearly, starting at diagnosis in type 2 diabetes and 5 years after diagnosis in type 1 diabetes, with albuminuria confirmed in 2 of 3 samples over 3 to 6 months.',
    diagnosis:
      'Diabetic nephropathy is a clinical diagnosis, and kidney biopsy is reserved for atypical features such as an active sediment with red blood cell casts, rapid loss of GFR, sudden nephrotic syndrome, or absence of retinopathy in type 1 diabetes.',
    firstLine:
      'First-line treatment of diabetic nephropathy with albuminuria or hypertension is an ACE inhibitor or ARB titrated to the maximum tolerated dose, plus an SGLT2 inhibitor in type 2 diabetes when eGFR is 20 mL/min/1.73 m2 or more, together with glycemic and blood pressure control.',
    management:
      'Additional kidney-protective therapy for diabetic nephropathy in type 2 diabetes includes finerenone (a nonsteroidal mineralocorticoid receptor antagonist) for persistent albuminuria despite RAS blockade and a GLP-1 receptor agonist, while an ACE inhibitor and an ARB should not be combined because of hyperkalemia and acute kidney injury.',
    complications: [
      'Diabetic nephropathy commonly causes type 4 renal tubular acidosis (hyporeninemic hypoaldosteronism) with hyperkalemia.',
      'Diabetic nephropathy greatly increases cardiovascular risk and progresses to end-stage kidney disease.',
    ],
    why: [
      {
        question: 'Why do ACE inhibitors reduce albuminuria in diabetic nephropathy?',
        answer:
          'ACE inhibitors block angiotensin II-mediated constriction of the efferent arteriole, lowering intraglomerular pressure and hyperfiltration, which reduces albumin leak and slows diabetic nephropathy.',
      },
    ],
    highYield: [
      'Kimmelstiel-Wilson nodules (nodular glomerulosclerosis) are the characteristic histologic lesion of diabetic nephropathy.',
      'Glomerular basement membrane thickening is the earliest morphologic change in diabetic nephropathy, and moderately increased albuminuria is the earliest routinely detectable clinical sign.',
      'Diabetic nephropathy is the most common cause of end-stage kidney disease in the United States.',
      'Hyaline arteriolosclerosis of both afferent and efferent arterioles is typical of diabetic nephropathy, whereas hypertension affects mainly the afferent arteriole.',
    ],
    icd10: ['E11.21', 'E11.22', 'E10.21', 'E10.22'],
  },
  {
    id: 'renal-nephritic-syndrome',
    title: 'Nephritic syndrome (glomerulonephritis overview)',
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: [
      'glomerulonephritis',
      'GN',
      'acute nephritic syndrome',
      'nephritis',
      'red blood cell casts',
      'RBC casts',
      'active urine sediment',
      'glomerular hematuria',
    ],
    definition:
      'Nephritic syndrome is inflammation of the glomeruli causing hematuria with dysmorphic red cells and red blood cell casts, hypertension, oliguria with a rising creatinine, and edema, with proteinuria usually below 3.5 g/day.',
    mostCommonCause:
      'The most common cause of acute nephritic syndrome in children is post-streptococcal glomerulonephritis, and the most common primary glomerulonephritis worldwide is IgA nephropathy.',
    causes: [
      'Nephritic syndrome with low serum complement is caused by post-streptococcal glomerulonephritis, lupus nephritis, membranoproliferative glomerulonephritis and C3 glomerulopathy, cryoglobulinemic glomerulonephritis (usually hepatitis C) and endocarditis-associated glomerulonephritis.',
      'Nephritic syndrome with normal serum complement is caused by IgA nephropathy, IgA vasculitis (Henoch-Schonlein purpura), anti-GBM disease and ANCA-associated vasculitis (granulomatosis with polyangiitis, microscopic polyangiitis, eosinophilic granulomatosis with polyangiitis).',
    ],
    pathophysiology:
      'In nephritic syndrome, immune complexes, antibodies or inflammatory cells injure the glomerular capillary wall, so red cells pass into Bowman space and form red blood cell casts in the tubules, while reduced GFR causes salt and water retention with hypertension and edema.',
    presentation: [
      'Nephritic syndrome presents with cola-colored or tea-colored urine, periorbital or generalized edema, hypertension and oliguria.',
      'The urinalysis in nephritic syndrome shows hematuria with dysmorphic red cells (acanthocytes), red blood cell casts and subnephrotic proteinuria.',
      'Nephritic syndrome causes a rising BUN and creatinine, sometimes rapidly.',
    ],
    bestInitialTest:
      'The best initial test for nephritic syndrome is a urinalysis with microscopy for red blood cell casts and dysmorphic red cells, followed by serum creatinine, C3 and C4, and serologies chosen by context: ASO and anti-DNase B, ANA and anti-dsDNA, ANCA, anti-GBM antibody, hepatitis B and C, and cryoglobulins.',
    testOfChoice:
      'Kidney biopsy with light microscopy, immunofluorescence and electron microscopy is the definitive test for the type of glomerulonephritis causing nephritic syndrome, except in typical post-streptococcal glomerulonephritis in children.',
    firstLine:
      'First-line management of nephritic syndrome is sodium and fluid restriction, a loop diuretic for edema and antihypertensives, plus cause-specific therapy such as glucocorticoids with rituximab or cyclophosphamide for ANCA vasculitis, and glucocorticoids with mycophenolate or cyclophosphamide for proliferative lupus nephritis.',
    keyComparisons: [
      {
        with: 'renal-nephrotic-syndrome',
        difference:
          'Nephritic syndrome features hematuria with red blood cell casts, hypertension and azotemia with proteinuria usually below 3.5 g/day, whereas nephrotic syndrome features proteinuria above 3.5 g/day, hypoalbuminemia, hyperlipidemia and a bland sediment with fatty casts.',
      },
    ],
    why: [
      {
        question: 'Why are red blood cell casts specific for glomerular disease?',
        answer:
          'Red blood cell casts form when red cells that have crossed a damaged glomerular capillary wall are trapped in Tamm-Horsfall protein within the tubules, so they localize the bleeding to the nephron rather than the lower urinary tract.',
      },
    ],
    highYield: [
      'Sorting nephritic syndrome by serum complement (low versus normal C3) is a high-yield first step in narrowing the cause.',
      'Anti-GBM disease and ANCA vasculitis can both cause nephritic syndrome with pulmonary hemorrhage (pulmonary-renal syndrome).',
      'Lupus nephritis and membranoproliferative glomerulonephritis can show a mixed nephritic-nephrotic picture.',
    ],
    dontMiss:
      'A creatinine rising over days to weeks with a nephritic sediment is rapidly progressive glomerulonephritis, a nephrologic emergency that needs urgent serologies, kidney biopsy and immunosuppression.',
    icd10: ['N05.9', 'N00.9'],
  },
  {
    id: 'renal-poststreptococcal-glomerulonephritis',
    title: 'Post-streptococcal glomerulonephritis',
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: [
      'PSGN',
      'APSGN',
      'acute post-streptococcal glomerulonephritis',
      'poststreptococcal GN',
      'post-infectious glomerulonephritis',
      'acute glomerulonephritis',
    ],
    definition:
      'Post-streptococcal glomerulonephritis (PSGN) is an immune-complex (type III hypersensitivity) glomerulonephritis that follows pharyngitis or skin infection with nephritogenic strains of group A beta-hemolytic streptococcus, most often in children aged 5 to 12.',
    mostCommonCause:
      'Post-streptococcal glomerulonephritis is caused by group A Streptococcus (Streptococcus pyogenes) pharyngitis or impetigo; infection-related glomerulonephritis in adults is now more often associated with staphylococcal infection.',
    pathophysiology:
      'In post-streptococcal glomerulonephritis, streptococcal antigens such as streptococcal pyrogenic exotoxin B deposit in glomeruli and form immune complexes that activate complement mainly through the alternative pathway, lowering serum C3 and recruiting neutrophils that cause proliferative inflammation.',
    presentation: [
      'Post-streptococcal glomerulonephritis appears 1 to 3 weeks after streptococcal pharyngitis or 3 to 6 weeks after skin infection.',
      'Post-streptococcal glomerulonephritis presents with cola-colored urine, periorbital edema, hypertension and oliguria.',
      'Laboratory findings in post-streptococcal glomerulonephritis are red blood cell casts, low C3 with usually normal C4, and raised antistreptolysin O (after pharyngitis) or anti-DNase B (after skin infection) titers.',
    ],
    bestInitialTest:
      'The best initial tests for post-streptococcal glomerulonephritis are a urinalysis showing hematuria with red blood cell casts, serum C3, and streptococcal antibody titers (ASO and anti-DNase B).',
    testOfChoice:
      'Kidney biopsy is not needed in typical post-streptococcal glomerulonephritis; if done it shows enlarged hypercellular glomeruli with neutrophils on light microscopy, granular "starry sky" IgG, IgM and C3 on immunofluorescence, and subepithelial "humps" on electron microscopy.',
    firstLine:
      'First-line treatment of post-streptococcal glomerulonephritis is supportive: sodium and fluid restriction and a loop diuretic for edema and hypertension, with antibiotics (penicillin) only if streptococcal infection persists, since antibiotics do not alter the course of the nephritis.',
    prognosis:
      'Most children with post-streptococcal glomerulonephritis recover completely, with C3 returning to normal within about 8 weeks, whereas adults more often have persistent kidney dysfunction.',
    keyComparisons: [
      {
        with: 'renal-iga-nephropathy',
        difference:
          'Post-streptococcal glomerulonephritis appears 1 to 3 weeks after infection with low C3, whereas IgA nephropathy causes gross hematuria within 1 to 2 days of a mucosal infection with normal complement.',
      },
    ],
    why: [
      {
        question: 'Why is C3 low but C4 usually normal in post-streptococcal glomerulonephritis?',
        answer:
          'The immune complexes and streptococcal antigens in post-streptococcal glomerulonephritis activate complement mainly through the alternative pathway, which consumes C3 but not the classical pathway component C4.',
      },
    ],
    highYield: [
      'Post-streptococcal glomerulonephritis can follow skin infection (impetigo) or pharyngitis, whereas acute rheumatic fever classically follows pharyngeal infection, not skin infection.',
      'Persistently low C3 for more than 8 weeks after presumed post-streptococcal glomerulonephritis suggests another diagnosis such as C3 glomerulopathy, membranoproliferative glomerulonephritis or lupus nephritis.',
      'Subepithelial humps on electron microscopy are the classic finding of post-streptococcal glomerulonephritis.',
    ],
    icd10: ['N00.9', 'B95.0'],
  },
  {
    id: 'renal-iga-nephropathy',
    title: 'IgA nephropathy (Berger disease)',
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: [
      'IgAN',
      'Berger disease',
      "Berger's disease",
      'IgA glomerulonephritis',
      'synpharyngitic hematuria',
      'mesangial IgA nephropathy',
    ],
    definition:
      'IgA nephropathy is a glomerulonephritis with dominant mesangial IgA deposits; it is the most common primary glomerulonephritis worldwide and classically causes episodes of gross hematuria during mucosal infections.',
    pathophysiology:
      'In IgA nephropathy, galactose-deficient IgA1 is recognized by IgG autoantibodies, and the resulting immune complexes deposit in the mesangium, activate complement (alternative and lectin pathways) and cause mesangial proliferation.',
    riskFactors: [
      'IgA nephropathy is most common in young men and in people of East Asian descent.',
      'Secondary IgA nephropathy is associated with cirrhosis, celiac disease, inflammatory bowel disease and HIV.',
    ],
    presentation: [
      'IgA nephropathy classically presents in a young man with gross hematuria within 1 to 2 days of an upper respiratory or gastrointestinal infection (synpharyngitic hematuria).',
      'IgA nephropathy also presents as persistent asymptomatic microscopic hematuria with or without proteinuria, hypertension or slowly declining kidney function.',
      'Serum complement is normal in IgA nephropathy, and serum IgA is raised in some patients but is not diagnostic.',
    ],
    bestInitialTest:
      'The best initial tests for IgA nephropathy are a urinalysis with microscopy showing dysmorphic red cells or red blood cell casts, a urine protein-to-creatinine ratio, serum creatinine and complement levels.',
    testOfChoice:
      'Kidney biopsy is required to diagnose IgA nephropathy and shows dominant or codominant mesangial IgA deposits on immunofluorescence with mesangial proliferation on light microscopy, scored by the Oxford (MEST-C) classification.',
    firstLine:
      'First-line treatment of IgA nephropathy is optimized supportive care: blood pressure control and an ACE inhibitor or ARB titrated to reduce proteinuria, with an SGLT2 inhibitor added for persistent proteinuria.',
    management:
      'Patients with IgA nephropathy who remain at high risk of progression (persistent proteinuria despite supportive care) may receive glucocorticoids (systemic or targeted-release budesonide) or sparsentan, and crescentic IgA nephropathy with rapid decline is treated like rapidly progressive glomerulonephritis.',
    prognosis:
      'IgA nephropathy usually progresses slowly, and a substantial minority of patients reach kidney failure over decades; persistent proteinuria, hypertension and reduced eGFR at diagnosis predict progression.',
    keyComparisons: [
      {
        with: 'rheum-iga-vasculitis',
        difference:
          'IgA vasculitis (Henoch-Schonlein purpura) has the same mesangial IgA deposits as IgA nephropathy but is a systemic small-vessel vasculitis with palpable purpura, arthralgia and abdominal pain, most often in children, whereas IgA nephropathy is limited to the kidney.',
      },
      {
        with: 'renal-poststreptococcal-glomerulonephritis',
        difference:
          'IgA nephropathy causes hematuria within days of a mucosal infection with normal complement, whereas post-streptococcal glomerulonephritis follows infection by 1 to 3 weeks with low C3.',
      },
    ],
    highYield: [
      'IgA nephropathy is the most common primary glomerulonephritis worldwide.',
      'IgA vasculitis (Henoch-Schonlein purpura) has kidney histology identical to IgA nephropathy but adds palpable purpura on the legs and buttocks, arthralgia and abdominal pain.',
      'Mesangial IgA deposits on immunofluorescence are the defining finding of IgA nephropathy.',
    ],
    icd10: ['N02.B9', 'N02.B1'],
  },
  {
    id: 'renal-rapidly-progressive-glomerulonephritis',
    title: 'Rapidly progressive (crescentic) glomerulonephritis',
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: [
      'RPGN',
      'crescentic glomerulonephritis',
      'crescentic GN',
      'pauci-immune glomerulonephritis',
      'ANCA-associated glomerulonephritis',
      'ANCA vasculitis kidney',
      'rapidly progressive nephritic syndrome',
    ],
    definition:
      'Rapidly progressive glomerulonephritis (RPGN) is a nephritic syndrome with loss of kidney function over days to weeks, with crescents in most glomeruli on biopsy; it is classified by immunofluorescence as anti-GBM (type I, linear), immune-complex (type II, granular) or pauci-immune (type III, few or no deposits).',
    mostCommonCause:
      'The most common cause of rapidly progressive glomerulonephritis in adults is pauci-immune (ANCA-associated) glomerulonephritis.',
    causes: [
      'Type I rapidly progressive glomerulonephritis is anti-GBM disease, with linear IgG along the glomerular basement membrane.',
      'Type II rapidly progressive glomerulonephritis is immune-complex disease with granular deposits, caused by post-streptococcal glomerulonephritis, lupus nephritis, IgA nephropathy or IgA vasculitis, membranoproliferative glomerulonephritis and cryoglobulinemia.',
      'Type III (pauci-immune) rapidly progressive glomerulonephritis is caused by ANCA-associated vasculitis: granulomatosis with polyangiitis (usually PR3-ANCA, c-ANCA), microscopic polyangiitis (usually MPO-ANCA, p-ANCA) and eosinophilic granulomatosis with polyangiitis (MPO-ANCA in the minority who are ANCA-positive).',
    ],
    pathophysiology:
      'In rapidly progressive glomerulonephritis, severe injury ruptures glomerular capillary walls, fibrin leaks into Bowman space, and proliferating parietal epithelial cells with infiltrating monocytes and macrophages form crescents that compress the tuft and later scar irreversibly.',
    presentation: [
      'Rapidly progressive glomerulonephritis presents with a creatinine rising over days to weeks, oliguria, hematuria with red blood cell casts, hypertension and edema.',
      'Rapidly progressive glomerulonephritis from ANCA vasculitis often comes with systemic features such as fever, weight loss, sinusitis, hemoptysis, purpura and mononeuritis multiplex.',
      'Rapidly progressive glomerulonephritis with hemoptysis indicates a pulmonary-renal syndrome from anti-GBM disease or ANCA vasculitis.',
    ],
    bestInitialTest:
      'The best initial tests for rapidly progressive glomerulonephritis are a urinalysis with microscopy and urgent serologies: ANCA (MPO and PR3), anti-GBM antibody, C3, C4 and ANA.',
    testOfChoice:
      'Urgent kidney biopsy is the test of choice for rapidly progressive glomerulonephritis, showing crescents and an immunofluorescence pattern (linear, granular or pauci-immune) that identifies the type.',
    firstLine:
      'First-line treatment of rapidly progressive glomerulonephritis is pulse intravenous methylprednisolone followed by oral glucocorticoids plus rituximab or cyclophosphamide, started urgently and without waiting for biopsy when suspicion is high; plasma exchange is added for anti-GBM disease.',
    management:
      'In ANCA-associated rapidly progressive glomerulonephritis, plasma exchange may be considered for selected patients with severe kidney failure or diffuse alveolar hemorrhage, avacopan can reduce glucocorticoid exposure, and maintenance therapy (usually rituximab) is given because relapses are common.',
    prognosis:
      'The prognosis of rapidly progressive glomerulonephritis depends on the proportion of crescents and the creatinine at presentation, and untreated disease progresses to kidney failure within weeks to months.',
    keyComparisons: [
      {
        with: 'rheum-granulomatosis-with-polyangiitis',
        difference:
          'Granulomatosis with polyangiitis is one cause of pauci-immune rapidly progressive glomerulonephritis, recognized by necrotizing granulomatous disease of the upper and lower respiratory tract and usually PR3-ANCA (c-ANCA).',
      },
      {
        with: 'renal-anti-gbm-disease',
        difference:
          'Anti-GBM disease shows linear IgG on immunofluorescence and rarely relapses, whereas ANCA-associated rapidly progressive glomerulonephritis is pauci-immune, positive for MPO or PR3 antibodies and often relapses.',
      },
    ],
    highYield: [
      'Crescents in rapidly progressive glomerulonephritis consist of fibrin, proliferating parietal epithelial cells and macrophages.',
      'Drugs that can induce ANCA-associated glomerulonephritis include hydralazine, propylthiouracil and levamisole-adulterated cocaine.',
      'The immunofluorescence pattern of rapidly progressive glomerulonephritis is linear in anti-GBM disease, granular in immune-complex disease and negative or scant in pauci-immune disease.',
    ],
    dontMiss:
      'Rapidly progressive glomerulonephritis is a nephrologic emergency, and delay in immunosuppression leads to irreversible kidney failure.',
    icd10: ['N01.7', 'N01.9', 'M31.31', 'M31.7'],
  },
  {
    id: 'renal-anti-gbm-disease',
    title: 'Anti-GBM disease (Goodpasture syndrome)',
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: [
      'Goodpasture syndrome',
      "Goodpasture's syndrome",
      'Goodpasture disease',
      'anti-glomerular basement membrane disease',
      'anti-GBM glomerulonephritis',
      'pulmonary-renal syndrome',
    ],
    definition:
      'Anti-GBM disease is an autoimmune disease in which IgG autoantibodies against the alpha-3 chain of type IV collagen in glomerular and alveolar basement membranes cause rapidly progressive glomerulonephritis, with pulmonary hemorrhage in many patients (Goodpasture syndrome when both are present).',
    riskFactors: [
      'Risk factors for anti-GBM disease include cigarette smoking, inhaled hydrocarbons or cocaine, lung infection and the HLA-DR15 allele.',
      'Anti-GBM disease has a bimodal age distribution, affecting young adults (more often men) and older adults.',
    ],
    pathophysiology:
      'Anti-GBM disease is a type II hypersensitivity reaction: antibodies bind the noncollagenous domain of the alpha-3 chain of type IV collagen, activate complement and recruit neutrophils, causing crescentic glomerulonephritis, and lung injury (for example from smoking) exposes alveolar basement membrane epitopes, causing alveolar hemorrhage.',
    presentation: [
      'Anti-GBM disease presents with rapidly progressive glomerulonephritis: hematuria with red blood cell casts, oliguria and a creatinine rising over days.',
      'Anti-GBM disease with lung involvement causes hemoptysis, dyspnea, diffuse alveolar infiltrates and iron deficiency anemia.',
      'Anti-GBM disease usually lacks the systemic vasculitic features (sinus disease, purpura, neuropathy) seen in ANCA vasculitis.',
    ],
    bestInitialTest:
      'The best initial test for anti-GBM disease is a serum anti-GBM antibody assay, sent urgently with ANCA in any patient with rapidly progressive glomerulonephritis or pulmonary-renal syndrome.',
    testOfChoice:
      'Kidney biopsy is the test of choice for anti-GBM disease and shows crescentic glomerulonephritis with linear IgG deposition along the glomerular basement membrane on immunofluorescence.',
    firstLine:
      'First-line treatment of anti-GBM disease is urgent plasma exchange to remove circulating antibody, combined with glucocorticoids and cyclophosphamide, started before biopsy results when suspicion is high.',
    prognosis:
      'Kidney recovery in anti-GBM disease is unlikely when the patient is dialysis-dependent at presentation with nearly all glomeruli crescentic, but relapse is rare, unlike in ANCA vasculitis.',
    keyComparisons: [
      {
        with: 'renal-rapidly-progressive-glomerulonephritis',
        difference:
          'Anti-GBM disease is type I rapidly progressive glomerulonephritis with linear IgG, whereas immune-complex RPGN shows granular deposits and ANCA-associated RPGN shows few or no deposits.',
      },
    ],
    why: [
      {
        question: 'Why does anti-GBM disease affect both the lungs and the kidneys?',
        answer:
          'The target of anti-GBM disease, the alpha-3 chain of type IV collagen, is found in both glomerular and alveolar basement membranes, but the alveolar antigen is normally hidden and becomes exposed after lung injury such as smoking.',
      },
    ],
    highYield: [
      'Linear IgG along the glomerular basement membrane on immunofluorescence is the hallmark of anti-GBM disease.',
      'Anti-GBM disease is a classic example of type II hypersensitivity.',
      'Some patients with anti-GBM disease are also ANCA-positive (double-positive disease), and they have a higher risk of relapse than patients with anti-GBM disease alone.',
      'Patients with Alport syndrome can develop anti-GBM disease after kidney transplantation because the graft contains type IV collagen chains they never expressed.',
    ],
    dontMiss:
      'Hemoptysis with acute kidney injury and hematuria is a pulmonary-renal syndrome that requires same-day anti-GBM and ANCA testing and empiric treatment, because anti-GBM disease can destroy kidney function within days.',
    icd10: ['M31.0'],
  },
  {
    id: 'renal-lupus-nephritis',
    title: 'Lupus nephritis',
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: [
      'LN',
      'SLE nephritis',
      'lupus glomerulonephritis',
      'diffuse proliferative glomerulonephritis',
      'DPGN',
      'wire-loop lesions',
      'ISN/RPS classification',
    ],
    definition:
      'Lupus nephritis is immune-complex glomerulonephritis caused by systemic lupus erythematosus (SLE), classified by biopsy into ISN/RPS classes I to VI; it is a major cause of morbidity and mortality in SLE.',
    pathophysiology:
      'In lupus nephritis, immune complexes containing anti-dsDNA and other autoantibodies deposit in or form within glomeruli (subendothelial in proliferative classes III and IV, subepithelial in class V), activate the classical complement pathway and cause inflammation, a type III hypersensitivity process.',
    criteria: {
      name: 'ISN/RPS classification of lupus nephritis',
      items: [
        'Lupus nephritis class I is minimal mesangial lupus nephritis with normal light microscopy and mesangial deposits on immunofluorescence.',
        'Lupus nephritis class II is mesangial proliferative lupus nephritis.',
        'Lupus nephritis class III is focal lupus nephritis, involving fewer than 50% of glomeruli.',
        'Lupus nephritis class IV is diffuse lupus nephritis, involving 50% or more of glomeruli, and is the most common and most severe class.',
        'Lupus nephritis class V is membranous lupus nephritis, which typically presents with nephrotic-range proteinuria.',
        'Lupus nephritis class VI is advanced sclerosing lupus nephritis, with 90% or more of glomeruli globally sclerosed.',
      ],
    },
    presentation: [
      'Lupus nephritis presents with proteinuria, hematuria with red blood cell casts, hypertension and a rising creatinine, or with nephrotic syndrome in class V.',
      'Active lupus nephritis is usually accompanied by low C3 and C4 and a rising anti-dsDNA titer.',
      'Lupus nephritis may be silent, so patients with SLE need regular urinalysis, urine protein-to-creatinine ratio and creatinine checks.',
    ],
    bestInitialTest:
      'The best initial tests for lupus nephritis in a patient with SLE are a urinalysis with microscopy, a urine protein-to-creatinine ratio, serum creatinine, C3, C4 and anti-dsDNA.',
    testOfChoice:
      'Kidney biopsy is the test of choice for lupus nephritis, indicated for proteinuria of 0.5 g/day or more, an active sediment or unexplained decline in kidney function, because the class determines treatment.',
    firstLine:
      'First-line induction therapy for class III or IV lupus nephritis (with or without class V) is glucocorticoids plus either mycophenolate mofetil or low-dose intravenous cyclophosphamide, with hydroxychloroquine for all patients and an ACE inhibitor or ARB for proteinuria.',
    management:
      'Lupus nephritis induction can include belimumab or a calcineurin inhibitor such as voclosporin added to standard therapy, and it is followed by maintenance mycophenolate (or azathioprine, which is preferred in pregnancy because mycophenolate is teratogenic) for several years.',
    keyComparisons: [
      {
        with: 'rheum-systemic-lupus-erythematosus',
        difference:
          'Lupus nephritis is the kidney involvement of systemic lupus erythematosus, and its presence and ISN/RPS class, confirmed by biopsy, largely determine the intensity of immunosuppression in SLE.',
      },
      {
        with: 'renal-membranous-nephropathy',
        difference:
          'Class V lupus nephritis is a secondary membranous nephropathy that is usually anti-PLA2R negative with "full house" immunofluorescence, whereas primary membranous nephropathy is anti-PLA2R positive with IgG4-dominant deposits.',
      },
    ],
    highYield: [
      'Diffuse proliferative (class IV) lupus nephritis is the most common and most severe form of kidney involvement in SLE.',
      'Subendothelial immune deposits in class IV lupus nephritis produce "wire-loop" capillary thickening on light microscopy.',
      'Lupus nephritis shows "full house" immunofluorescence staining for IgG, IgA, IgM, C3 and C1q.',
      'Anti-dsDNA titers and complement levels track lupus nephritis activity.',
      'Drug-induced lupus (anti-histone antibodies) rarely causes lupus nephritis.',
    ],
    icd10: ['M32.14'],
  },
  {
    id: 'renal-hyperkalemia',
    title: 'Hyperkalemia',
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: ['high potassium', 'hyperK', 'raised potassium', 'potassium excess', 'peaked T waves', 'elevated K'],
    definition:
      'Hyperkalemia is a serum potassium above the normal range (generally above 5.0 to 5.5 mEq/L); it is dangerous because it depolarizes cardiac and skeletal muscle membranes and can cause fatal arrhythmias.',
    mostCommonCause:
      'The most common cause of true hyperkalemia is reduced renal potassium excretion from acute or chronic kidney disease, often combined with drugs that impair excretion, and the most common cause of a falsely high potassium is a hemolyzed blood sample (pseudohyperkalemia).',
    causes: [
      'Hyperkalemia from reduced renal excretion is caused by acute kidney injury, chronic kidney disease, hypoaldosteronism and type 4 renal tubular acidosis, adrenal insufficiency, and drugs: ACE inhibitors, ARBs, potassium-sparing diuretics, NSAIDs, trimethoprim, heparin and calcineurin inhibitors.',
      'Hyperkalemia from potassium shifting out of cells is caused by insulin deficiency (as in diabetic ketoacidosis), hyperosmolality, metabolic acidosis, beta-blockers, digoxin toxicity and succinylcholine.',
      'Hyperkalemia from cell breakdown is caused by rhabdomyolysis, tumor lysis syndrome, hemolysis, crush injury and massive transfusion.',
      'Pseudohyperkalemia is caused by hemolysis during phlebotomy, prolonged tourniquet time or fist clenching, and extreme thrombocytosis or leukocytosis.',
    ],
    pathophysiology:
      'Hyperkalemia makes the resting membrane potential less negative, which at first increases excitability but then inactivates sodium channels, slowing conduction and reducing excitability in the heart and muscle, leading to bradyarrhythmias, conduction block, ventricular fibrillation or asystole.',
    presentation: [
      'Hyperkalemia is often asymptomatic until it causes muscle weakness, ascending flaccid paralysis, paresthesias or palpitations.',
      'The ECG in hyperkalemia progresses from peaked T waves to PR prolongation with flattening and loss of P waves, then QRS widening, a sine-wave pattern and ventricular fibrillation or asystole.',
      'Hyperkalemia can cause bradycardia and heart block.',
    ],
    bestInitialTest:
      'The best initial test in hyperkalemia is an immediate 12-lead ECG, because ECG changes rather than the potassium value alone determine urgency, and a repeat non-hemolyzed sample excludes pseudohyperkalemia.',
    firstLine:
      'First-line emergency treatment of hyperkalemia with ECG changes or a very high potassium is intravenous calcium (10% calcium gluconate, usually 10 to 30 mL, or calcium chloride, preferably through a central line) to stabilize the myocardium, then regular insulin 10 units IV with glucose (unless hyperglycemic) and nebulized albuterol to shift potassium into cells, then removal of potassium from the body.',
    management:
      'Potassium is removed in hyperkalemia with loop diuretics (if the kidneys respond), potassium binders such as sodium zirconium cyclosilicate or patiromer, and hemodialysis for kidney failure or refractory hyperkalemia; sodium bicarbonate is added only when metabolic acidosis is present. Offending drugs are stopped, glucose is monitored for hours after insulin because of hypoglycemia, and calcium is repeated if ECG changes persist because its effect lasts only 30 to 60 minutes.',
    keyComparisons: [
      {
        with: 'renal-hypokalemia',
        difference:
          'Hyperkalemia causes peaked T waves, loss of P waves and QRS widening, whereas hypokalemia causes flattened T waves, U waves, ST depression and QT (QU) prolongation.',
      },
    ],
    why: [
      {
        question: 'Why is calcium given first in hyperkalemia even though it does not lower potassium?',
        answer:
          'Calcium raises the threshold potential of cardiac cells, restoring the gap between resting and threshold potential that hyperkalemia narrows, so it stabilizes the myocardium within minutes while other treatments lower the potassium.',
      },
      {
        question: 'Why does insulin lower serum potassium in hyperkalemia?',
        answer:
          'Insulin stimulates the Na+/K+-ATPase in muscle and liver cells, moving potassium from the blood into cells within about 15 to 30 minutes, and glucose is given with it to prevent hypoglycemia.',
      },
      {
        question: 'Why does trimethoprim cause hyperkalemia?',
        answer:
          'Trimethoprim blocks the epithelial sodium channel (ENaC) in the collecting duct, as amiloride does, which removes the electrical gradient that drives potassium secretion.',
      },
    ],
    highYield: [
      'Peaked T waves are the earliest ECG sign of hyperkalemia.',
      'Insulin, albuterol and bicarbonate only shift potassium into cells temporarily in hyperkalemia, whereas diuretics, binders and dialysis remove it from the body.',
      'Digoxin toxicity causes hyperkalemia by inhibiting the Na+/K+-ATPase, and digoxin immune Fab is the specific treatment.',
      'Succinylcholine is contraindicated in hyperkalemia and in conditions with upregulated acetylcholine receptors (burns, crush injury, denervation) because it releases potassium from muscle.',
    ],
    dontMiss:
      'Hyperkalemia can cause cardiac arrest with little or no warning on the ECG, so a high potassium in a patient with kidney disease or a suggestive ECG must be treated without waiting for a repeat sample.',
    icd10: ['E87.5'],
  },
  {
    id: 'renal-hypokalemia',
    title: 'Hypokalemia',
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: ['low potassium', 'hypoK', 'potassium deficiency', 'potassium depletion', 'U waves'],
    definition: 'Hypokalemia is a serum potassium below 3.5 mEq/L, caused by renal or gastrointestinal potassium loss, a shift of potassium into cells, or, rarely, inadequate intake alone.',
    mostCommonCause:
      'The most common causes of hypokalemia are diuretic therapy (loop and thiazide diuretics) and gastrointestinal losses from vomiting or diarrhea.',
    causes: [
      'Renal causes of hypokalemia include loop and thiazide diuretics, primary and secondary hyperaldosteronism, Cushing syndrome, licorice, Bartter and Gitelman syndromes, hypomagnesemia, renal tubular acidosis types 1 and 2, and amphotericin B.',
      'Gastrointestinal causes of hypokalemia include diarrhea, laxative abuse, villous adenoma and VIPoma, and vomiting causes hypokalemia mainly through renal potassium loss.',
      'Hypokalemia from potassium shifting into cells is caused by insulin, beta-2 agonists, alkalosis, refeeding syndrome, and hypokalemic or thyrotoxic periodic paralysis.',
    ],
    pathophysiology:
      'Hypokalemia hyperpolarizes the resting membrane potential of skeletal and smooth muscle, causing weakness and ileus, and delays ventricular repolarization, causing U waves and arrhythmias; chronic hypokalemia also impairs urinary concentration (nephrogenic diabetes insipidus) and increases renal ammonia production.',
    presentation: [
      'Hypokalemia causes fatigue, muscle weakness and cramps, constipation or ileus, and when severe, paralysis, respiratory muscle weakness and rhabdomyolysis.',
      'The ECG in hypokalemia shows flattened T waves, U waves, ST depression and a prolonged QT (QU) interval, with risk of ventricular arrhythmias including torsades de pointes.',
      'Chronic hypokalemia causes polyuria from nephrogenic diabetes insipidus.',
    ],
    bestInitialTest:
      'The best initial tests in hypokalemia are a repeat serum potassium with an ECG and serum magnesium, followed by urine potassium, acid-base status and blood pressure to find the cause.',
    diagnosis:
      'Urine potassium separates renal from extrarenal causes of hypokalemia: a spot urine potassium-to-creatinine ratio above about 13 mEq/g suggests renal potassium wasting, while a low ratio suggests gastrointestinal loss, transcellular shift or poor intake; hypokalemia with hypertension suggests mineralocorticoid excess.',
    firstLine:
      'First-line treatment of hypokalemia is potassium chloride replacement, orally when the patient can take it and has no severe features, and intravenously (usually no faster than 10 mEq/h through a peripheral line, with cardiac monitoring for faster central infusion) for severe hypokalemia, ECG changes or inability to take oral potassium, with magnesium corrected at the same time.',
    management:
      'In hypokalemia, dextrose-containing IV fluids are avoided initially because insulin release lowers potassium further, the underlying cause is treated (for example stopping laxatives or adding a potassium-sparing diuretic for ongoing diuretic losses), and potassium is rechecked frequently.',
    keyComparisons: [
      {
        with: 'renal-hyperkalemia',
        difference:
          'Hypokalemia causes U waves, flattened T waves and prolonged QT, whereas hyperkalemia causes peaked T waves, P-wave loss and QRS widening.',
      },
    ],
    why: [
      {
        question: 'Why is hypokalemia refractory to replacement when magnesium is low?',
        answer:
          'Intracellular magnesium normally blocks the ROMK potassium channels of the distal nephron, so hypomagnesemia releases this block and causes continued renal potassium wasting until magnesium is replaced.',
      },
      {
        question: 'Why does vomiting cause hypokalemia when gastric fluid contains little potassium?',
        answer:
          'In vomiting, volume depletion activates aldosterone and the metabolic alkalosis delivers bicarbonate with sodium to the collecting duct, and both increase renal potassium secretion, so most of the potassium in vomiting-induced hypokalemia is lost in the urine.',
      },
    ],
    highYield: [
      'Hypokalemia increases the risk of digoxin toxicity.',
      'Hypokalemia with hypertension and metabolic alkalosis suggests primary hyperaldosteronism, Cushing syndrome, licorice ingestion or Liddle syndrome.',
      'Gitelman syndrome mimics thiazide use with hypokalemia, hypomagnesemia and low urinary calcium, whereas Bartter syndrome mimics loop diuretic use with high urinary calcium.',
      'In diabetic ketoacidosis, insulin is held if potassium is below 3.3 mEq/L until potassium is replaced, because insulin will drive potassium into cells.',
    ],
    dontMiss:
      'Severe hypokalemia can cause respiratory muscle paralysis and fatal ventricular arrhythmias, especially in patients taking digoxin or with heart disease.',
    icd10: ['E87.6'],
  },
  {
    id: 'renal-hyponatremia',
    title: 'Hyponatremia (approach and osmotic demyelination)',
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: [
      'low sodium',
      'hypoNa',
      'hypo-osmolality',
      'water intoxication',
      'dilutional hyponatremia',
      'osmotic demyelination syndrome',
      'ODS',
      'central pontine myelinolysis',
      'beer potomania',
    ],
    definition:
      'Hyponatremia is a serum sodium below 135 mEq/L; true (hypotonic) hyponatremia reflects an excess of water relative to sodium, almost always because ADH activity or excess water intake prevents excretion of free water.',
    mostCommonCause:
      'Hyponatremia is the most common electrolyte disorder in hospitalized patients, and SIADH is the most common cause of euvolemic hyponatremia.',
    causes: [
      'Hypovolemic hyponatremia is caused by gastrointestinal losses (urine sodium below 20 mEq/L) or by renal losses from diuretics (especially thiazides), primary adrenal insufficiency or cerebral salt wasting (urine sodium above 20 mEq/L).',
      'Euvolemic hyponatremia is caused by SIADH, hypothyroidism, glucocorticoid deficiency, primary polydipsia, and low solute intake (beer potomania, "tea and toast" diet).',
      'Hypervolemic hyponatremia is caused by heart failure, cirrhosis and nephrotic syndrome (urine sodium usually below 20 mEq/L) or advanced kidney failure (urine sodium above 20 mEq/L).',
      'Hyponatremia with normal or high serum osmolality is caused by hyperglycemia or mannitol (water shifts out of cells) or by pseudohyponatremia from severe hypertriglyceridemia or paraproteinemia.',
    ],
    pathophysiology:
      'In hypotonic hyponatremia, water moves into brain cells and causes cerebral edema; over about 48 hours brain cells adapt by exporting electrolytes and organic osmolytes, which limits swelling in chronic hyponatremia but makes the brain vulnerable to osmotic injury if sodium is then raised too quickly.',
    presentation: [
      'Mild chronic hyponatremia is often asymptomatic or causes subtle gait instability, falls and inattention.',
      'Severe or acute hyponatremia causes headache, nausea, vomiting, confusion, seizures, coma and death from brain herniation.',
      'Symptoms of hyponatremia depend more on how fast the sodium falls than on the absolute value.',
    ],
    bestInitialTest:
      'The best initial test in hyponatremia is serum osmolality to confirm hypotonicity, followed by urine osmolality (below 100 mOsm/kg indicates primary polydipsia or low solute intake) and urine sodium with a clinical assessment of volume status.',
    firstLine:
      'First-line treatment of severely symptomatic hyponatremia (seizures, coma, vomiting) is a bolus of 100-150 mL of 3% hypertonic saline over 10 to 20 minutes, repeated up to 2 to 3 times as needed to raise sodium by 4 to 6 mEq/L; asymptomatic or mildly symptomatic hyponatremia is treated by cause: isotonic saline for hypovolemia, fluid restriction for SIADH, and fluid and sodium restriction with loop diuretics for hypervolemia.',
    management:
      'Correction of chronic hyponatremia should not exceed 8 mEq/L in 24 hours in patients at high risk of osmotic demyelination and should generally stay below 10-12 mEq/L in 24 hours in others; if sodium rises too fast, it can be relowered with free water (D5W) and desmopressin. Persistent SIADH can be treated with oral urea or salt tablets, and vasopressin receptor antagonists (tolvaptan, conivaptan) are second-line options.',
    complications: [
      'Osmotic demyelination syndrome is caused by overly rapid correction of chronic hyponatremia and appears 2 to 6 days later with dysarthria, dysphagia, spastic quadriparesis, behavioral change or a locked-in state.',
      'Risk factors for osmotic demyelination syndrome in hyponatremia are a serum sodium of 105 mEq/L or lower, alcohol use disorder, malnutrition, hypokalemia and advanced liver disease.',
      'Untreated severe acute hyponatremia can cause seizures, brain herniation and death.',
    ],
    keyComparisons: [
      {
        with: 'endo-siadh',
        difference:
          'SIADH is one cause of euvolemic hyponatremia, identified by concentrated urine (osmolality above 100 mOsm/kg) and urine sodium above 30 mEq/L with normal thyroid and adrenal function, whereas hyponatremia itself is the laboratory finding with many causes.',
      },
      {
        with: 'renal-hypernatremia',
        difference:
          'Hyponatremia is an excess of water relative to sodium that swells brain cells, whereas hypernatremia is a water deficit that shrinks them.',
      },
    ],
    why: [
      {
        question: 'Why does rapid correction of chronic hyponatremia cause osmotic demyelination?',
        answer:
          'In chronic hyponatremia, brain cells have exported organic osmolytes to avoid swelling, so a rapid rise in serum sodium pulls water out of them faster than osmolytes can be restored, and the shrinkage injures oligodendrocytes, particularly in the central pons.',
      },
      {
        question: 'Why do thiazide diuretics cause hyponatremia more often than loop diuretics?',
        answer:
          'Thiazides act in the distal convoluted tubule and impair urinary dilution while leaving the medullary concentrating gradient intact, so ADH can still concentrate the urine; loop diuretics wash out the medullary gradient and limit water reabsorption.',
      },
    ],
    highYield: [
      'Serum sodium in hyperglycemia is corrected by adding about 1.6 mEq/L for every 100 mg/dL of glucose above 100 mg/dL (some sources use 2.4 mEq/L).',
      'Beer potomania causes hyponatremia with urine osmolality below 100 mOsm/kg and carries a high risk of overcorrection once solute intake resumes.',
      'Cerebral salt wasting causes hyponatremia with volume depletion, whereas SIADH causes hyponatremia with euvolemia.',
      'Exercise-associated hyponatremia in endurance athletes and MDMA (ecstasy) use are classic causes of acute hyponatremia.',
    ],
    dontMiss:
      'Hyponatremia with seizures or coma is an emergency that needs hypertonic saline immediately, and any correction must be monitored with frequent sodium checks to avoid osmotic demyelination.',
    icd10: ['E87.1', 'G37.2'],
  },
  {
    id: 'renal-hypernatremia',
    title: 'Hypernatremia',
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: ['high sodium', 'hyperNa', 'hyperosmolality', 'free water deficit', 'water deficit', 'hypernatremic dehydration'],
    definition:
      'Hypernatremia is a serum sodium above 145 mEq/L; it always indicates hyperosmolality and usually reflects loss of free water that is not replaced because of impaired thirst or lack of access to water.',
    mostCommonCause:
      'The most common cause of hypernatremia is free water loss without adequate intake in people who cannot drink freely, such as infants, frail older adults, patients with altered mental status and intubated patients.',
    causes: [
      'Hypernatremia from extrarenal water loss is caused by osmotic diarrhea, vomiting, fever, burns, sweating and tachypnea.',
      'Hypernatremia from renal water loss is caused by central or nephrogenic diabetes insipidus, osmotic diuresis (glucose, mannitol, urea) and loop diuretics.',
      'Hypernatremia from sodium gain is caused by hypertonic saline or sodium bicarbonate infusion and salt ingestion.',
    ],
    pathophysiology:
      'Hypernatremia draws water out of brain cells, and acute brain shrinkage can tear bridging veins and cause intracerebral or subarachnoid hemorrhage; over about 48 hours, brain cells accumulate osmolytes to restore volume, which is why chronic hypernatremia must be corrected slowly.',
    presentation: [
      'Hypernatremia causes intense thirst in alert patients, then lethargy, irritability, weakness, hyperreflexia, seizures and coma.',
      'Infants with hypernatremia may show a high-pitched cry and a doughy feel to the skin.',
    ],
    bestInitialTest:
      'The best initial test after confirming hypernatremia is urine osmolality: highly concentrated urine suggests extrarenal water loss with intact ADH, whereas dilute urine with polyuria suggests diabetes insipidus.',
    firstLine:
      'First-line treatment of hypernatremia is free water replacement with hypotonic fluid (oral or enteral water, D5W or 0.45% saline), after isotonic saline to restore perfusion in patients who are hypotensive or in shock.',
    management:
      'Chronic hypernatremia (present longer than 48 hours) is generally corrected by no more than 10-12 mEq/L per 24 hours to avoid cerebral edema, whereas acute hypernatremia can be corrected quickly; the water deficit is estimated as total body water x (serum sodium / 140 - 1). Central diabetes insipidus is treated with desmopressin, and nephrogenic diabetes insipidus with a low-salt diet, a thiazide diuretic and removal of the cause (such as lithium).',
    keyComparisons: [
      {
        with: 'endo-diabetes-insipidus',
        difference:
          'Diabetes insipidus is one cause of hypernatremia, recognized by dilute urine despite a high serum osmolality, whereas extrarenal water loss causes hypernatremia with concentrated urine.',
      },
      {
        with: 'renal-hyponatremia',
        difference:
          'Hypernatremia is a water deficit that shrinks brain cells, whereas hyponatremia is a water excess that swells them.',
      },
    ],
    why: [
      {
        question: 'Why can rapid correction of chronic hypernatremia cause cerebral edema?',
        answer:
          'In chronic hypernatremia, brain cells have accumulated osmolytes to hold water, so lowering serum sodium quickly makes water rush into those cells and swell the brain, causing seizures.',
      },
    ],
    highYield: [
      'Hypernatremia almost never develops in an alert adult with intact thirst and access to water.',
      'Lithium is the most common drug cause of nephrogenic diabetes insipidus and hypernatremia.',
    ],
    icd10: ['E87.0'],
  },
  {
    id: 'renal-hypercalcemia',
    title: 'Hypercalcemia',
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: [
      'high calcium',
      'hyperCa',
      'hypercalcemia of malignancy',
      'humoral hypercalcemia of malignancy',
      'PTHrP',
      'stones bones groans',
      'milk-alkali syndrome',
    ],
    definition:
      'Hypercalcemia is a serum calcium above the normal range (albumin-corrected total calcium above about 10.5 mg/dL, or a raised ionized calcium); values above 14 mg/dL are severe.',
    mostCommonCause:
      'The most common cause of hypercalcemia in outpatients is primary hyperparathyroidism, and the most common cause in hospitalized patients is malignancy; together they account for about 90% of cases.',
    causes: [
      'PTH-mediated causes of hypercalcemia are primary hyperparathyroidism, tertiary hyperparathyroidism, lithium and familial hypocalciuric hypercalcemia.',
      'Malignancy causes hypercalcemia through PTH-related peptide (squamous cell carcinomas of the lung and head and neck, renal, bladder, breast and ovarian cancers), osteolytic bone lesions (multiple myeloma, breast cancer metastases) or calcitriol production (lymphomas).',
      'Granulomatous diseases such as sarcoidosis and tuberculosis cause hypercalcemia through unregulated calcitriol production by macrophages.',
      'Other causes of hypercalcemia include vitamin D or vitamin A excess, thiazide diuretics, milk-alkali syndrome, immobilization, hyperthyroidism and adrenal insufficiency.',
    ],
    pathophysiology:
      'Hypercalcemia activates the calcium-sensing receptor in the thick ascending limb and collecting duct, impairing urinary concentration (nephrogenic diabetes insipidus), so polyuria causes volume depletion, which lowers GFR and calcium excretion and worsens the hypercalcemia.',
    presentation: [
      'Hypercalcemia causes "stones, bones, groans, thrones and psychiatric overtones": kidney stones, bone pain, abdominal pain with constipation, nausea, pancreatitis or peptic ulcer, polyuria and polydipsia, and fatigue, depression or confusion.',
      'Severe hypercalcemia causes dehydration, acute kidney injury, lethargy, stupor and coma.',
      'The ECG in hypercalcemia shows a shortened QT interval.',
    ],
    bestInitialTest:
      'The best initial step in hypercalcemia is to confirm it with an albumin-corrected or ionized calcium and then measure intact PTH, which separates PTH-mediated causes (high or inappropriately normal PTH) from non-PTH-mediated causes (suppressed PTH).',
    diagnosis:
      'When PTH is suppressed in hypercalcemia, the next tests are PTH-related peptide, 25-hydroxyvitamin D, 1,25-dihydroxyvitamin D and serum protein electrophoresis with free light chains; when PTH is high, a low 24-hour urine calcium (calcium-to-creatinine clearance ratio below 0.01) suggests familial hypocalciuric hypercalcemia rather than primary hyperparathyroidism.',
    firstLine:
      'First-line treatment of severe or symptomatic hypercalcemia is intravenous isotonic saline, plus calcitonin for a rapid but short-lived effect and an intravenous bisphosphonate (zoledronic acid) for a sustained effect that begins in 2 to 4 days.',
    management:
      'Denosumab is used in hypercalcemia when bisphosphonates are contraindicated (for example in kidney failure) or ineffective, glucocorticoids treat calcitriol-mediated hypercalcemia (granulomatous disease, lymphoma), hemodialysis treats severe hypercalcemia with kidney failure, and loop diuretics are used only to treat volume overload after rehydration; thiazides, calcium and vitamin D supplements are stopped.',
    keyComparisons: [
      {
        with: 'heme-hypercalcemia-of-malignancy',
        difference:
          'Hypercalcemia of malignancy is the most common cause of hypercalcemia in hospitalized patients and has a suppressed PTH, whereas PTH-mediated hypercalcemia has a high or inappropriately normal PTH.',
      },
      {
        with: 'endo-primary-hyperparathyroidism',
        difference:
          'Primary hyperparathyroidism is the most common cause of hypercalcemia in outpatients and has a high or inappropriately normal PTH, whereas hypercalcemia of malignancy usually develops quickly, is more severe, and has a suppressed PTH.',
      },
    ],
    why: [
      {
        question: 'Why is saline the first treatment for hypercalcemia?',
        answer:
          'Hypercalcemia causes nephrogenic diabetes insipidus and volume depletion, which reduce calcium excretion; isotonic saline restores GFR and sodium delivery, and urinary calcium excretion follows sodium.',
      },
      {
        question: 'Why does sarcoidosis cause hypercalcemia?',
        answer:
          'Activated macrophages in sarcoid granulomas express 1-alpha-hydroxylase that PTH does not regulate, so they convert 25-hydroxyvitamin D to calcitriol, which raises intestinal calcium absorption; glucocorticoids suppress this enzyme.',
      },
    ],
    highYield: [
      'Squamous cell carcinoma of the lung causes hypercalcemia through PTH-related peptide.',
      'Familial hypocalciuric hypercalcemia is caused by loss-of-function mutations of the calcium-sensing receptor, has low urinary calcium, and does not need parathyroidectomy.',
      'Milk-alkali syndrome is the triad of hypercalcemia, metabolic alkalosis and acute kidney injury from excess calcium carbonate intake.',
      'Thiazide diuretics raise serum calcium, whereas loop diuretics increase urinary calcium excretion.',
      'Calcitonin stops working within about 48 hours in hypercalcemia because of tachyphylaxis.',
    ],
    dontMiss:
      'Hypercalcemia with anemia, kidney injury and back pain in an older adult suggests multiple myeloma, and new severe hypercalcemia often signals an undiagnosed cancer.',
    icd10: ['E83.52'],
  },
  {
    id: 'renal-hypocalcemia',
    title: 'Hypocalcemia',
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: ['low calcium', 'hypoCa', 'tetany', 'Chvostek sign', 'Trousseau sign', 'hypoparathyroidism', 'hungry bone syndrome'],
    definition:
      'Hypocalcemia is a low ionized calcium or an albumin-corrected total calcium below about 8.5 mg/dL; it increases neuromuscular excitability and can cause tetany, seizures and arrhythmias.',
    mostCommonCause:
      'The most common cause of a low total serum calcium is hypoalbuminemia, which lowers total but not ionized calcium, and the most common cause of hypoparathyroidism is neck surgery (thyroidectomy or parathyroidectomy).',
    causes: [
      'Hypocalcemia with low PTH is caused by hypoparathyroidism (after neck surgery, autoimmune, DiGeorge syndrome, infiltrative disease) and by magnesium deficiency or severe magnesium excess.',
      'Hypocalcemia with high PTH is caused by vitamin D deficiency, chronic kidney disease and pseudohypoparathyroidism (PTH resistance).',
      'Other causes of hypocalcemia are acute pancreatitis, hungry bone syndrome after parathyroidectomy, tumor lysis syndrome and rhabdomyolysis (calcium binds released phosphate), citrate from massive transfusion, and drugs such as bisphosphonates, denosumab, foscarnet and cinacalcet.',
    ],
    pathophysiology:
      'Low extracellular calcium lowers the threshold for sodium channel activation in nerve and muscle, causing spontaneous firing and tetany, and it prolongs the plateau phase of the cardiac action potential, lengthening the QT interval.',
    presentation: [
      'Hypocalcemia causes perioral and fingertip paresthesias, muscle cramps, carpopedal spasm, laryngospasm, bronchospasm and seizures.',
      'Chvostek sign (facial twitching when the facial nerve is tapped) and Trousseau sign (carpal spasm when a blood pressure cuff is inflated above systolic pressure for 3 minutes) indicate latent tetany in hypocalcemia.',
      'The ECG in hypocalcemia shows a prolonged QT interval, with risk of torsades de pointes.',
      'Chronic hypocalcemia from hypoparathyroidism can cause basal ganglia calcification and cataracts.',
    ],
    bestInitialTest:
      'The best initial tests in hypocalcemia are an ionized or albumin-corrected calcium, then magnesium, phosphate, intact PTH, 25-hydroxyvitamin D and creatinine to identify the cause.',
    diagnosis:
      'In hypocalcemia, low PTH with high phosphate indicates hypoparathyroidism, high PTH with high phosphate indicates chronic kidney disease or pseudohypoparathyroidism, and high PTH with low phosphate indicates vitamin D deficiency.',
    firstLine:
      'First-line treatment of symptomatic or severe acute hypocalcemia (tetany, seizures, prolonged QT) is intravenous calcium gluconate (1-2 g over 10-20 minutes, followed by an infusion), together with magnesium replacement if magnesium is low.',
    management:
      'Chronic hypocalcemia from hypoparathyroidism is treated with oral calcium plus calcitriol, and hypocalcemia from vitamin D deficiency with vitamin D (cholecalciferol or ergocalciferol) and calcium; calcium gluconate is preferred for peripheral lines because calcium chloride is more irritating to veins.',
    why: [
      {
        question: 'Why does hypomagnesemia cause hypocalcemia?',
        answer:
          'Magnesium is needed for PTH secretion and for PTH action on bone and kidney, so hypomagnesemia causes functional hypoparathyroidism and hypocalcemia that does not correct until magnesium is replaced.',
      },
      {
        question: 'Why does hyperventilation cause symptoms of hypocalcemia?',
        answer:
          'Respiratory alkalosis from hyperventilation increases the binding of calcium to albumin, which lowers ionized calcium and causes paresthesias and carpopedal spasm even though total calcium is unchanged.',
      },
    ],
    highYield: [
      'Total calcium is corrected for hypoalbuminemia by adding 0.8 mg/dL for every 1 g/dL that albumin is below 4 g/dL, although measuring ionized calcium is more accurate.',
      'Hypocalcemia within hours to days after thyroidectomy suggests injury to or removal of the parathyroid glands.',
      'Pseudohypoparathyroidism type 1a (Albright hereditary osteodystrophy) causes hypocalcemia with high PTH, short stature, round face and short fourth and fifth metacarpals.',
      'Massive blood transfusion causes hypocalcemia because citrate in stored blood binds ionized calcium.',
    ],
    dontMiss:
      'Hypocalcemia can cause laryngospasm, seizures and torsades de pointes, so a patient with tetany or a prolonged QT after neck surgery needs intravenous calcium promptly.',
    icd10: ['E83.51'],
  },
  {
    id: 'renal-hypomagnesemia',
    title: 'Hypomagnesemia',
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: ['low magnesium', 'hypoMg', 'magnesium deficiency', 'magnesium depletion', 'PPI-induced hypomagnesemia'],
    definition:
      'Hypomagnesemia is a serum magnesium below the normal range (about 1.7 mg/dL); because most magnesium is intracellular, the serum level can underestimate the total body deficit.',
    mostCommonCause:
      'The most common causes of hypomagnesemia are gastrointestinal losses (chronic diarrhea, malabsorption) and renal losses (loop and thiazide diuretics), and it is especially common in alcohol use disorder.',
    causes: [
      'Gastrointestinal causes of hypomagnesemia include chronic diarrhea, malabsorption, short bowel syndrome, acute pancreatitis and long-term proton pump inhibitor use, which impairs intestinal magnesium absorption.',
      'Renal causes of hypomagnesemia include loop and thiazide diuretics, alcohol, aminoglycosides, amphotericin B, cisplatin, calcineurin inhibitors, EGFR-inhibiting antibodies (cetuximab) and Gitelman syndrome.',
      'Hypomagnesemia from magnesium shifting into cells occurs in refeeding syndrome, treatment of diabetic ketoacidosis and hungry bone syndrome.',
    ],
    presentation: [
      'Hypomagnesemia causes neuromuscular hyperexcitability: tremor, muscle cramps, tetany, positive Chvostek and Trousseau signs, and seizures.',
      'Hypomagnesemia causes cardiac arrhythmias, including atrial fibrillation, ventricular arrhythmias and torsades de pointes, with a prolonged QT on the ECG.',
      'Hypomagnesemia causes hypokalemia and hypocalcemia that do not correct until magnesium is replaced.',
    ],
    bestInitialTest:
      'The best initial test for hypomagnesemia is a serum magnesium level, checked in any patient with refractory hypokalemia or hypocalcemia, arrhythmia, alcohol use disorder or chronic diarrhea.',
    diagnosis:
      'A fractional excretion of magnesium above about 2% in a patient with hypomagnesemia and normal kidney function indicates renal magnesium wasting, whereas a lower value indicates gastrointestinal loss.',
    firstLine:
      'First-line treatment of severe or symptomatic hypomagnesemia (arrhythmia, seizures, tetany) is intravenous magnesium sulfate, whereas mild asymptomatic hypomagnesemia is treated with oral magnesium salts, which are limited by diarrhea.',
    management:
      'Magnesium replacement in hypomagnesemia is given cautiously and with lower doses in kidney failure because of the risk of hypermagnesemia, and the cause (such as a proton pump inhibitor or diuretic) is removed where possible.',
    why: [
      {
        question: 'Why does hypomagnesemia cause hypokalemia?',
        answer:
          'Intracellular magnesium blocks potassium secretion through ROMK channels in the distal nephron, so hypomagnesemia increases renal potassium loss and makes hypokalemia resistant to replacement.',
      },
      {
        question: 'Why does hypomagnesemia cause hypocalcemia?',
        answer:
          'Hypomagnesemia impairs PTH release and causes end-organ resistance to PTH, so calcium falls and stays low until magnesium is restored.',
      },
    ],
    highYield: [
      'Intravenous magnesium sulfate is first-line treatment for torsades de pointes regardless of the serum magnesium level.',
      'Long-term proton pump inhibitor therapy is a recognized cause of hypomagnesemia.',
      'Magnesium should be replaced before or along with potassium and calcium in patients with combined deficits.',
      'Hypomagnesemia increases the risk of digoxin toxicity.',
    ],
    icd10: ['E83.42'],
  },
  {
    id: 'renal-metabolic-acidosis',
    title: "Metabolic acidosis (anion gap and Winter's formula)",
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: [
      'high anion gap metabolic acidosis',
      'HAGMA',
      'anion gap acidosis',
      'MUDPILES',
      'GOLDMARK',
      "Winter's formula",
      'lactic acidosis',
      'low bicarbonate',
      'osmolal gap',
      'delta-delta',
    ],
    definition:
      'Metabolic acidosis is a primary fall in serum bicarbonate (below about 22 mEq/L) that lowers arterial pH; it is classified by the anion gap, calculated as sodium minus (chloride plus bicarbonate), into high anion gap and normal anion gap (hyperchloremic) forms.',
    mostCommonCause:
      'The most common cause of a high anion gap metabolic acidosis in hospitalized patients is lactic acidosis, usually from tissue hypoperfusion in shock or sepsis.',
    causes: [
      'The GOLDMARK mnemonic lists the causes of high anion gap metabolic acidosis: glycols (ethylene and propylene glycol), 5-oxoproline (pyroglutamic acid from chronic acetaminophen use), L-lactate, D-lactate, methanol, aspirin (salicylates), renal failure and ketoacidosis.',
      'The MUDPILES mnemonic for high anion gap metabolic acidosis is methanol, uremia, diabetic ketoacidosis, propylene glycol, iron and isoniazid, lactic acidosis, ethylene glycol and salicylates.',
      'Ketoacidosis causing high anion gap metabolic acidosis can be diabetic, alcoholic or due to starvation, and euglycemic diabetic ketoacidosis can occur with SGLT2 inhibitors.',
      'Lactic acidosis causing high anion gap metabolic acidosis is type A from hypoperfusion or hypoxia (shock, sepsis, mesenteric ischemia, severe hypoxemia or anemia) or type B without hypoperfusion (metformin, liver failure, malignancy, thiamine deficiency).',
    ],
    pathophysiology:
      'In high anion gap metabolic acidosis, an added acid releases hydrogen ions that are buffered by bicarbonate, and its unmeasured anion (lactate, ketoanions, formate, glycolate, oxalate, salicylate) takes bicarbonate\'s place, so the anion gap rises; the respiratory system compensates by increasing ventilation to lower PaCO2.',
    criteria: {
      name: "Winter's formula and the acid-base calculations for metabolic acidosis",
      items: [
        "Winter's formula predicts the compensated PaCO2 in metabolic acidosis as 1.5 x bicarbonate + 8 (plus or minus 2) mm Hg.",
        "A measured PaCO2 above the Winter's formula range indicates a coexisting respiratory acidosis, and a PaCO2 below it indicates a coexisting respiratory alkalosis.",
        'The anion gap is sodium minus (chloride plus bicarbonate), with a normal value of roughly 8 to 12 mEq/L depending on the laboratory.',
        'The anion gap falls by about 2.5 mEq/L for every 1 g/dL fall in albumin below 4 g/dL, so it should be corrected in hypoalbuminemia.',
        'The delta-delta ratio (rise in anion gap divided by fall in bicarbonate) below 1 suggests a coexisting normal anion gap acidosis, and above 2 suggests a coexisting metabolic alkalosis.',
        'The osmolal gap is measured minus calculated osmolality (2 x sodium + glucose/18 + BUN/2.8), and a gap above about 10 mOsm/kg suggests a toxic alcohol.',
      ],
    },
    presentation: [
      'Metabolic acidosis causes deep, rapid (Kussmaul) respirations, nausea, vomiting, confusion and, when severe, hypotension and reduced cardiac contractility.',
      'The blood gas in metabolic acidosis shows a low pH, low bicarbonate and a compensatory low PaCO2.',
    ],
    bestInitialTest:
      'The best initial tests for metabolic acidosis are an arterial or venous blood gas and a basic metabolic panel to calculate the anion gap, followed by lactate, beta-hydroxybutyrate, creatinine, serum osmolality for the osmolal gap, and salicylate and acetaminophen levels as indicated.',
    firstLine:
      'First-line treatment of metabolic acidosis is treatment of the cause: fluids and insulin for diabetic ketoacidosis, restoring perfusion for lactic acidosis, fomepizole and hemodialysis for methanol or ethylene glycol, and urine alkalinization or hemodialysis for salicylate poisoning.',
    management:
      'Intravenous sodium bicarbonate in metabolic acidosis is reserved for severe acidemia (particularly with acute kidney injury) and for poisonings such as salicylates and tricyclic antidepressants, and it is not routinely given for lactic acidosis or ketoacidosis because it does not improve outcomes and can cause volume overload, hypernatremia and hypokalemia.',
    keyComparisons: [
      {
        with: 'renal-non-anion-gap-metabolic-acidosis',
        difference:
          'High anion gap metabolic acidosis results from an added acid with an unmeasured anion, whereas non-anion gap metabolic acidosis results from bicarbonate loss or failure of renal acid excretion, with chloride rising instead.',
      },
      {
        with: 'em-toxic-alcohol-poisoning',
        difference:
          'Toxic alcohol poisoning is one cause of high anion gap metabolic acidosis, distinguished by an elevated osmolal gap early in the course.',
      },
    ],
    why: [
      {
        question: 'Why do patients with metabolic acidosis breathe deeply and rapidly?',
        answer:
          'Acidemia stimulates the peripheral and central chemoreceptors, increasing ventilation to blow off CO2 and raise pH, which is the respiratory compensation for metabolic acidosis predicted by Winter\'s formula.',
      },
      {
        question: 'Why can hypoalbuminemia hide a high anion gap metabolic acidosis?',
        answer:
          'Albumin is the main unmeasured anion, so a low albumin lowers the baseline anion gap and a gap-producing acid can leave the measured gap within the normal range unless it is corrected for albumin.',
      },
      {
        question: 'Why does metformin cause lactic acidosis?',
        answer:
          'Metformin inhibits hepatic gluconeogenesis, including the conversion of lactate to glucose, so lactate accumulates, especially when kidney failure raises metformin levels or hypoperfusion increases lactate production.',
      },
    ],
    highYield: [
      'Salicylate poisoning classically causes a mixed primary respiratory alkalosis and high anion gap metabolic acidosis.',
      'Ethylene glycol poisoning causes high anion gap metabolic acidosis with calcium oxalate crystals in the urine and acute kidney injury, whereas methanol causes visual loss.',
      'D-lactic acidosis occurs in short bowel syndrome after carbohydrate loads and is not detected by the standard (L-lactate) assay.',
      'Chronic acetaminophen use in malnourished patients can cause high anion gap metabolic acidosis from 5-oxoproline (pyroglutamic acid).',
      'Prolonged high-dose lorazepam infusion can cause high anion gap metabolic acidosis from its propylene glycol vehicle.',
    ],
    dontMiss:
      'A high anion gap metabolic acidosis with an elevated osmolal gap suggests methanol or ethylene glycol poisoning and requires fomepizole immediately; early after ingestion the osmolal gap may be high with little anion gap, and late the reverse.',
    icd10: ['E87.21', 'E87.22', 'E87.20'],
  },
  {
    id: 'renal-non-anion-gap-metabolic-acidosis',
    title: 'Non-anion gap (hyperchloremic) metabolic acidosis',
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: [
      'NAGMA',
      'normal anion gap metabolic acidosis',
      'hyperchloremic metabolic acidosis',
      'HARDASS',
      'urine anion gap',
      'bicarbonate loss',
    ],
    definition:
      'Non-anion gap (hyperchloremic) metabolic acidosis is a metabolic acidosis with a normal anion gap and a raised chloride, caused by loss of bicarbonate through the gut or kidney, failure of renal acid excretion, or a chloride load.',
    mostCommonCause:
      'The most common causes of non-anion gap metabolic acidosis are diarrhea and large-volume infusion of 0.9% saline.',
    causes: [
      'The HARDASS mnemonic for non-anion gap metabolic acidosis is hyperalimentation, Addison disease (hypoaldosteronism), renal tubular acidosis, diarrhea, acetazolamide, spironolactone and saline infusion.',
      'Non-anion gap metabolic acidosis also results from pancreatic fistula or drainage, ureteral diversion into bowel (ureterosigmoidostomy, ileal conduit), topiramate, early chronic kidney disease and toluene inhalation.',
    ],
    pathophysiology:
      'In non-anion gap metabolic acidosis, bicarbonate is lost or not regenerated and the kidney retains chloride to maintain electroneutrality, so chloride rises as bicarbonate falls and the anion gap stays normal.',
    presentation: [
      'Non-anion gap metabolic acidosis causes low bicarbonate and high chloride with a normal anion gap and a compensatory low PaCO2.',
      'Non-anion gap metabolic acidosis is usually accompanied by hypokalemia when caused by diarrhea or renal tubular acidosis types 1 and 2, and by hyperkalemia when caused by hypoaldosteronism or type 4 renal tubular acidosis.',
    ],
    bestInitialTest:
      'The best initial test to find the cause of non-anion gap metabolic acidosis is the urine anion gap, calculated as urine sodium plus urine potassium minus urine chloride: a negative value indicates gastrointestinal bicarbonate loss, and a positive value indicates impaired renal acid excretion (distal or type 4 renal tubular acidosis).',
    firstLine:
      'First-line treatment of non-anion gap metabolic acidosis is treatment of the cause, with fluids and potassium replacement for diarrhea, a switch from 0.9% saline to a balanced crystalloid such as lactated Ringer solution for saline-induced acidosis, and oral alkali (sodium bicarbonate or potassium citrate) for chronic renal causes.',
    keyComparisons: [
      {
        with: 'renal-metabolic-acidosis',
        difference:
          'Non-anion gap metabolic acidosis results from bicarbonate loss or reduced acid excretion with chloride rising, whereas high anion gap metabolic acidosis results from an added acid with an unmeasured anion.',
      },
      {
        with: 'renal-renal-tubular-acidosis',
        difference:
          'Renal tubular acidosis is one renal cause of non-anion gap metabolic acidosis with a positive urine anion gap (types 1 and 4), whereas diarrhea causes a negative urine anion gap.',
      },
    ],
    why: [
      {
        question: 'Why is the urine anion gap negative in diarrhea?',
        answer:
          'In diarrhea the healthy kidney excretes large amounts of acid as ammonium chloride, and the extra unmeasured ammonium is balanced by chloride, so urine chloride exceeds urine sodium plus potassium and the urine anion gap becomes negative ("neGUTive").',
      },
      {
        question: 'Why does large-volume normal saline cause metabolic acidosis?',
        answer:
          'Normal saline contains 154 mEq/L of chloride and no bicarbonate, so large volumes dilute serum bicarbonate and raise chloride, producing a hyperchloremic non-anion gap metabolic acidosis.',
      },
    ],
    highYield: [
      'Acetazolamide and topiramate cause non-anion gap metabolic acidosis by inhibiting carbonic anhydrase and proximal bicarbonate reabsorption.',
      'Toluene (glue sniffing) can cause non-anion gap metabolic acidosis because its metabolite hippurate is rapidly excreted in the urine.',
      'Ureterosigmoidostomy causes non-anion gap metabolic acidosis because colonic mucosa exchanges urinary chloride for bicarbonate.',
    ],
    icd10: ['E87.21', 'E87.22'],
  },
  {
    id: 'renal-renal-tubular-acidosis',
    title: 'Renal tubular acidosis (types 1, 2 and 4)',
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: [
      'RTA',
      'distal RTA',
      'type 1 RTA',
      'proximal RTA',
      'type 2 RTA',
      'type 4 RTA',
      'hyperkalemic RTA',
      'hyporeninemic hypoaldosteronism',
      'Fanconi syndrome',
    ],
    definition:
      'Renal tubular acidosis (RTA) is a non-anion gap metabolic acidosis caused by a tubular defect with relatively preserved GFR: type 1 (distal) is failure of hydrogen ion secretion by alpha-intercalated cells, type 2 (proximal) is failure of proximal bicarbonate reabsorption, and type 4 is hypoaldosteronism or aldosterone resistance with hyperkalemia.',
    mostCommonCause:
      'The most common type of renal tubular acidosis in adults is type 4 (hyperkalemic) RTA, usually from hyporeninemic hypoaldosteronism in diabetic nephropathy.',
    causes: [
      'Type 1 (distal) renal tubular acidosis is caused by autoimmune disease (Sjogren syndrome, SLE, rheumatoid arthritis), amphotericin B, lithium, toluene, obstructive uropathy and inherited defects of the proton pump or anion exchanger.',
      'Type 2 (proximal) renal tubular acidosis is caused by Fanconi syndrome, multiple myeloma (light chains), carbonic anhydrase inhibitors (acetazolamide, topiramate), ifosfamide, tenofovir, lead and other heavy metals, expired tetracyclines, Wilson disease and cystinosis.',
      'Type 4 renal tubular acidosis is caused by diabetic nephropathy, ACE inhibitors, ARBs, potassium-sparing diuretics, trimethoprim, NSAIDs, heparin, calcineurin inhibitors, primary adrenal insufficiency and obstructive uropathy.',
    ],
    pathophysiology:
      'In type 1 renal tubular acidosis the distal nephron cannot acidify the urine, so urine pH stays above 5.5; in type 2 the lowered proximal bicarbonate threshold causes bicarbonate wasting until serum bicarbonate falls to the new threshold, after which urine pH can drop below 5.5; in type 4, low aldosterone action causes hyperkalemia, which suppresses proximal ammonia production and limits acid excretion even though urine pH can fall below 5.5.',
    presentation: [
      'Type 1 (distal) renal tubular acidosis causes hypokalemia, a urine pH above 5.5, and calcium phosphate kidney stones and nephrocalcinosis.',
      'Type 2 (proximal) renal tubular acidosis causes hypokalemia, and when part of Fanconi syndrome it causes glycosuria with normal blood glucose, aminoaciduria, phosphaturia and rickets or osteomalacia.',
      'Type 4 renal tubular acidosis causes hyperkalemia with a mild non-anion gap acidosis and a urine pH below 5.5, and it is the classic hyperkalemic RTA (a rarer hyperkalemic distal RTA occurs with urinary obstruction or sickle cell disease).',
    ],
    bestInitialTest:
      'The best initial tests for renal tubular acidosis are a blood gas and electrolytes showing a non-anion gap metabolic acidosis, serum potassium, urine pH and the urine anion gap, which is positive in type 1 and type 4 RTA.',
    diagnosis:
      'Renal tubular acidosis type 2 is confirmed by a high fractional excretion of bicarbonate (above 15%) during bicarbonate infusion, and type 1 by failure to lower urine pH below 5.5 after an acid load such as ammonium chloride.',
    firstLine:
      'First-line treatment of type 1 and type 2 renal tubular acidosis is oral alkali (potassium citrate or sodium bicarbonate) with potassium replacement, with much larger doses needed in type 2; type 4 RTA is treated by lowering potassium (stopping offending drugs, low-potassium diet, loop diuretic or potassium binder) and with fludrocortisone in selected patients with hypoaldosteronism.',
    keyComparisons: [
      {
        with: 'renal-non-anion-gap-metabolic-acidosis',
        difference:
          'Renal tubular acidosis types 1 and 4 cause non-anion gap metabolic acidosis with a positive urine anion gap, whereas diarrhea causes it with a negative urine anion gap.',
      },
    ],
    why: [
      {
        question: 'Why does type 1 renal tubular acidosis cause kidney stones?',
        answer:
          'In type 1 renal tubular acidosis, persistently alkaline urine favors calcium phosphate precipitation, chronic acidosis increases proximal citrate reabsorption (hypocitraturia), and bone buffering of acid releases calcium into the urine (hypercalciuria).',
      },
      {
        question: 'Why does type 4 renal tubular acidosis cause hyperkalemia and acidosis together?',
        answer:
          'Low aldosterone action in type 4 renal tubular acidosis reduces collecting-duct potassium and hydrogen secretion, and the resulting hyperkalemia suppresses proximal ammoniagenesis, further reducing acid excretion.',
      },
      {
        question: 'Why is type 2 renal tubular acidosis hard to treat with alkali?',
        answer:
          'In type 2 renal tubular acidosis, any bicarbonate given raises the filtered load above the lowered proximal threshold, so much of it is excreted in the urine and large doses are needed.',
      },
    ],
    highYield: [
      'Amphotericin B causes type 1 (distal) renal tubular acidosis, whereas acetazolamide causes a type 2 (proximal) picture.',
      'Multiple myeloma causes proximal renal tubular acidosis and Fanconi syndrome through toxic light chains.',
      'Sjogren syndrome is a classic cause of type 1 (distal) renal tubular acidosis.',
      'Type 3 renal tubular acidosis is a rare combined proximal and distal defect caused by carbonic anhydrase II deficiency, which also causes osteopetrosis.',
    ],
    icd10: ['N25.89'],
  },
  {
    id: 'renal-metabolic-alkalosis',
    title: 'Metabolic alkalosis (saline-responsive and saline-resistant)',
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: [
      'high bicarbonate',
      'contraction alkalosis',
      'hypochloremic metabolic alkalosis',
      'chloride-responsive alkalosis',
      'saline-responsive alkalosis',
      'saline-resistant alkalosis',
      'urine chloride',
    ],
    definition:
      'Metabolic alkalosis is a primary rise in serum bicarbonate that raises arterial pH; it requires a process that generates bicarbonate (loss of acid or gain of alkali) and a factor that maintains it by preventing renal bicarbonate excretion (volume or chloride depletion, hypokalemia or mineralocorticoid excess).',
    mostCommonCause:
      'The most common causes of metabolic alkalosis are vomiting or nasogastric suction and diuretic therapy.',
    causes: [
      'Saline-responsive metabolic alkalosis (urine chloride below about 20 mEq/L) is caused by vomiting, nasogastric suction, previous diuretic use, post-hypercapnic states and cystic fibrosis.',
      'Saline-resistant metabolic alkalosis with hypertension (urine chloride above about 20 mEq/L) is caused by primary hyperaldosteronism, Cushing syndrome, renovascular hypertension, licorice ingestion, Liddle syndrome and 11-beta-hydroxylase or 17-alpha-hydroxylase deficiency.',
      'Saline-resistant metabolic alkalosis without hypertension (urine chloride above about 20 mEq/L) is caused by current diuretic use, Bartter syndrome, Gitelman syndrome and severe hypokalemia or hypomagnesemia.',
      'Metabolic alkalosis from an alkali load is caused by milk-alkali syndrome, bicarbonate therapy and citrate in massive transfusion, usually in the setting of reduced kidney function.',
    ],
    pathophysiology:
      'In metabolic alkalosis from vomiting, loss of gastric hydrochloric acid generates bicarbonate, and volume and chloride depletion maintain it by increasing proximal bicarbonate reabsorption, stimulating aldosterone-driven hydrogen and potassium secretion, and limiting chloride-dependent bicarbonate secretion in the collecting duct.',
    presentation: [
      'Metabolic alkalosis is often asymptomatic, but it can cause muscle cramps, weakness and arrhythmias from accompanying hypokalemia, and paresthesias or tetany from reduced ionized calcium.',
      'The blood gas in metabolic alkalosis shows a high pH, high bicarbonate and a compensatory rise in PaCO2 from hypoventilation.',
    ],
    bestInitialTest:
      'The best test to classify metabolic alkalosis is the urine chloride: below about 20 mEq/L indicates saline-responsive alkalosis, and above about 20 mEq/L indicates saline-resistant alkalosis, which is then sorted by blood pressure and renin and aldosterone levels.',
    firstLine:
      'First-line treatment of saline-responsive metabolic alkalosis is intravenous 0.9% saline with potassium chloride, plus stopping the cause (antiemetics, a proton pump inhibitor during nasogastric suction, stopping diuretics); saline-resistant alkalosis is treated by its cause, such as a mineralocorticoid receptor antagonist for hyperaldosteronism or amiloride for Liddle syndrome.',
    management:
      'Edematous patients with metabolic alkalosis (for example in heart failure) who cannot receive saline can be given acetazolamide, and hemodialysis or hydrochloric acid infusion is reserved for rare severe, refractory metabolic alkalosis.',
    keyComparisons: [
      {
        with: 'endo-primary-aldosteronism',
        difference:
          'Primary aldosteronism causes saline-resistant metabolic alkalosis with hypertension, hypokalemia, high urine chloride and a low renin, whereas vomiting causes saline-responsive alkalosis with low urine chloride and volume depletion.',
      },
    ],
    why: [
      {
        question: 'Why is the urine acidic in a vomiting patient with metabolic alkalosis (paradoxical aciduria)?',
        answer:
          'In vomiting-induced metabolic alkalosis, volume depletion drives avid sodium reabsorption and aldosterone release, and hypokalemia increases hydrogen ion secretion, so the kidney secretes acid despite systemic alkalosis.',
      },
      {
        question: 'Why is urine chloride more useful than urine sodium in metabolic alkalosis?',
        answer:
          'In metabolic alkalosis, bicarbonate spilling into the urine carries sodium with it, so urine sodium can be high despite volume depletion, whereas urine chloride stays low and reflects chloride and volume depletion accurately.',
      },
    ],
    highYield: [
      'The expected respiratory compensation in metabolic alkalosis is a rise in PaCO2 of about 0.7 mm Hg for each 1 mEq/L rise in bicarbonate.',
      'Metabolic alkalosis with hypertension and hypokalemia should prompt measurement of plasma renin and aldosterone.',
      'Surreptitious vomiting causes low urine chloride, whereas surreptitious diuretic use causes high urine chloride while the drug is acting.',
      'Pyloric stenosis in infants causes hypochloremic, hypokalemic metabolic alkalosis.',
    ],
    icd10: ['E87.3'],
  },
  {
    id: 'renal-respiratory-acidosis',
    title: 'Respiratory acidosis',
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: ['hypercapnia', 'hypercarbia', 'CO2 retention', 'hypoventilation', 'hypercapnic respiratory failure', 'type 2 respiratory failure', 'CO2 narcosis'],
    definition:
      'Respiratory acidosis is a primary rise in arterial PaCO2 (above 45 mm Hg) from alveolar hypoventilation, lowering the pH; it is acute when the kidneys have not yet compensated and chronic when renal bicarbonate retention has developed over 3 to 5 days.',
    mostCommonCause:
      'The most common cause of chronic respiratory acidosis is COPD, and acute respiratory acidosis is commonly caused by opioid or sedative overdose and severe COPD or asthma exacerbations.',
    causes: [
      'Respiratory acidosis from central nervous system depression is caused by opioids, benzodiazepines, alcohol, general anesthesia and brainstem lesions.',
      'Respiratory acidosis from neuromuscular disease is caused by myasthenia gravis, Guillain-Barre syndrome, ALS, botulism, high spinal cord injury and severe hypokalemia or hypophosphatemia.',
      'Respiratory acidosis from chest wall and airway disease is caused by obesity hypoventilation, kyphoscoliosis, flail chest, upper airway obstruction, COPD and severe asthma.',
    ],
    pathophysiology:
      'In respiratory acidosis, retained CO2 combines with water to form carbonic acid and lowers pH; in the acute phase only intracellular buffers raise bicarbonate slightly, and over 3 to 5 days the kidneys increase acid excretion and bicarbonate reabsorption, which raises serum bicarbonate and partly restores pH.',
    criteria: {
      name: 'Expected compensation in respiratory acidosis',
      items: [
        'In acute respiratory acidosis, bicarbonate rises about 1 mEq/L for every 10 mm Hg rise in PaCO2, and pH falls about 0.08 per 10 mm Hg.',
        'In chronic respiratory acidosis, bicarbonate rises about 3.5 mEq/L (3 to 4) for every 10 mm Hg rise in PaCO2, and pH falls about 0.03 per 10 mm Hg.',
        'A bicarbonate higher than expected for the PaCO2 in respiratory acidosis indicates a coexisting metabolic alkalosis, and a lower bicarbonate indicates a coexisting metabolic acidosis.',
      ],
    },
    presentation: [
      'Respiratory acidosis causes headache, drowsiness, confusion progressing to coma (CO2 narcosis), asterixis, warm flushed skin and, in chronic cases, papilledema from cerebral vasodilation.',
      'The blood gas in respiratory acidosis shows a low pH and a high PaCO2, with an elevated bicarbonate in chronic disease.',
    ],
    bestInitialTest:
      'The best initial test for respiratory acidosis is an arterial blood gas, which measures PaCO2 and pH and shows whether renal compensation (a raised bicarbonate) has occurred.',
    firstLine:
      'First-line treatment of respiratory acidosis is to correct the cause and improve ventilation: naloxone for opioid overdose, bronchodilators and glucocorticoids for COPD or asthma, and noninvasive positive-pressure ventilation (BiPAP) for hypercapnic COPD exacerbations, with intubation if this fails or the patient cannot protect the airway.',
    management:
      'In patients with chronic respiratory acidosis, supplemental oxygen is titrated to a saturation of about 88-92% to avoid worsening hypercapnia, and mechanical ventilation should lower PaCO2 gradually because rapid correction leaves a post-hypercapnic metabolic alkalosis.',
    keyComparisons: [
      {
        with: 'renal-respiratory-alkalosis',
        difference:
          'Respiratory acidosis is a high PaCO2 from hypoventilation with a compensatory rise in bicarbonate, whereas respiratory alkalosis is a low PaCO2 from hyperventilation with a compensatory fall in bicarbonate.',
      },
    ],
    why: [
      {
        question: 'Why does high-flow oxygen worsen hypercapnia in some patients with COPD?',
        answer:
          'In COPD, high-concentration oxygen releases hypoxic pulmonary vasoconstriction and increases perfusion of poorly ventilated lung (worsening dead space), and the Haldane effect reduces CO2 binding to hemoglobin, both raising PaCO2 more than any loss of hypoxic drive.',
      },
      {
        question: 'Why is bicarbonate high in chronic respiratory acidosis?',
        answer:
          'In chronic respiratory acidosis, the kidneys compensate over 3 to 5 days by increasing hydrogen ion and ammonium excretion and reabsorbing and generating more bicarbonate, which raises serum bicarbonate and partly normalizes pH.',
      },
    ],
    highYield: [
      'A normal or rising PaCO2 during a severe asthma attack indicates respiratory muscle fatigue and impending respiratory failure.',
      'Noninvasive positive-pressure ventilation reduces intubation and mortality in hypercapnic COPD exacerbations with respiratory acidosis.',
    ],
    icd10: ['E87.29', 'J96.02', 'J96.12'],
  },
  {
    id: 'renal-respiratory-alkalosis',
    title: 'Respiratory alkalosis',
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: ['hypocapnia', 'hypocarbia', 'hyperventilation', 'hyperventilation syndrome', 'low CO2'],
    definition:
      'Respiratory alkalosis is a primary fall in arterial PaCO2 (below 35 mm Hg) from alveolar hyperventilation, raising the pH; it is acute before renal compensation and chronic after the kidneys lower bicarbonate over 2 to 3 days.',
    causes: [
      'Respiratory alkalosis from hypoxemia is caused by pulmonary embolism, pneumonia, early asthma attacks, pulmonary edema and high altitude.',
      'Respiratory alkalosis from direct stimulation of the respiratory center is caused by anxiety and pain, early salicylate toxicity, pregnancy (progesterone), sepsis, fever, liver failure, hyperthyroidism and central nervous system disease.',
      'Iatrogenic respiratory alkalosis is caused by excessive mechanical ventilation.',
    ],
    pathophysiology:
      'In respiratory alkalosis, the low PaCO2 raises pH, which increases calcium binding to albumin (lowering ionized calcium) and constricts cerebral vessels, causing neuromuscular irritability and lightheadedness.',
    criteria: {
      name: 'Expected compensation in respiratory alkalosis',
      items: [
        'In acute respiratory alkalosis, bicarbonate falls about 2 mEq/L for every 10 mm Hg fall in PaCO2.',
        'In chronic respiratory alkalosis, bicarbonate falls about 4 to 5 mEq/L for every 10 mm Hg fall in PaCO2.',
        'A bicarbonate lower than expected for the PaCO2 in respiratory alkalosis indicates a coexisting metabolic acidosis, and a higher bicarbonate indicates a coexisting metabolic alkalosis.',
      ],
    },
    presentation: [
      'Respiratory alkalosis causes lightheadedness, perioral and fingertip paresthesias, carpopedal spasm, chest tightness, palpitations and sometimes syncope.',
      'The blood gas in respiratory alkalosis shows a high pH and low PaCO2, with a reduced bicarbonate when it is chronic.',
    ],
    bestInitialTest:
      'The best initial test for respiratory alkalosis is an arterial blood gas, and a widened alveolar-arterial oxygen gradient points to a pulmonary cause such as pulmonary embolism or pneumonia.',
    firstLine:
      'First-line treatment of respiratory alkalosis is to treat the underlying cause, with reassurance and coached slow breathing for anxiety-related hyperventilation once organic causes are excluded; rebreathing into a paper bag is not recommended because it can cause hypoxemia.',
    keyComparisons: [
      {
        with: 'renal-respiratory-acidosis',
        difference:
          'Respiratory alkalosis is a low PaCO2 from hyperventilation with a compensatory fall in bicarbonate, whereas respiratory acidosis is a high PaCO2 from hypoventilation with a compensatory rise in bicarbonate.',
      },
      {
        with: 'em-salicylate-toxicity',
        difference:
          'Salicylate toxicity causes a primary respiratory alkalosis from respiratory center stimulation together with a high anion gap metabolic acidosis, whereas simple respiratory alkalosis has a normal anion gap.',
      },
    ],
    why: [
      {
        question: 'Why does hyperventilation cause tingling and carpopedal spasm?',
        answer:
          'Respiratory alkalosis from hyperventilation frees negative binding sites on albumin that then bind more calcium, lowering ionized calcium and increasing nerve and muscle excitability.',
      },
    ],
    highYield: [
      'Normal pregnancy causes a chronic, compensated respiratory alkalosis because progesterone stimulates ventilation.',
      'Early salicylate toxicity causes respiratory alkalosis, followed by a high anion gap metabolic acidosis.',
      'Hypoxemia with respiratory alkalosis and a widened A-a gradient should prompt consideration of pulmonary embolism.',
    ],
    dontMiss:
      'Respiratory alkalosis should not be attributed to anxiety until pulmonary embolism, sepsis, salicylate poisoning, hypoxemia and compensation for metabolic acidosis have been excluded.',
    icd10: ['E87.3', 'R06.4'],
  },
  {
    id: 'renal-kidney-stones',
    title: 'Kidney stones (nephrolithiasis)',
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: [
      'nephrolithiasis',
      'urolithiasis',
      'renal calculi',
      'ureteral stone',
      'ureterolithiasis',
      'renal colic',
      'calcium oxalate stone',
      'struvite stone',
      'staghorn calculus',
      'uric acid stone',
      'cystine stone',
    ],
    definition:
      'Kidney stones (nephrolithiasis) are crystalline concretions that form in the urinary tract when urine is supersaturated with stone-forming salts; calcium stones account for most cases, and calcium oxalate is the most common type.',
    mostCommonCause:
      'The most common type of kidney stone is calcium oxalate, and the most common metabolic abnormality in calcium stone formers is idiopathic hypercalciuria, often with low fluid intake.',
    causes: [
      'Calcium oxalate kidney stones (radiopaque, envelope- or dumbbell-shaped crystals) are caused by hypercalciuria, hyperoxaluria (including enteric hyperoxaluria in Crohn disease and other fat malabsorption), hypocitraturia and low urine volume; ethylene glycol poisoning also produces calcium oxalate crystals.',
      'Calcium phosphate kidney stones form in alkaline urine and are associated with type 1 (distal) renal tubular acidosis and primary hyperparathyroidism.',
      'Uric acid kidney stones are radiolucent on plain x-ray (but visible on CT), form in persistently acidic urine (pH below 5.5), and are associated with gout, diabetes, metabolic syndrome, chronic diarrhea and high cell turnover such as tumor lysis.',
      'Struvite (magnesium ammonium phosphate) kidney stones form coffin-lid crystals and staghorn calculi in alkaline urine infected with urease-producing organisms, most often Proteus, and also Klebsiella.',
      'Cystine kidney stones form hexagonal crystals in patients with cystinuria, an autosomal recessive defect in renal tubular reabsorption of cystine, ornithine, lysine and arginine, and can form staghorn calculi in children.',
    ],
    presentation: [
      'A kidney stone passing down the ureter causes sudden, severe, colicky flank pain radiating to the groin, testis or labia, with nausea, vomiting and restlessness (the patient cannot find a comfortable position).',
      'Kidney stones cause hematuria, usually microscopic, and costovertebral angle tenderness.',
      'The pain of a kidney stone shifts toward the groin as the stone moves distally, and stones at the ureterovesical junction cause urinary urgency and frequency.',
    ],
    bestInitialTest:
      'The best initial tests for suspected kidney stones are a urinalysis and imaging, with ultrasound preferred first in pregnancy and children and as a radiation-sparing option in adults.',
    testOfChoice:
      'Noncontrast (low-dose) CT of the abdomen and pelvis is the most sensitive and specific test for kidney stones and detects nearly all stone types, including uric acid stones.',
    firstLine:
      'First-line treatment of renal colic from a kidney stone is analgesia with an NSAID such as ketorolac (opioids if NSAIDs are contraindicated), antiemetics and hydration, plus medical expulsive therapy with tamsulosin for distal ureteral stones of 5 to 10 mm; most stones smaller than 5 mm pass spontaneously.',
    management:
      'Urgent decompression with a ureteral stent or percutaneous nephrostomy is needed for a kidney stone causing obstruction with infection, acute kidney injury (especially in a solitary kidney), or intractable pain or vomiting. Stones larger than about 10 mm or that fail to pass are treated with ureteroscopy or shock wave lithotripsy, and large or staghorn stones with percutaneous nephrolithotomy.',
    prevention:
      'Kidney stone prevention includes fluid intake to produce at least 2.5 L of urine daily, normal dietary calcium, low sodium and limited animal protein, plus thiazide diuretics for hypercalciuria, potassium citrate for hypocitraturia and to alkalinize urine for uric acid and cystine stones, allopurinol for hyperuricosuria, and complete stone removal with antibiotics for struvite stones.',
    keyComparisons: [
      {
        with: 'surg-abdominal-aortic-aneurysm',
        difference:
          'A ruptured or expanding abdominal aortic aneurysm can mimic renal colic with flank pain and hematuria in an older patient, but it causes hypotension and a pulsatile mass and is seen on imaging of the aorta.',
      },
    ],
    why: [
      {
        question: 'Why does restricting dietary calcium increase calcium oxalate kidney stones?',
        answer:
          'Dietary calcium binds oxalate in the gut, so a low-calcium diet leaves more free oxalate to be absorbed and excreted in the urine, raising the risk of calcium oxalate kidney stones.',
      },
      {
        question: 'Why do patients with Crohn disease form calcium oxalate kidney stones?',
        answer:
          'In fat malabsorption, unabsorbed fatty acids bind intestinal calcium, leaving oxalate free to be absorbed in the colon (enteric hyperoxaluria), and chronic diarrhea also lowers urine volume and citrate.',
      },
      {
        question: 'Why do thiazide diuretics prevent calcium kidney stones?',
        answer:
          'Thiazide diuretics increase calcium reabsorption in the distal convoluted tubule and through volume contraction in the proximal tubule, lowering urinary calcium excretion.',
      },
    ],
    highYield: [
      'Uric acid kidney stones are radiolucent on plain radiographs, whereas calcium stones are radiopaque.',
      'Staghorn calculi are usually struvite stones caused by urease-producing bacteria such as Proteus, which split urea into ammonia and alkalinize the urine.',
      'Cystinuria is diagnosed with hexagonal crystals in the urine and a positive sodium cyanide-nitroprusside test.',
      'Tamsulosin relaxes ureteral smooth muscle through alpha-1 blockade and increases passage of distal ureteral stones.',
    ],
    dontMiss:
      'A kidney stone with fever or signs of urinary infection behind an obstruction is a urologic emergency that requires antibiotics and urgent decompression, because an obstructed infected kidney rapidly leads to sepsis.',
    icd10: ['N20.0', 'N20.1', 'N20.2', 'N20.9', 'N23'],
  },
  {
    id: 'renal-autosomal-dominant-polycystic-kidney-disease',
    title: 'Autosomal dominant polycystic kidney disease',
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: [
      'ADPKD',
      'adult polycystic kidney disease',
      'polycystic kidney disease',
      'PKD',
      'PKD1',
      'PKD2',
      'polycystin',
    ],
    definition:
      'Autosomal dominant polycystic kidney disease (ADPKD) is the most common inherited kidney disease, in which numerous bilateral renal cysts enlarge the kidneys and progressively destroy kidney function; it is caused by mutations in PKD1 (polycystin-1, chromosome 16, most cases and more severe) or PKD2 (polycystin-2, chromosome 4).',
    pathophysiology:
      'In autosomal dominant polycystic kidney disease, loss of polycystin function in the primary cilia of tubular cells lowers intracellular calcium and raises cAMP, which drives epithelial proliferation and fluid secretion into cysts; vasopressin further raises cAMP in collecting duct cells, which is why vasopressin blockade slows cyst growth.',
    presentation: [
      'Autosomal dominant polycystic kidney disease presents in adulthood with flank or abdominal pain, hematuria from cyst rupture, hypertension and bilaterally enlarged, palpable kidneys.',
      'Hypertension develops early in autosomal dominant polycystic kidney disease, often before kidney function declines.',
      'Autosomal dominant polycystic kidney disease causes cyst infections, urinary tract infections and kidney stones.',
      'Autosomal dominant polycystic kidney disease progresses to kidney failure, often by the sixth decade in PKD1 disease and later in PKD2 disease.',
    ],
    bestInitialTest:
      'The best initial test for autosomal dominant polycystic kidney disease is renal ultrasound, interpreted with age-based cyst-number criteria in a person with a family history.',
    criteria: {
      name: 'Unified ultrasound criteria (Pei) for ADPKD in at-risk individuals of unknown genotype',
      items: [
        'ADPKD is diagnosed at age 15 to 39 years by 3 or more renal cysts in total, unilateral or bilateral.',
        'ADPKD is diagnosed at age 40 to 59 years by 2 or more cysts in each kidney.',
        'ADPKD is diagnosed at age 60 years or older by 4 or more cysts in each kidney.',
      ],
    },
    testOfChoice:
      'MRI measurement of total kidney volume estimates the risk of progression in autosomal dominant polycystic kidney disease, and genetic testing is used when imaging is equivocal or to evaluate a young potential living kidney donor.',
    firstLine:
      'First-line treatment of autosomal dominant polycystic kidney disease is blood pressure control with an ACE inhibitor or ARB, high water intake and sodium restriction, with tolvaptan (a vasopressin V2 receptor antagonist) for adults at risk of rapid progression.',
    management:
      'Tolvaptan in autosomal dominant polycystic kidney disease requires regular liver enzyme monitoring because of hepatotoxicity and causes polyuria and thirst; kidney failure is treated with dialysis or transplantation, and nephrectomy is reserved for massive or symptomatic kidneys.',
    complications: [
      'Hepatic cysts are the most common extrarenal manifestation of autosomal dominant polycystic kidney disease.',
      'Intracranial berry aneurysms in autosomal dominant polycystic kidney disease can rupture and cause subarachnoid hemorrhage.',
      'Extrarenal features of autosomal dominant polycystic kidney disease include mitral valve prolapse, colonic diverticula, abdominal wall and inguinal hernias, and pancreatic cysts.',
    ],
    why: [
      {
        question: 'Why does tolvaptan slow autosomal dominant polycystic kidney disease?',
        answer:
          'Vasopressin acting on V2 receptors raises cAMP in collecting duct cells, which promotes cyst cell proliferation and fluid secretion, so blocking the V2 receptor with tolvaptan slows cyst growth and loss of kidney function.',
      },
      {
        question: 'Why is hypertension an early feature of autosomal dominant polycystic kidney disease?',
        answer:
          'Expanding cysts compress intrarenal blood vessels and cause local ischemia, which activates the renin-angiotensin-aldosterone system before GFR falls.',
      },
    ],
    highYield: [
      'Screening for intracranial aneurysm with MR angiography in autosomal dominant polycystic kidney disease is recommended for patients with a family history of aneurysm or subarachnoid hemorrhage and for those in high-risk occupations.',
      'Autosomal recessive polycystic kidney disease differs from the autosomal dominant form by presenting in infancy with enlarged kidneys, Potter sequence from oligohydramnios and congenital hepatic fibrosis (PKHD1, fibrocystin).',
      'PKD1 mutations cause earlier and more severe autosomal dominant polycystic kidney disease than PKD2 mutations.',
    ],
    dontMiss:
      'A sudden severe headache in a patient with autosomal dominant polycystic kidney disease suggests subarachnoid hemorrhage from a ruptured berry aneurysm and needs emergency evaluation.',
    icd10: ['Q61.2'],
  },
  {
    id: 'renal-renal-artery-stenosis',
    title: 'Renal artery stenosis (renovascular hypertension)',
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: [
      'RAS',
      'renovascular hypertension',
      'renovascular disease',
      'fibromuscular dysplasia',
      'FMD',
      'atherosclerotic renal artery stenosis',
      'ischemic nephropathy',
      'Goldblatt kidney',
    ],
    definition:
      'Renal artery stenosis is narrowing of one or both renal arteries that reduces renal perfusion and activates the renin-angiotensin-aldosterone system, causing secondary (renovascular) hypertension and sometimes ischemic nephropathy.',
    mostCommonCause:
      'The most common cause of renal artery stenosis is atherosclerosis (about 90% of cases), typically in older adults with vascular risk factors, whereas fibromuscular dysplasia is the usual cause in young women.',
    pathophysiology:
      'In renal artery stenosis, low perfusion pressure at the juxtaglomerular apparatus increases renin release, and angiotensin II and aldosterone raise blood pressure and cause sodium retention and hypokalemia; with bilateral stenosis, glomerular filtration depends on angiotensin II-mediated efferent constriction.',
    presentation: [
      'Renal artery stenosis should be suspected with severe or resistant hypertension, hypertension beginning before age 30 or after age 55, or a sudden worsening of previously controlled hypertension.',
      'Renal artery stenosis can cause an abdominal or flank bruit, especially a systolic-diastolic bruit.',
      'Renal artery stenosis is suggested by a rise in creatinine of more than 30% after starting an ACE inhibitor or ARB.',
      'Renal artery stenosis can cause a kidney size difference of more than 1.5 cm, unexplained hypokalemia from secondary hyperaldosteronism, and recurrent flash pulmonary edema with bilateral disease.',
    ],
    bestInitialTest:
      'The best initial test for renal artery stenosis is renal artery duplex Doppler ultrasound, with CT angiography or MR angiography as alternatives depending on kidney function and local expertise.',
    testOfChoice:
      'Catheter renal angiography is the gold standard for renal artery stenosis and is usually performed when revascularization is planned.',
    firstLine:
      'First-line treatment of atherosclerotic renal artery stenosis is medical therapy: an ACE inhibitor or ARB with monitoring of creatinine and potassium, a statin, antiplatelet therapy and smoking cessation; first-line treatment of fibromuscular dysplasia causing hypertension is percutaneous balloon angioplasty without a stent.',
    management:
      'Revascularization (stenting) in atherosclerotic renal artery stenosis is reserved for selected patients, such as those with recurrent flash pulmonary edema, truly refractory hypertension or rapidly declining kidney function, because randomized trials (ASTRAL, CORAL) showed no benefit over medical therapy for most patients.',
    keyComparisons: [
      {
        with: 'endo-primary-aldosteronism',
        difference:
          'Renal artery stenosis causes secondary hyperaldosteronism with high renin and high aldosterone, whereas primary aldosteronism causes high aldosterone with suppressed renin.',
      },
    ],
    why: [
      {
        question: 'Why can ACE inhibitors cause acute kidney injury in bilateral renal artery stenosis?',
        answer:
          'In bilateral renal artery stenosis, glomerular filtration pressure is maintained by angiotensin II constricting the efferent arteriole, so blocking angiotensin II causes glomerular pressure and GFR to fall.',
      },
    ],
    highYield: [
      'Fibromuscular dysplasia causes a "string of beads" appearance of the mid-to-distal renal artery on angiography and can also affect the carotid and vertebral arteries.',
      'Atherosclerotic renal artery stenosis affects the ostium and proximal renal artery.',
      'Recurrent flash pulmonary edema with preserved ejection fraction suggests bilateral renal artery stenosis.',
    ],
    icd10: ['I70.1', 'I15.0', 'I77.3'],
  },
  {
    id: 'renal-contrast-associated-nephropathy',
    title: 'Contrast-associated nephropathy (contrast-induced acute kidney injury)',
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: [
      'CIN',
      'contrast-induced nephropathy',
      'contrast nephropathy',
      'CA-AKI',
      'contrast-associated acute kidney injury',
      'CI-AKI',
      'contrast-induced AKI',
      'radiocontrast nephropathy',
    ],
    definition:
      'Contrast-associated nephropathy is acute kidney injury (a creatinine rise of at least 0.3 mg/dL or 50%) within 48 to 72 hours of intravascular iodinated contrast; "contrast-associated" describes the timing, whereas "contrast-induced" implies that contrast caused it, and the true risk from modern intravenous contrast is smaller than once believed.',
    riskFactors: [
      'The main risk factor for contrast-associated nephropathy is pre-existing kidney disease, with the highest risk at an eGFR below 30 mL/min/1.73 m2 or with acute kidney injury.',
      'Other risk factors for contrast-associated nephropathy include diabetes with chronic kidney disease, volume depletion, heart failure, hypotension, large contrast volumes, intra-arterial (especially cardiac) procedures and concurrent nephrotoxins such as NSAIDs.',
    ],
    pathophysiology:
      'Iodinated contrast causes renal medullary vasoconstriction and medullary hypoxia and is directly toxic to tubular cells through oxidative stress, producing a form of acute tubular necrosis.',
    presentation: [
      'In contrast-associated nephropathy, creatinine rises within 24 to 48 hours of contrast, peaks at about 3 to 5 days, and usually returns toward baseline within 1 to 2 weeks.',
      'Contrast-associated nephropathy is usually nonoliguric, and the FeNa can be low despite tubular injury.',
    ],
    bestInitialTest:
      'The best initial test for contrast-associated nephropathy is serial serum creatinine after contrast exposure in at-risk patients, with a urinalysis and exclusion of other causes of acute kidney injury.',
    firstLine:
      'There is no specific treatment for contrast-associated nephropathy, so first-line management is supportive: maintaining euvolemia, stopping nephrotoxins, adjusting drug doses and dialysis only for standard indications.',
    prevention:
      'Contrast-associated nephropathy is prevented in high-risk patients by using the lowest dose of low-osmolar or iso-osmolar contrast, avoiding volume depletion and nephrotoxins, and giving intravenous isotonic crystalloid before and after the procedure; N-acetylcysteine and sodium bicarbonate add no benefit over saline, and prophylactic dialysis is not recommended.',
    keyComparisons: [
      {
        with: 'renal-acute-kidney-injury',
        difference:
          'Contrast-associated nephropathy is one cause of intrinsic acute kidney injury, recognized by a creatinine rise within 48 to 72 hours of iodinated contrast with no other explanation.',
      },
    ],
    highYield: [
      'Cholesterol atheroembolic kidney disease after arterial catheterization differs from contrast-associated nephropathy by a delayed, often progressive creatinine rise over weeks with livedo reticularis, blue toes, eosinophilia and low complement.',
      'Metformin is held after iodinated contrast in patients with an eGFR below 30 mL/min/1.73 m2 or acute kidney injury because contrast-associated nephropathy could cause metformin accumulation and lactic acidosis.',
      'Concern about contrast-associated nephropathy should not delay contrast imaging that is needed for an emergency such as stroke, aortic dissection or STEMI.',
      'Gadolinium contrast does not cause contrast-associated nephropathy at usual doses but can cause nephrogenic systemic fibrosis in advanced kidney disease.',
    ],
    icd10: ['N14.11', 'N17.0'],
  },
  {
    id: 'renal-rhabdomyolysis',
    title: 'Rhabdomyolysis',
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: ['rhabdo', 'muscle breakdown', 'crush syndrome', 'myoglobinuria', 'pigment nephropathy', 'exertional rhabdomyolysis', 'high CK'],
    definition:
      'Rhabdomyolysis is necrosis of skeletal muscle that releases myoglobin, potassium, phosphate, urate and creatine kinase (CK) into the circulation, usually defined by a CK above 5 times the upper limit of normal, and it can cause acute kidney injury and life-threatening hyperkalemia.',
    causes: [
      'Traumatic and compressive causes of rhabdomyolysis include crush injury, prolonged immobilization (a patient found down after intoxication, stroke or a fall), compartment syndrome and electrical injury.',
      'Exertional rhabdomyolysis follows strenuous exercise, especially in heat, in untrained people or with sickle cell trait, and rhabdomyolysis also follows seizures and severe agitation.',
      'Drug and toxin causes of rhabdomyolysis include alcohol, cocaine, amphetamines, statins (especially with fibrates or CYP3A4 inhibitors), and hyperthermic syndromes such as neuroleptic malignant syndrome, malignant hyperthermia and heat stroke.',
      'Metabolic and other causes of rhabdomyolysis include hypokalemia, hypophosphatemia, viral infections such as influenza, sepsis and inherited metabolic myopathies such as McArdle disease.',
    ],
    pathophysiology:
      'In rhabdomyolysis, filtered myoglobin precipitates with Tamm-Horsfall protein in acidic urine and obstructs tubules, its heme iron causes oxidative tubular injury, and scavenging of nitric oxide constricts renal vessels, while fluid sequestration in injured muscle causes volume depletion; together these produce pigment-induced acute tubular necrosis.',
    presentation: [
      'Rhabdomyolysis causes myalgia, weakness and muscle swelling with dark red-brown (tea- or cola-colored) urine, although this classic triad is present in a minority of patients.',
      'In rhabdomyolysis, the urine dipstick is positive for blood but microscopy shows few or no red blood cells, because the dipstick detects myoglobin.',
      'Laboratory findings in rhabdomyolysis are a markedly raised CK that peaks at 24 to 72 hours, hyperkalemia, hyperphosphatemia, early hypocalcemia, hyperuricemia, high anion gap metabolic acidosis and acute kidney injury.',
    ],
    bestInitialTest:
      'The best initial test for rhabdomyolysis is serum creatine kinase, together with a urinalysis (heme-positive without red cells), potassium, calcium, phosphate and creatinine, and an ECG if potassium is high.',
    firstLine:
      'First-line treatment of rhabdomyolysis is early, aggressive intravenous isotonic crystalloid, titrated to a urine output of about 200 to 300 mL/h while avoiding volume overload, together with treatment of hyperkalemia and the underlying cause.',
    management:
      'Sodium bicarbonate and mannitol have not been shown to improve outcomes over fluids alone in rhabdomyolysis, hypocalcemia is treated only if symptomatic or with hyperkalemia because calcium deposits in injured muscle and rebound hypercalcemia occurs in recovery, and hemodialysis is used for refractory hyperkalemia, acidosis or volume overload.',
    complications: [
      'Acute kidney injury from pigment nephropathy is the main complication of rhabdomyolysis.',
      'Hyperkalemia in rhabdomyolysis can cause early cardiac arrhythmias and arrest.',
      'Rhabdomyolysis can cause or result from compartment syndrome, and it can be complicated by disseminated intravascular coagulation.',
    ],
    keyComparisons: [
      {
        with: 'surg-acute-compartment-syndrome',
        difference:
          'Acute compartment syndrome is raised pressure within a fascial compartment that needs fasciotomy, and it can both cause and complicate rhabdomyolysis, so tense, painful limbs in rhabdomyolysis should be assessed for it.',
      },
    ],
    why: [
      {
        question: 'Why is the urine dipstick positive for blood without red cells in rhabdomyolysis?',
        answer:
          'The dipstick reagent reacts with the heme group, which is present in myoglobin as well as hemoglobin, so myoglobinuria in rhabdomyolysis gives a positive blood test even though microscopy shows few red cells.',
      },
      {
        question: 'Why does rhabdomyolysis cause hypocalcemia early and hypercalcemia later?',
        answer:
          'In early rhabdomyolysis, calcium enters damaged muscle and binds the phosphate released from it, lowering serum calcium; during recovery this deposited calcium is mobilized, which can cause hypercalcemia.',
      },
    ],
    highYield: [
      'Statin-associated rhabdomyolysis is more likely with fibrates (especially gemfibrozil) and with CYP3A4 inhibitors such as macrolides, azole antifungals and HIV protease inhibitors.',
      'A patient found down after a prolonged period of immobility is a classic scenario for rhabdomyolysis with acute kidney injury.',
    ],
    dontMiss:
      'Hyperkalemia is the earliest life-threatening complication of rhabdomyolysis, so potassium and an ECG should be checked at presentation.',
    icd10: ['M62.82', 'T79.6XXA'],
  },
  {
    id: 'renal-dialysis',
    title: 'Dialysis (indications, AEIOU)',
    subject: 'Nephrology & Acid-Base',
    kind: 'technique',
    aliases: [
      'AEIOU',
      'indications for dialysis',
      'hemodialysis',
      'HD',
      'peritoneal dialysis',
      'PD',
      'renal replacement therapy',
      'RRT',
      'CRRT',
      'urgent dialysis',
    ],
    definition:
      'Dialysis is renal replacement therapy that removes solutes and water across a semipermeable membrane by diffusion and ultrafiltration; it is given as intermittent hemodialysis, peritoneal dialysis using the peritoneum as the membrane, or continuous renal replacement therapy (CRRT) for unstable patients in intensive care.',
    indications: [
      'Acidosis: severe metabolic acidosis that does not respond to medical therapy is an indication for dialysis (the A of AEIOU).',
      'Electrolytes: hyperkalemia that is severe or refractory to medical therapy is an indication for dialysis (the E of AEIOU).',
      'Ingestions: poisoning with a dialyzable toxin, such as salicylates, lithium, methanol, ethylene glycol, theophylline or metformin with lactic acidosis, is an indication for dialysis (the I of AEIOU).',
      'Overload: volume overload with pulmonary edema that does not respond to diuretics is an indication for dialysis (the O of AEIOU).',
      'Uremia: uremic pericarditis, uremic encephalopathy, uremic bleeding or intractable uremic symptoms are indications for dialysis (the U of AEIOU).',
      'Dialysis for chronic kidney failure is started for symptoms or complications of uremia rather than at a specific eGFR, typically when eGFR has fallen to about 5 to 10 mL/min/1.73 m2.',
    ],
    contraindications: [
      'Intermittent hemodialysis is poorly tolerated in hemodynamic instability, so continuous renal replacement therapy is preferred for patients in shock.',
      'Peritoneal dialysis is contraindicated by extensive abdominal adhesions or loss of peritoneal function, uncorrectable abdominal wall hernias or diaphragmatic leaks, and inability to perform exchanges safely without help.',
      'Dialysis can be declined by an informed patient with decision-making capacity, and conservative kidney management is a reasonable alternative for frail older patients with limited life expectancy.',
      'Heparin anticoagulation of the dialysis circuit is avoided in active bleeding or heparin-induced thrombocytopenia, when regional citrate or heparin-free dialysis is used instead.',
    ],
    complications: [
      'Hypotension during treatment is the most common complication of hemodialysis.',
      'Dialysis disequilibrium syndrome (headache, nausea, confusion and seizures from cerebral edema) can occur during or after the first hemodialysis sessions when urea is removed too quickly.',
      'Dialysis catheters cause bloodstream infections, most often with Staphylococcus aureus and coagulase-negative staphylococci, and access thrombosis.',
      'Peritoneal dialysis is complicated by peritonitis, presenting as cloudy effluent and abdominal pain and most often caused by gram-positive skin organisms.',
      'Long-term hemodialysis can cause beta-2 microglobulin amyloidosis, presenting as carpal tunnel syndrome and arthropathy.',
    ],
    why: [
      {
        question: 'Why are lithium and toxic alcohols removed by dialysis but digoxin and tricyclic antidepressants are not?',
        answer:
          'Dialysis removes substances that are small, water-soluble, poorly protein-bound and have a small volume of distribution, like lithium and methanol, whereas digoxin and tricyclic antidepressants have large volumes of distribution and are mostly in tissues.',
      },
      {
        question: 'Why does dialysis disequilibrium syndrome occur?',
        answer:
          'Rapid removal of urea from the blood during early hemodialysis lowers plasma osmolality faster than brain osmolality, so water moves into brain cells and causes cerebral edema.',
      },
    ],
    highYield: [
      'An arteriovenous fistula is the preferred hemodialysis access because it has the lowest rates of infection and thrombosis and the longest patency, but it needs weeks to months to mature.',
      'Blood pressure measurement and venipuncture should be avoided in the arm with a dialysis fistula.',
      'Kidney transplantation gives better survival than long-term dialysis for suitable patients with end-stage kidney disease.',
      'Cardiovascular disease is the leading cause of death in patients on long-term dialysis.',
    ],
  },
  {
    id: 'renal-renal-cell-carcinoma',
    title: 'Renal cell carcinoma',
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: [
      'RCC',
      'kidney cancer',
      'clear cell renal cell carcinoma',
      'hypernephroma',
      'Grawitz tumor',
      'renal adenocarcinoma',
      'renal mass',
    ],
    definition:
      'Renal cell carcinoma is the most common primary kidney cancer in adults, arising from renal tubular epithelium (the proximal tubule in clear cell carcinoma); clear cell carcinoma is the most common subtype, followed by papillary and chromophobe carcinoma.',
    riskFactors: [
      'Cigarette smoking is the most important modifiable risk factor for renal cell carcinoma.',
      'Other risk factors for renal cell carcinoma include obesity, hypertension, end-stage kidney disease with acquired cystic kidney disease, male sex, occupational exposure to trichloroethylene or cadmium, von Hippel-Lindau disease and tuberous sclerosis.',
    ],
    pathophysiology:
      'In clear cell renal cell carcinoma, loss of the VHL tumor suppressor gene on chromosome 3p allows hypoxia-inducible factor to accumulate, which drives production of VEGF, PDGF and erythropoietin, making the tumor highly vascular and sometimes causing polycythemia.',
    presentation: [
      'Renal cell carcinoma is most often found incidentally on abdominal imaging done for another reason.',
      'The classic triad of renal cell carcinoma, hematuria, flank pain and a palpable flank mass, is present in only a small minority of patients and suggests advanced disease.',
      'Renal cell carcinoma invading the left renal vein can cause a left-sided varicocele that does not empty when the patient lies down.',
      'Paraneoplastic syndromes of renal cell carcinoma include polycythemia (erythropoietin), hypercalcemia (PTH-related peptide), hypertension (renin), Cushing syndrome (ACTH), fever, weight loss and anemia, and nonmetastatic liver dysfunction (Stauffer syndrome).',
      'Renal cell carcinoma spreads through the renal vein into the inferior vena cava and metastasizes to lung ("cannonball" lesions), bone (lytic lesions), liver and brain.',
    ],
    bestInitialTest:
      'The best initial test for a suspected renal cell carcinoma is contrast-enhanced multiphase CT of the abdomen (or MRI), which shows an enhancing solid renal mass; ultrasound helps distinguish a simple cyst from a solid mass.',
    testOfChoice:
      'Renal cell carcinoma is usually diagnosed by imaging and confirmed by histology of the resected kidney or tumor, with percutaneous biopsy reserved for selected cases such as small masses being considered for surveillance or ablation, or suspected metastatic disease.',
    firstLine:
      'First-line treatment of localized renal cell carcinoma is surgical resection, by partial nephrectomy for small tumors when feasible and radical nephrectomy for larger tumors; metastatic clear cell carcinoma is treated with immune checkpoint inhibitor-based combinations (for example an anti-PD-1 antibody with a VEGF-targeted tyrosine kinase inhibitor, or nivolumab with ipilimumab).',
    management:
      'Small renal masses in older or comorbid patients can be managed with active surveillance or thermal ablation, and renal cell carcinoma is largely resistant to conventional cytotoxic chemotherapy and radiation.',
    keyComparisons: [
      {
        with: 'renal-bladder-cancer',
        difference:
          'Renal cell carcinoma arises from renal tubular epithelium and is usually found incidentally as a solid renal mass, whereas bladder cancer is urothelial carcinoma that classically presents with painless gross hematuria; smoking is a risk factor for both.',
      },
    ],
    highYield: [
      'Von Hippel-Lindau disease causes bilateral, multiple clear cell renal cell carcinomas together with cerebellar and retinal hemangioblastomas, pheochromocytomas and pancreatic cysts.',
      'Clear cell renal cell carcinoma has cells filled with lipid and glycogen that appear clear on histology.',
      'Patients on long-term dialysis with acquired cystic kidney disease have an increased risk of renal cell carcinoma.',
      'Renal cell carcinoma is a classic cause of secondary polycythemia from ectopic erythropoietin.',
    ],
    icd10: ['C64.9', 'C64.1', 'C64.2'],
  },
  {
    id: 'renal-bladder-cancer',
    title: 'Bladder cancer (urothelial carcinoma)',
    subject: 'Nephrology & Acid-Base',
    kind: 'condition',
    aliases: [
      'urothelial carcinoma',
      'transitional cell carcinoma',
      'TCC',
      'bladder carcinoma',
      'urinary bladder cancer',
      'NMIBC',
      'MIBC',
      'painless hematuria',
    ],
    definition:
      'Bladder cancer is a malignancy of the bladder lining, which in the United States is urothelial (transitional cell) carcinoma in about 90% of cases; it is classified as non-muscle-invasive or muscle-invasive, which determines treatment.',
    riskFactors: [
      'Cigarette smoking is the most important risk factor for bladder cancer.',
      'Occupational exposure to aromatic amines (such as benzidine and 2-naphthylamine in the dye, rubber, leather and paint industries) increases the risk of bladder cancer.',
      'Cyclophosphamide, pelvic radiation, phenacetin, arsenic in drinking water and aristolochic acid increase the risk of urothelial carcinoma of the bladder or upper tract.',
      'Schistosoma haematobium infection and chronic bladder irritation from long-term catheters or stones cause squamous cell carcinoma of the bladder.',
    ],
    presentation: [
      'The most common presenting sign of bladder cancer is painless gross hematuria.',
      'Bladder cancer, particularly carcinoma in situ, can cause irritative voiding symptoms such as frequency, urgency and dysuria without infection.',
      'Advanced bladder cancer can cause flank pain and hydronephrosis from ureteral obstruction, pelvic pain and weight loss.',
    ],
    bestInitialTest:
      'The best initial evaluation for suspected bladder cancer, such as unexplained gross hematuria in an adult, is cystoscopy with CT urography to image the upper urinary tract, often with urine cytology.',
    testOfChoice:
      'Transurethral resection of bladder tumor (TURBT) is the test of choice for bladder cancer, giving the histology, grade and depth of invasion, and the specimen must include detrusor muscle to stage muscle invasion.',
    firstLine:
      'First-line treatment of non-muscle-invasive bladder cancer is complete TURBT followed by intravesical therapy (a single postoperative instillation of chemotherapy such as gemcitabine or mitomycin for low-risk tumors, and intravesical BCG for high-risk tumors and carcinoma in situ); first-line treatment of muscle-invasive bladder cancer is cisplatin-based neoadjuvant chemotherapy followed by radical cystectomy with urinary diversion, or bladder-sparing trimodality therapy in selected patients.',
    management:
      'Non-muscle-invasive bladder cancer recurs frequently, so patients need regular surveillance cystoscopy, and metastatic urothelial carcinoma is treated with systemic therapy such as enfortumab vedotin with pembrolizumab or platinum-based chemotherapy.',
    keyComparisons: [
      {
        with: 'renal-renal-cell-carcinoma',
        difference:
          'Bladder cancer is urothelial carcinoma presenting with painless gross hematuria and diagnosed by cystoscopy, whereas renal cell carcinoma is a tubular epithelial tumor usually found as a solid renal mass on imaging.',
      },
    ],
    why: [
      {
        question: 'Why is intravesical BCG used for high-risk bladder cancer?',
        answer:
          'Intravesical BCG (live attenuated Mycobacterium bovis) provokes a local immune response in the bladder wall that destroys residual cancer cells and reduces recurrence and progression of high-risk non-muscle-invasive bladder cancer.',
      },
    ],
    highYield: [
      'Urothelial carcinoma is multifocal and can arise anywhere from the renal pelvis to the urethra (field cancerization), so bladder cancer patients need upper tract imaging.',
      'Cyclophosphamide causes hemorrhagic cystitis through its metabolite acrolein, which mesna prevents, and long-term use increases the risk of bladder cancer.',
      'Intravesical BCG for bladder cancer can rarely cause disseminated BCG infection, which is treated with antituberculous drugs.',
      'Adenocarcinoma of the bladder dome can arise from an urachal remnant.',
    ],
    dontMiss:
      'Gross hematuria in an adult should be investigated with cystoscopy and upper tract imaging even if the patient takes an anticoagulant, and hematuria attributed to a urinary infection should be rechecked after treatment, because hematuria may be the only sign of bladder cancer.',
    icd10: ['C67.9'],
  },
];
