import type { LibraryNote } from '../../note-types';

export const notes: readonly LibraryNote[] = [
  {
    id: 'immuno-type-i-hypersensitivity',
    title: 'Type I hypersensitivity (immediate, IgE-mediated)',
    subject: 'Immunology',
    kind: 'concept',
    aliases: [
      'type 1 hypersensitivity',
      'immediate hypersensitivity',
      'IgE-mediated hypersensitivity',
      'allergy',
      'atopy',
      'anaphylactic hypersensitivity',
      'mast cell degranulation',
    ],
    definition:
      'Type I hypersensitivity is an immediate, IgE-mediated reaction in which an allergen cross-links IgE bound to Fc-epsilon receptors on previously sensitized mast cells and basophils, releasing histamine and other mediators within minutes.',
    pathophysiology:
      'In type I hypersensitivity, a first exposure sensitizes the patient: Th2 cells secrete IL-4 and IL-13, which drive B cells to switch to IgE, and the IgE binds mast cells and basophils; on re-exposure, allergen cross-links the bound IgE and causes degranulation of preformed mediators (histamine, tryptase) and synthesis of leukotrienes and prostaglandins, followed hours later by an eosinophil-rich late-phase reaction.',
    highYield: [
      'Examples of type I hypersensitivity are anaphylaxis, allergic rhinitis (hay fever), allergic asthma, urticaria, food allergy (peanut, shellfish), insect venom allergy, penicillin allergy and atopic dermatitis.',
      'Type I hypersensitivity is the only hypersensitivity type mediated by IgE, and it begins within minutes of exposure in a previously sensitized person.',
      'Serum tryptase is a marker of mast cell activation that rises in anaphylaxis, the most severe type I hypersensitivity reaction, and is best drawn within a few hours of onset.',
      'Type I hypersensitivity to specific allergens is diagnosed with skin prick testing or allergen-specific serum IgE.',
      'First-line treatment of anaphylaxis from type I hypersensitivity is intramuscular epinephrine (0.01 mg/kg of 1 mg/mL, maximum 0.5 mg in adults and 0.3 mg in children) into the anterolateral thigh.',
      'Drugs that act on type I hypersensitivity include H1 antihistamines, mast cell stabilizers (cromolyn), leukotriene receptor antagonists (montelukast) and the anti-IgE antibody omalizumab.',
      'Allergen immunotherapy reduces type I hypersensitivity by inducing regulatory T cells and allergen-specific IgG4 blocking antibodies.',
      'The mnemonic ACID orders the hypersensitivity types: Anaphylactic and atopic (type I), Cytotoxic antibody-mediated (type II), Immune complex (type III) and Delayed cell-mediated (type IV).',
    ],
    keyComparisons: [
      {
        with: 'immuno-type-ii-hypersensitivity',
        difference:
          'Type I hypersensitivity is IgE-mediated mast cell degranulation within minutes, whereas type II hypersensitivity is IgG or IgM binding to antigens fixed on cells or tissues, causing cell destruction or receptor dysfunction.',
      },
      {
        with: 'immuno-hereditary-angioedema',
        difference:
          'Angioedema from type I hypersensitivity is histamine-mediated, often with urticaria and itching, and responds to epinephrine and antihistamines, whereas hereditary angioedema is bradykinin-mediated, without urticaria, and responds poorly or not at all to them.',
      },
    ],
    why: [
      {
        question: 'Why does a first exposure to an allergen not cause a type I hypersensitivity reaction?',
        answer:
          'Type I hypersensitivity needs allergen-specific IgE already bound to mast cells, and this IgE is produced only after a first sensitizing exposure, so symptoms appear on re-exposure (or with a cross-reacting allergen).',
      },
      {
        question: 'Why is epinephrine the first-line treatment of anaphylaxis?',
        answer:
          'Epinephrine reverses the effects of type I hypersensitivity mediators: alpha-1 vasoconstriction raises blood pressure and reduces mucosal edema, beta-1 stimulation increases cardiac output, and beta-2 stimulation dilates the bronchi and reduces further mast cell mediator release.',
      },
    ],
  },
  {
    id: 'immuno-type-ii-hypersensitivity',
    title: 'Type II hypersensitivity (antibody-mediated cytotoxic)',
    subject: 'Immunology',
    kind: 'concept',
    aliases: [
      'type 2 hypersensitivity',
      'cytotoxic hypersensitivity',
      'antibody-mediated hypersensitivity',
      'antibody-dependent cellular cytotoxicity',
      'ADCC',
      'type V hypersensitivity',
    ],
    definition:
      'Type II hypersensitivity is a reaction in which IgG or IgM antibodies bind antigens fixed on cell surfaces or in extracellular matrix, causing cell destruction (through complement, opsonization and phagocytosis, or antibody-dependent cellular cytotoxicity), inflammation, or a change in receptor function without cell death.',
    pathophysiology:
      'In type II hypersensitivity, antibodies bound to a cell activate complement (forming the membrane attack complex or coating the cell with C3b), mark the cell for phagocytosis by splenic macrophages, or recruit NK cells that kill it by antibody-dependent cellular cytotoxicity; antibodies against receptors can instead stimulate or block them.',
    highYield: [
      'Type II hypersensitivity that destroys blood cells includes autoimmune hemolytic anemia, drug-induced hemolytic anemia (penicillin as a hapten), immune thrombocytopenia, acute hemolytic transfusion reactions and hemolytic disease of the fetus and newborn.',
      'Type II hypersensitivity against tissue antigens includes anti-GBM disease (Goodpasture syndrome), pemphigus vulgaris (anti-desmoglein), bullous pemphigoid (anti-hemidesmosome), acute rheumatic fever (antibodies to streptococcal M protein cross-reacting with cardiac tissue) and pernicious anemia.',
      'Hyperacute transplant rejection is a type II hypersensitivity reaction caused by preformed antibodies against donor ABO or HLA antigens.',
      'Type II hypersensitivity that alters receptor function without killing cells includes Graves disease (stimulating anti-TSH receptor antibodies) and myasthenia gravis (blocking anti-acetylcholine receptor antibodies); some texts call this type V.',
      'The direct Coombs (direct antiglobulin) test detects antibody or complement on red cells in type II hypersensitivity hemolysis, whereas the indirect Coombs test detects anti-red cell antibodies in serum.',
    ],
    keyComparisons: [
      {
        with: 'immuno-type-iii-hypersensitivity',
        difference:
          'Type II hypersensitivity involves antibodies binding antigens fixed on cells or tissue, whereas type III hypersensitivity involves circulating antigen-antibody complexes that deposit in vessels, joints and glomeruli.',
      },
    ],
    why: [
      {
        question: 'Why is Graves disease classified as type II hypersensitivity when no cells are destroyed?',
        answer:
          'Graves disease is caused by IgG antibodies that bind a fixed cell-surface antigen, the TSH receptor, which is the defining feature of type II hypersensitivity, but the antibodies stimulate the receptor instead of destroying the cell.',
      },
    ],
  },
  {
    id: 'immuno-type-iii-hypersensitivity',
    title: 'Type III hypersensitivity (immune complex-mediated)',
    subject: 'Immunology',
    kind: 'concept',
    aliases: [
      'type 3 hypersensitivity',
      'immune complex hypersensitivity',
      'immune complex disease',
      'serum sickness',
      'Arthus reaction',
    ],
    definition:
      'Type III hypersensitivity is a reaction in which circulating antigen-antibody (usually IgG) immune complexes deposit in tissues such as vessel walls, glomeruli and joints, activate complement and attract neutrophils that cause inflammation and tissue damage.',
    pathophysiology:
      'In type III hypersensitivity, immune complexes formed in slight antigen excess are too small to be cleared efficiently and lodge in vessel walls and glomeruli, where they activate the classical complement pathway; C5a recruits neutrophils whose enzymes cause vasculitis and glomerulonephritis, and complement consumption lowers serum C3 and C4.',
    highYield: [
      'Examples of type III hypersensitivity are systemic lupus erythematosus and lupus nephritis, post-streptococcal glomerulonephritis, serum sickness, the Arthus reaction, polyarteritis nodosa (often hepatitis B-related) and mixed cryoglobulinemia (usually hepatitis C-related).',
      'Serum sickness is a systemic type III hypersensitivity reaction appearing about 1 to 2 weeks after exposure to a foreign protein (antivenom, antithymocyte globulin, chimeric monoclonal antibodies) or some drugs, with fever, rash, arthralgia, lymphadenopathy and low complement.',
      'The Arthus reaction is a localized type III hypersensitivity reaction in which intradermal antigen in a person with high antibody levels causes a painful, swollen, sometimes necrotic lesion at the injection site hours later, as after overly frequent tetanus boosters.',
      'Low serum C3 and C4 during active disease are a clue to type III hypersensitivity such as lupus.',
      'Hypersensitivity pneumonitis (for example farmer lung) involves both type III and type IV hypersensitivity.',
    ],
    keyComparisons: [
      {
        with: 'immuno-type-ii-hypersensitivity',
        difference:
          'Type III hypersensitivity is caused by circulating immune complexes that deposit in tissues, whereas type II hypersensitivity is caused by antibodies binding antigens already fixed on cells or tissue.',
      },
      {
        with: 'immuno-type-iv-hypersensitivity',
        difference:
          'Type III hypersensitivity is antibody- and complement-mediated with neutrophils, whereas type IV hypersensitivity is T cell-mediated without antibody.',
      },
    ],
    why: [
      {
        question: 'Why does serum sickness appear 1 to 2 weeks after the exposure?',
        answer:
          'Serum sickness needs time for the immune system to produce antibodies against the foreign protein, and immune complexes form and deposit only when those new antibodies meet antigen that is still circulating.',
      },
    ],
  },
  {
    id: 'immuno-type-iv-hypersensitivity',
    title: 'Type IV hypersensitivity (delayed, T cell-mediated)',
    subject: 'Immunology',
    kind: 'concept',
    aliases: [
      'type 4 hypersensitivity',
      'delayed-type hypersensitivity',
      'DTH',
      'cell-mediated hypersensitivity',
      'T cell-mediated hypersensitivity',
      'contact dermatitis',
    ],
    definition:
      'Type IV hypersensitivity is a delayed, T cell-mediated reaction that does not involve antibody: sensitized CD4 Th1 cells release cytokines such as interferon-gamma that activate macrophages, or CD8 cytotoxic T cells directly kill antigen-bearing cells, with reactions developing over 48 to 72 hours.',
    pathophysiology:
      'In type IV hypersensitivity, antigen-presenting cells show antigen to memory T cells, which proliferate and secrete cytokines (interferon-gamma, TNF) that recruit and activate macrophages, sometimes forming granulomas, or CD8 T cells recognize antigen on MHC class I and kill the target cells.',
    highYield: [
      'Examples of type IV hypersensitivity are the tuberculin skin test, allergic contact dermatitis (poison ivy, nickel), granulomatous inflammation in tuberculosis, acute cellular transplant rejection and graft-versus-host disease.',
      'Autoimmune diseases driven mainly by type IV hypersensitivity include type 1 diabetes, multiple sclerosis, Hashimoto thyroiditis and Guillain-Barre syndrome.',
      'Severe drug reactions such as Stevens-Johnson syndrome, toxic epidermal necrolysis and DRESS are type IV hypersensitivity reactions.',
      'The tuberculin skin test, a type IV hypersensitivity reaction, is read at 48 to 72 hours by measuring induration, not redness.',
      'Allergic contact dermatitis, a type IV hypersensitivity reaction, is diagnosed with patch testing.',
      'Type IV hypersensitivity can be transferred by T cells but not by serum, unlike the antibody-mediated types.',
      'Anergy (loss of type IV hypersensitivity responses) in sarcoidosis, advanced HIV, miliary tuberculosis and immunosuppression can make a tuberculin skin test falsely negative.',
    ],
    keyComparisons: [
      {
        with: 'immuno-type-i-hypersensitivity',
        difference:
          'Type IV hypersensitivity is T cell-mediated and develops over 48 to 72 hours, whereas type I hypersensitivity is IgE-mediated and develops within minutes; for example, latex can cause delayed contact dermatitis (type IV) or immediate anaphylaxis (type I).',
      },
    ],
    why: [
      {
        question: 'Why is type IV hypersensitivity delayed for 2 to 3 days?',
        answer:
          'In type IV hypersensitivity, memory T cells must be recruited to the site, activated, and allowed to proliferate and secrete cytokines that bring in macrophages, which takes 48 to 72 hours, whereas antibody-mediated reactions use antibodies that are already present.',
      },
    ],
  },
  {
    id: 'immuno-x-linked-agammaglobulinemia',
    title: 'X-linked (Bruton) agammaglobulinemia',
    subject: 'Immunology',
    kind: 'condition',
    aliases: [
      'XLA',
      'Bruton agammaglobulinemia',
      "Bruton's agammaglobulinemia",
      'BTK deficiency',
      'congenital agammaglobulinemia',
      'X-linked hypogammaglobulinemia',
    ],
    definition:
      'X-linked (Bruton) agammaglobulinemia is an X-linked recessive immunodeficiency caused by mutations in Bruton tyrosine kinase (BTK), which block B-cell maturation at the pre-B stage, so patients (almost always boys) have no mature B cells or plasma cells and very low levels of all immunoglobulins.',
    pathophysiology:
      'In X-linked agammaglobulinemia, BTK is needed for signaling through the pre-B cell receptor, so B-cell precursors in the bone marrow cannot mature, and without B cells there are no germinal centers, plasma cells or antibodies, while T-cell immunity is normal.',
    presentation: [
      'X-linked agammaglobulinemia presents in boys after about 6 months of age, when maternal IgG wanes, with recurrent bacterial sinopulmonary infections (otitis, sinusitis, pneumonia) from encapsulated bacteria such as Streptococcus pneumoniae and Haemophilus influenzae.',
      'X-linked agammaglobulinemia predisposes to severe enteroviral infections, including chronic enteroviral meningoencephalitis and vaccine-associated polio after oral polio vaccine, and to Giardia infection.',
      'Patients with X-linked agammaglobulinemia have absent or very small tonsils and lymph nodes because they lack B-cell follicles.',
    ],
    bestInitialTest:
      'The best initial test for X-linked agammaglobulinemia is quantitative serum immunoglobulins, which show markedly low IgG, IgA and IgM.',
    testOfChoice:
      'X-linked agammaglobulinemia is confirmed by flow cytometry showing absent or nearly absent CD19+ B cells, with BTK genetic testing.',
    firstLine:
      'First-line treatment of X-linked agammaglobulinemia is lifelong immunoglobulin replacement (intravenous or subcutaneous IgG), with prompt antibiotics for infections and avoidance of live vaccines such as oral polio vaccine.',
    complications: [
      'Recurrent pneumonia in X-linked agammaglobulinemia leads to bronchiectasis if immunoglobulin replacement is delayed or inadequate.',
    ],
    keyComparisons: [
      {
        with: 'immuno-common-variable-immunodeficiency',
        difference:
          'X-linked agammaglobulinemia affects boys in infancy and has absent B cells, whereas common variable immunodeficiency affects both sexes, usually presents in adolescence or adulthood, and has B cells present that fail to become plasma cells.',
      },
      {
        with: 'immuno-hyper-igm-syndrome',
        difference:
          'X-linked agammaglobulinemia has low levels of all immunoglobulins including IgM and no B cells, whereas hyper-IgM syndrome has normal B-cell numbers with normal or high IgM and low IgG, IgA and IgE.',
      },
    ],
    highYield: [
      'X-linked agammaglobulinemia has normal T-cell numbers and function, so viral infections other than enteroviruses are usually handled normally.',
      'Infections in X-linked agammaglobulinemia start after about 6 months of age because transplacental maternal IgG protects younger infants.',
      'Patients with X-linked agammaglobulinemia cannot make antibodies after vaccination, so serologic tests for infection are unreliable.',
    ],
    icd10: ['D80.0'],
  },
  {
    id: 'immuno-digeorge-syndrome',
    title: 'DiGeorge syndrome (22q11.2 deletion syndrome)',
    subject: 'Immunology',
    kind: 'condition',
    aliases: [
      '22q11.2 deletion syndrome',
      '22q11 deletion',
      'velocardiofacial syndrome',
      'thymic aplasia',
      'CATCH-22',
      'DiGeorge anomaly',
    ],
    definition:
      'DiGeorge syndrome is usually caused by a microdeletion of chromosome 22q11.2 that disrupts development of the third and fourth pharyngeal pouches, causing thymic hypoplasia or aplasia (T-cell deficiency), parathyroid hypoplasia (hypocalcemia) and conotruncal heart defects.',
    pathophysiology:
      'In DiGeorge syndrome, loss of genes in the 22q11.2 region, notably TBX1, disrupts development of the third and fourth pharyngeal pouches (classically attributed to abnormal neural crest migration), which give rise to the thymus and parathyroid glands, and of the neural crest-derived cardiac outflow tract.',
    presentation: [
      'DiGeorge syndrome often presents in the newborn period with hypocalcemic tetany or seizures from hypoparathyroidism.',
      'DiGeorge syndrome causes conotruncal heart defects such as truncus arteriosus, tetralogy of Fallot and interrupted aortic arch.',
      'DiGeorge syndrome causes recurrent viral, fungal and opportunistic infections from T-cell deficiency, whose severity ranges from mild (most patients) to absent T cells (complete DiGeorge syndrome, rare).',
      'DiGeorge syndrome causes characteristic facial features (low-set ears, hypertelorism, small jaw, short philtrum), cleft palate or velopharyngeal insufficiency, and an absent thymic shadow on chest x-ray.',
      'DiGeorge syndrome is associated later in life with learning difficulties, autoimmune disease and an increased risk of psychiatric illness, including schizophrenia.',
    ],
    criteria: {
      name: 'CATCH-22 mnemonic for DiGeorge syndrome',
      items: [
        'In the CATCH-22 mnemonic for DiGeorge syndrome, C stands for cardiac anomalies, especially conotruncal defects.',
        'In the CATCH-22 mnemonic for DiGeorge syndrome, A stands for abnormal facies.',
        'In the CATCH-22 mnemonic for DiGeorge syndrome, T stands for thymic aplasia or hypoplasia with T-cell deficiency.',
        'In the CATCH-22 mnemonic for DiGeorge syndrome, the second C stands for cleft palate.',
        'In the CATCH-22 mnemonic for DiGeorge syndrome, H stands for hypocalcemia from hypoparathyroidism.',
        'In the CATCH-22 mnemonic for DiGeorge syndrome, 22 stands for the deletion on chromosome 22q11.2.',
      ],
    },
    bestInitialTest:
      'The best initial tests for suspected DiGeorge syndrome are serum calcium and PTH and T-cell subset counts by flow cytometry; low T-cell receptor excision circles (TRECs) on newborn screening may be the first clue.',
    testOfChoice:
      'DiGeorge syndrome is confirmed by chromosomal microarray or FISH showing the 22q11.2 deletion.',
    firstLine:
      'First-line management of DiGeorge syndrome is calcium and calcitriol for hypocalcemia, surgical repair of heart defects, irradiated blood products, and avoidance of live vaccines until adequate T-cell function is shown; complete DiGeorge syndrome is treated with thymus tissue transplantation.',
    keyComparisons: [
      {
        with: 'immuno-severe-combined-immunodeficiency',
        difference:
          'DiGeorge syndrome has a T-cell deficiency that is usually partial, together with hypocalcemia and conotruncal heart defects, whereas severe combined immunodeficiency has profound T-cell absence with defective B-cell function and no parathyroid or cardiac defects.',
      },
    ],
    why: [
      {
        question: 'Why do patients with DiGeorge syndrome need irradiated blood products?',
        answer:
          'Patients with DiGeorge syndrome may have too few T cells to reject donor lymphocytes in transfused blood, which can then attack the recipient (transfusion-associated graft-versus-host disease); irradiation stops donor lymphocytes from dividing.',
      },
    ],
    highYield: [
      'DiGeorge syndrome results from abnormal development of the third and fourth pharyngeal pouches.',
      'Hypocalcemic seizures in a newborn with a conotruncal heart defect suggest DiGeorge syndrome.',
      'B-cell numbers are normal in DiGeorge syndrome, but antibody responses can be impaired because of the lack of T-cell help.',
    ],
    icd10: ['D82.1'],
  },
  {
    id: 'immuno-severe-combined-immunodeficiency',
    title: 'Severe combined immunodeficiency',
    subject: 'Immunology',
    kind: 'condition',
    aliases: [
      'SCID',
      'bubble boy disease',
      'X-linked SCID',
      'common gamma chain deficiency',
      'IL2RG deficiency',
      'ADA deficiency',
      'adenosine deaminase deficiency',
      'RAG deficiency',
    ],
    definition:
      'Severe combined immunodeficiency (SCID) is a group of inherited disorders in which T cells are absent or nonfunctional and B-cell function is consequently impaired (with or without NK-cell deficiency), causing life-threatening infections in infancy that are fatal without hematopoietic stem cell transplantation.',
    causes: [
      'X-linked severe combined immunodeficiency, historically the most common form, is caused by mutations in the common gamma chain (IL2RG) shared by the receptors for IL-2, IL-4, IL-7, IL-9, IL-15 and IL-21, giving absent T and NK cells with nonfunctional B cells.',
      'Adenosine deaminase (ADA) deficiency is an autosomal recessive cause of severe combined immunodeficiency in which toxic deoxyadenosine metabolites kill T, B and NK lymphocytes.',
      'RAG1 or RAG2 mutations cause autosomal recessive severe combined immunodeficiency with absent T and B cells but normal NK cells, because V(D)J recombination fails.',
      'JAK3 deficiency causes autosomal recessive severe combined immunodeficiency that resembles the X-linked form, because JAK3 transmits signals from the common gamma chain.',
    ],
    presentation: [
      'Severe combined immunodeficiency presents in the first months of life with severe, recurrent bacterial, viral and fungal infections, persistent oral thrush, chronic diarrhea and failure to thrive.',
      'Severe combined immunodeficiency causes opportunistic infections such as Pneumocystis jirovecii pneumonia and severe infection after live vaccines (rotavirus, BCG).',
      'Severe combined immunodeficiency causes lymphopenia, an absent thymic shadow and absent tonsils and lymph nodes.',
      'Infants with severe combined immunodeficiency can develop graft-versus-host disease from maternal T cells or from non-irradiated blood transfusions.',
    ],
    bestInitialTest:
      'The best initial test for severe combined immunodeficiency is newborn screening for T-cell receptor excision circles (TRECs), which are low or absent, followed by a lymphocyte count and flow cytometry of T, B and NK cells.',
    testOfChoice:
      'Severe combined immunodeficiency is confirmed by flow cytometry showing very low naive T cells, absent T-cell proliferation to mitogens, and genetic testing for the specific defect.',
    firstLine:
      'First-line treatment of severe combined immunodeficiency is allogeneic hematopoietic stem cell transplantation, ideally early in infancy and before serious infection, with protective isolation, immunoglobulin replacement, Pneumocystis prophylaxis with trimethoprim-sulfamethoxazole and avoidance of live vaccines until transplant.',
    management:
      'ADA-deficient severe combined immunodeficiency can also be treated with enzyme replacement (pegylated ADA) and gene therapy, and all blood products for SCID patients must be irradiated, leukoreduced and CMV-safe.',
    prognosis:
      'Severe combined immunodeficiency is usually fatal within the first 1 to 2 years of life without treatment, but survival after hematopoietic stem cell transplantation in the first few months of life, before infections, exceeds 90%.',
    keyComparisons: [
      {
        with: 'immuno-digeorge-syndrome',
        difference:
          'Severe combined immunodeficiency causes profound T-cell absence with impaired B-cell function and no developmental anomalies, whereas DiGeorge syndrome usually causes partial T-cell deficiency with hypocalcemia and heart defects.',
      },
    ],
    why: [
      {
        question: 'Why do low TRECs identify severe combined immunodeficiency on newborn screening?',
        answer:
          'T-cell receptor excision circles are DNA circles cut out during T-cell receptor gene rearrangement in the thymus, so their absence in a newborn blood spot shows that few new T cells are being made, as in severe combined immunodeficiency.',
      },
      {
        question: 'Why does adenosine deaminase deficiency destroy lymphocytes?',
        answer:
          'Without adenosine deaminase, deoxyadenosine and dATP accumulate in lymphocytes, and dATP inhibits ribonucleotide reductase, blocking DNA synthesis and causing lymphocyte death.',
      },
    ],
    highYield: [
      'Severe combined immunodeficiency is a pediatric emergency, and all US states screen newborns for it with TRECs.',
      'Live vaccines, especially rotavirus and BCG, are contraindicated in severe combined immunodeficiency.',
    ],
    icd10: ['D81.9', 'D81.1', 'D81.2', 'D81.31'],
  },
  {
    id: 'immuno-common-variable-immunodeficiency',
    title: 'Common variable immunodeficiency',
    subject: 'Immunology',
    kind: 'condition',
    aliases: [
      'CVID',
      'common variable immune deficiency',
      'acquired hypogammaglobulinemia',
      'adult-onset hypogammaglobulinemia',
      'late-onset hypogammaglobulinemia',
    ],
    definition:
      'Common variable immunodeficiency (CVID) is a heterogeneous primary antibody deficiency with low IgG plus low IgA and/or IgM and poor vaccine responses, in which B cells are present but fail to differentiate into antibody-secreting plasma cells; it is the most common symptomatic primary immunodeficiency.',
    pathophysiology:
      'In common variable immunodeficiency, defects in B-cell activation, class switching or plasma cell differentiation (and in some patients in T-cell help) lead to hypogammaglobulinemia, and immune dysregulation also causes autoimmunity, granulomas and lymphoid hyperplasia.',
    presentation: [
      'Common variable immunodeficiency usually presents in adolescence or adulthood (often the 20s to 40s) in either sex with recurrent sinopulmonary infections by encapsulated bacteria, leading to bronchiectasis.',
      'Common variable immunodeficiency causes gastrointestinal disease, including chronic Giardia infection, chronic diarrhea, malabsorption and nodular lymphoid hyperplasia.',
      'Common variable immunodeficiency causes autoimmune disease, especially autoimmune cytopenias (immune thrombocytopenia, autoimmune hemolytic anemia), and noninfectious granulomas, splenomegaly and lymphadenopathy.',
    ],
    bestInitialTest:
      'The best initial test for common variable immunodeficiency is quantitative serum immunoglobulins (IgG, IgA, IgM), followed by specific antibody responses to protein and polysaccharide vaccines such as tetanus and pneumococcal vaccines.',
    diagnosis:
      'Common variable immunodeficiency is diagnosed by a markedly low IgG with low IgA and/or IgM, impaired vaccine antibody responses, age above 4 years and exclusion of secondary hypogammaglobulinemia (protein loss, rituximab and other drugs, chronic lymphocytic leukemia, myeloma).',
    firstLine:
      'First-line treatment of common variable immunodeficiency is lifelong immunoglobulin replacement (intravenous or subcutaneous IgG), with prompt antibiotics for infections.',
    complications: [
      'Common variable immunodeficiency increases the risk of non-Hodgkin lymphoma and gastric cancer.',
      'Recurrent infections in common variable immunodeficiency cause bronchiectasis and chronic lung disease.',
      'Granulomatous-lymphocytic interstitial lung disease is a noninfectious lung complication of common variable immunodeficiency.',
    ],
    keyComparisons: [
      {
        with: 'immuno-x-linked-agammaglobulinemia',
        difference:
          'Common variable immunodeficiency has B cells present and usually begins after childhood in either sex, whereas X-linked agammaglobulinemia has absent B cells and begins in infant boys.',
      },
      {
        with: 'immuno-selective-iga-deficiency',
        difference:
          'Common variable immunodeficiency has low IgG with poor vaccine responses, whereas selective IgA deficiency has isolated low IgA with normal IgG and IgM; some patients with IgA deficiency progress to CVID.',
      },
    ],
    highYield: [
      'Common variable immunodeficiency is the most common primary immunodeficiency that causes symptoms requiring treatment, whereas selective IgA deficiency is more common but usually asymptomatic.',
      'Chronic Giardia infection is a classic gastrointestinal infection in common variable immunodeficiency.',
    ],
    icd10: ['D83.9'],
  },
  {
    id: 'immuno-selective-iga-deficiency',
    title: 'Selective IgA deficiency',
    subject: 'Immunology',
    kind: 'condition',
    aliases: ['IgA deficiency', 'SIgAD', 'selective immunoglobulin A deficiency', 'IgAD', 'anti-IgA antibodies'],
    definition:
      'Selective IgA deficiency is the most common primary immunodeficiency, defined by an undetectable or very low serum IgA (below 7 mg/dL) with normal IgG and IgM in a person older than 4 years, after other causes are excluded; most affected people have no symptoms.',
    pathophysiology:
      'In selective IgA deficiency, B cells fail to mature into IgA-secreting plasma cells, so mucosal surfaces lack secretory IgA, and some patients form IgG (or IgE) antibodies against IgA.',
    presentation: [
      'Most people with selective IgA deficiency are asymptomatic and are found incidentally.',
      'Symptomatic selective IgA deficiency causes recurrent sinopulmonary and gastrointestinal infections, including Giardia.',
      'Selective IgA deficiency is associated with autoimmune diseases (celiac disease, SLE, rheumatoid arthritis, immune thrombocytopenia) and with atopy.',
      'Selective IgA deficiency can cause anaphylaxis during transfusion of blood products that contain IgA, in patients who have anti-IgA antibodies.',
    ],
    bestInitialTest:
      'The best initial test for selective IgA deficiency is quantitative serum immunoglobulins showing very low or undetectable IgA with normal IgG and IgM.',
    firstLine:
      'No specific treatment is needed for asymptomatic selective IgA deficiency; first-line management is prompt antibiotic treatment of infections, and immunoglobulin replacement is generally not indicated unless IgG subclass or specific antibody deficiency coexists.',
    management:
      'Patients with selective IgA deficiency and anti-IgA antibodies or a prior transfusion reaction should receive washed red cells or blood products from IgA-deficient donors, and should be advised to wear medical alert identification.',
    keyComparisons: [
      {
        with: 'immuno-common-variable-immunodeficiency',
        difference:
          'Selective IgA deficiency has normal IgG and IgM and normal vaccine responses, whereas common variable immunodeficiency has low IgG and poor vaccine responses.',
      },
      {
        with: 'immuno-type-i-hypersensitivity',
        difference:
          'Transfusion anaphylaxis in selective IgA deficiency is triggered by anti-IgA antibodies reacting with donor IgA, whereas typical type I hypersensitivity is triggered by IgE against environmental allergens.',
      },
    ],
    why: [
      {
        question: 'Why can a patient with selective IgA deficiency have anaphylaxis during a blood transfusion?',
        answer:
          'Some patients with selective IgA deficiency make antibodies against IgA, which they recognize as foreign; donor IgA in transfused plasma binds these antibodies and triggers mast cell and complement activation, causing anaphylaxis.',
      },
      {
        question: 'Why can celiac serology be falsely negative in selective IgA deficiency?',
        answer:
          'The standard celiac screening test, tissue transglutaminase IgA, depends on the patient making IgA, so in selective IgA deficiency total IgA should be measured and IgG-based tests (tissue transglutaminase IgG or deamidated gliadin peptide IgG) used instead.',
      },
    ],
    highYield: [
      'Selective IgA deficiency is the most common primary immunodeficiency.',
      'Selective IgA deficiency is strongly associated with celiac disease.',
      'A severe anaphylactic reaction during transfusion should prompt testing for selective IgA deficiency.',
    ],
    icd10: ['D80.2'],
  },
  {
    id: 'immuno-chronic-granulomatous-disease',
    title: 'Chronic granulomatous disease',
    subject: 'Immunology',
    kind: 'condition',
    aliases: [
      'CGD',
      'NADPH oxidase deficiency',
      'phagocyte oxidase deficiency',
      'respiratory burst defect',
      'X-linked CGD',
      'gp91phox deficiency',
    ],
    definition:
      'Chronic granulomatous disease (CGD) is an inherited defect of the phagocyte NADPH oxidase, most often X-linked (CYBB gene, gp91phox), that prevents the respiratory burst in neutrophils and macrophages and causes recurrent infections with catalase-positive bacteria and fungi plus excessive granuloma formation.',
    pathophysiology:
      'In chronic granulomatous disease, NADPH oxidase cannot convert oxygen to superoxide, so phagocytes cannot make hydrogen peroxide or, via myeloperoxidase, hypochlorous acid; catalase-negative organisms supply their own hydrogen peroxide that the phagocyte can use, but catalase-positive organisms destroy it and survive.',
    presentation: [
      'Chronic granulomatous disease presents in childhood with recurrent pneumonia, skin and liver abscesses, suppurative lymphadenitis and osteomyelitis.',
      'The main pathogens in chronic granulomatous disease are catalase-positive organisms: Staphylococcus aureus, Burkholderia cepacia complex, Serratia marcescens, Nocardia and Aspergillus.',
      'Chronic granulomatous disease causes granulomas that obstruct the gastric outlet or urinary tract and an inflammatory colitis resembling Crohn disease.',
    ],
    bestInitialTest:
      'The best initial test for chronic granulomatous disease is the dihydrorhodamine 123 (DHR) flow cytometry test, which shows absent or reduced oxidation (fluorescence) in stimulated neutrophils.',
    testOfChoice:
      'Chronic granulomatous disease is confirmed by the abnormal dihydrorhodamine test and genetic testing; the older nitroblue tetrazolium test stays colorless (negative) because no superoxide is produced.',
    firstLine:
      'First-line management of chronic granulomatous disease is lifelong prophylaxis with trimethoprim-sulfamethoxazole and itraconazole, often with interferon-gamma, and aggressive treatment of infections; hematopoietic stem cell transplantation is curative.',
    keyComparisons: [
      {
        with: 'immuno-leukocyte-adhesion-deficiency',
        difference:
          'Chronic granulomatous disease has neutrophils that reach tissues and form pus and granulomas but cannot kill catalase-positive organisms, whereas leukocyte adhesion deficiency has neutrophils that cannot leave the blood, so infections form no pus and neutrophil counts are very high.',
      },
    ],
    why: [
      {
        question: 'Why are patients with chronic granulomatous disease susceptible mainly to catalase-positive organisms?',
        answer:
          'Catalase-negative bacteria release hydrogen peroxide that the NADPH oxidase-deficient phagocyte can use to kill them, whereas catalase-positive organisms break down their own hydrogen peroxide, leaving the phagocyte in chronic granulomatous disease with no oxidant to kill them.',
      },
    ],
    highYield: [
      'Aspergillus pneumonia is the leading infectious cause of death in chronic granulomatous disease.',
      'Chronic granulomatous disease is most often X-linked, so it usually affects boys.',
      'The nitroblue tetrazolium test is negative and the dihydrorhodamine test shows low fluorescence in chronic granulomatous disease.',
      'Patients with chronic granulomatous disease should not receive live bacterial vaccines such as BCG, but may receive live viral vaccines.',
    ],
    icd10: ['D71.8'],
  },
  {
    id: 'immuno-wiskott-aldrich-syndrome',
    title: 'Wiskott-Aldrich syndrome',
    subject: 'Immunology',
    kind: 'condition',
    aliases: ['WAS', 'WASP deficiency', 'Wiskott Aldrich', 'eczema-thrombocytopenia-immunodeficiency', 'X-linked thrombocytopenia'],
    definition:
      'Wiskott-Aldrich syndrome is an X-linked recessive immunodeficiency caused by mutations in the WAS gene, whose protein (WASP) regulates the actin cytoskeleton of blood cells, producing the triad of thrombocytopenia with small platelets, eczema and recurrent infections.',
    pathophysiology:
      'In Wiskott-Aldrich syndrome, loss of WASP disrupts actin polymerization in lymphocytes and platelets, impairing T-cell activation, immune synapse formation and cell migration, and producing small, short-lived platelets.',
    presentation: [
      'Wiskott-Aldrich syndrome presents in infant boys with bleeding (petechiae, bloody diarrhea, prolonged bleeding after circumcision) from thrombocytopenia with small platelets.',
      'Wiskott-Aldrich syndrome causes eczema in infancy.',
      'Wiskott-Aldrich syndrome causes recurrent infections with encapsulated bacteria and opportunistic organisms because of combined B- and T-cell dysfunction.',
      'Wiskott-Aldrich syndrome increases the risk of autoimmune disease (autoimmune hemolytic anemia, vasculitis) and of lymphoma, often EBV-associated.',
      'The immunoglobulin pattern in Wiskott-Aldrich syndrome is classically low IgM, normal IgG, and high IgA and IgE, with poor antibody responses to polysaccharide antigens.',
    ],
    bestInitialTest:
      'The best initial test for Wiskott-Aldrich syndrome is a complete blood count with platelet indices, showing thrombocytopenia with a low mean platelet volume (small platelets).',
    testOfChoice:
      'Wiskott-Aldrich syndrome is confirmed by WAS gene sequencing or flow cytometry showing absent WASP in lymphocytes.',
    firstLine:
      'First-line definitive treatment of Wiskott-Aldrich syndrome is hematopoietic stem cell transplantation, with supportive care (immunoglobulin replacement, antibiotic prophylaxis, irradiated platelet transfusions for bleeding and eczema care) until transplant; gene therapy is an alternative in some centers.',
    keyComparisons: [
      {
        with: 'heme-immune-thrombocytopenia',
        difference:
          'Wiskott-Aldrich syndrome causes thrombocytopenia with small platelets (low mean platelet volume) plus eczema and infections in boys, whereas immune thrombocytopenia causes isolated thrombocytopenia with normal-sized or large platelets.',
      },
      {
        with: 'immuno-x-linked-agammaglobulinemia',
        difference:
          'Wiskott-Aldrich syndrome combines thrombocytopenia with small platelets, eczema and combined immunodeficiency, whereas X-linked agammaglobulinemia is an isolated antibody deficiency with normal platelets and absent B cells.',
      },
    ],
    highYield: [
      'The mnemonic WATER summarizes Wiskott-Aldrich syndrome: WASP, thrombocytopenia, eczema and recurrent infections.',
      'Small platelets distinguish Wiskott-Aldrich syndrome from immune thrombocytopenia, in which platelets are normal-sized or large.',
      'X-linked thrombocytopenia is a milder disease caused by different mutations in the same WAS gene as Wiskott-Aldrich syndrome.',
    ],
    icd10: ['D82.0'],
  },
  {
    id: 'immuno-hyper-igm-syndrome',
    title: 'Hyper-IgM syndrome',
    subject: 'Immunology',
    kind: 'condition',
    aliases: [
      'HIGM',
      'hyper IgM',
      'X-linked hyper-IgM syndrome',
      'CD40 ligand deficiency',
      'CD40L deficiency',
      'class switch recombination defect',
    ],
    definition:
      'Hyper-IgM syndrome is a primary immunodeficiency in which B cells cannot switch from IgM to other isotypes, so IgM is normal or high while IgG, IgA and IgE are very low; the most common form is X-linked deficiency of CD40 ligand (CD40L, CD154) on activated CD4 T cells.',
    pathophysiology:
      'In hyper-IgM syndrome, CD40 ligand on helper T cells cannot engage CD40 on B cells, so class switch recombination and germinal center formation fail; because CD40 signaling also activates macrophages and dendritic cells, CD40L deficiency impairs cell-mediated immunity as well, which explains the opportunistic infections.',
    presentation: [
      'Hyper-IgM syndrome presents in infancy (in boys in the common X-linked form) with recurrent bacterial sinopulmonary infections from lack of IgG.',
      'Hyper-IgM syndrome from CD40 ligand deficiency causes opportunistic infections, classically Pneumocystis jirovecii pneumonia, and Cryptosporidium diarrhea that can lead to sclerosing cholangitis and liver disease.',
      'Hyper-IgM syndrome is associated with neutropenia, autoimmune cytopenias and an increased risk of liver and biliary cancers.',
    ],
    bestInitialTest:
      'The best initial test for hyper-IgM syndrome is quantitative serum immunoglobulins, showing normal or raised IgM with very low IgG, IgA and IgE.',
    testOfChoice:
      'X-linked hyper-IgM syndrome is confirmed by flow cytometry showing absent CD40 ligand expression on activated CD4 T cells and by genetic testing; autosomal recessive forms involve CD40 or the class-switching enzyme activation-induced cytidine deaminase (AID).',
    firstLine:
      'First-line management of hyper-IgM syndrome is immunoglobulin replacement plus trimethoprim-sulfamethoxazole prophylaxis against Pneumocystis, boiled or filtered drinking water to prevent Cryptosporidium, and hematopoietic stem cell transplantation, which is curative for CD40 ligand deficiency.',
    keyComparisons: [
      {
        with: 'immuno-x-linked-agammaglobulinemia',
        difference:
          'Hyper-IgM syndrome has normal B-cell numbers with normal or high IgM and opportunistic infections, whereas X-linked agammaglobulinemia has absent B cells, low IgM and mainly bacterial and enteroviral infections.',
      },
    ],
    highYield: [
      'Pneumocystis pneumonia in an infant boy with normal or high IgM and very low IgG suggests X-linked hyper-IgM syndrome.',
      'Germinal centers are absent in lymph nodes in hyper-IgM syndrome from CD40 ligand deficiency.',
    ],
    icd10: ['D80.5'],
  },
  {
    id: 'immuno-leukocyte-adhesion-deficiency',
    title: 'Leukocyte adhesion deficiency',
    subject: 'Immunology',
    kind: 'condition',
    aliases: ['LAD', 'LAD-1', 'LAD type 1', 'CD18 deficiency', 'beta-2 integrin deficiency', 'LFA-1 deficiency'],
    definition:
      'Leukocyte adhesion deficiency type 1 is an autosomal recessive defect of the ITGB2 gene that causes deficiency of CD18, the beta-2 integrin subunit of LFA-1 and Mac-1, so neutrophils cannot adhere firmly to endothelium and migrate into tissues.',
    pathophysiology:
      'In leukocyte adhesion deficiency type 1, neutrophils roll along endothelium normally (a selectin-mediated step) but cannot bind ICAM-1 firmly through LFA-1 and therefore cannot transmigrate, so they accumulate in blood while tissues remain unprotected.',
    presentation: [
      'Leukocyte adhesion deficiency presents in the newborn with delayed separation of the umbilical cord (beyond about 3 weeks) and omphalitis.',
      'Leukocyte adhesion deficiency causes recurrent bacterial skin and mucosal infections without pus formation, with poor wound healing.',
      'Leukocyte adhesion deficiency causes severe gingivitis and periodontitis with early tooth loss.',
      'Leukocyte adhesion deficiency causes a marked neutrophilia even between infections.',
    ],
    bestInitialTest:
      'The best initial test in suspected leukocyte adhesion deficiency is a complete blood count, which shows a markedly raised neutrophil count.',
    testOfChoice:
      'Leukocyte adhesion deficiency type 1 is confirmed by flow cytometry showing absent or reduced CD18 (and the associated CD11 molecules) on leukocytes.',
    firstLine:
      'First-line definitive treatment of severe leukocyte adhesion deficiency type 1 is hematopoietic stem cell transplantation, with prompt antibiotics, antibiotic prophylaxis and dental care as supportive management.',
    keyComparisons: [
      {
        with: 'immuno-chronic-granulomatous-disease',
        difference:
          'Leukocyte adhesion deficiency prevents neutrophils from reaching tissues, causing pus-free infections, delayed cord separation and very high blood neutrophil counts, whereas chronic granulomatous disease prevents neutrophils from killing catalase-positive organisms after they arrive, causing abscesses and granulomas.',
      },
    ],
    highYield: [
      'Delayed separation of the umbilical cord is the classic clue to leukocyte adhesion deficiency.',
      'Infections in leukocyte adhesion deficiency lack pus because neutrophils cannot enter the tissues.',
      'Leukocyte adhesion deficiency type 2 is a defect in fucosylation of selectin ligands (sialyl Lewis X) that also causes the Bombay blood phenotype and intellectual disability.',
    ],
    icd10: ['D71.1', 'D84.0'],
  },
  {
    id: 'immuno-terminal-complement-deficiency',
    title: 'Terminal complement deficiency (C5-C9)',
    subject: 'Immunology',
    kind: 'condition',
    aliases: [
      'C5-C9 deficiency',
      'late complement component deficiency',
      'terminal complement component deficiency',
      'membrane attack complex deficiency',
      'MAC deficiency',
      'complement deficiency',
    ],
    definition:
      'Terminal complement deficiency is an inherited deficiency of C5, C6, C7, C8 or C9 that prevents formation of the membrane attack complex (C5b-9) and predisposes to recurrent invasive Neisseria infections.',
    pathophysiology:
      'In terminal complement deficiency, opsonization by C3b and phagocytosis remain intact, but the membrane attack complex cannot form pores in bacterial membranes, and Neisseria species depend unusually heavily on this lytic killing for their clearance.',
    presentation: [
      'Terminal complement deficiency presents with recurrent or unusual meningococcal disease (meningitis, bacteremia), often in adolescents or young adults and sometimes with uncommon serogroups.',
      'Terminal complement deficiency predisposes to disseminated gonococcal infection.',
      'Meningococcal infections in terminal complement deficiency are often recurrent but tend to have lower mortality than in people with normal complement.',
    ],
    bestInitialTest:
      'The best initial test for terminal complement deficiency is the total hemolytic complement assay (CH50), which is very low or undetectable, with a low alternative pathway assay (AH50) as well.',
    testOfChoice:
      'Terminal complement deficiency is confirmed by measuring individual complement components C5 through C9.',
    firstLine:
      'First-line management of terminal complement deficiency is vaccination with both meningococcal conjugate (MenACWY) and serogroup B (MenB) vaccines with regular boosters, plus rapid antibiotic treatment of suspected infection; some patients also receive antibiotic prophylaxis.',
    keyComparisons: [
      {
        with: 'immuno-hereditary-angioedema',
        difference:
          'Terminal complement deficiency (C5-C9) causes recurrent Neisseria infections, whereas C1 esterase inhibitor deficiency causes recurrent bradykinin-mediated swelling without an infection tendency.',
      },
    ],
    why: [
      {
        question: 'Why does terminal complement deficiency predispose specifically to Neisseria infections?',
        answer:
          'Neisseria species are cleared mainly by membrane attack complex-mediated lysis (serum bactericidal activity), whereas most other bacteria are cleared adequately by C3b opsonization and phagocytosis, which remain intact in terminal complement deficiency.',
      },
    ],
    highYield: [
      'Anyone with a second episode of meningococcal disease, or meningococcal disease with an uncommon serogroup, should be screened for terminal complement deficiency with a CH50.',
      'C5 inhibitors such as eculizumab and ravulizumab create an acquired terminal complement deficiency with a high risk of meningococcal disease, so meningococcal vaccination is required at least 2 weeks before starting them when possible.',
      'Deficiency of early classical complement components (C1q, C2, C4) causes an SLE-like autoimmune disease, whereas C3 deficiency causes severe recurrent pyogenic infections with encapsulated bacteria.',
      'Deficiencies of alternative pathway proteins such as properdin also predispose to Neisseria infections.',
    ],
    icd10: ['D84.1'],
  },
  {
    id: 'immuno-hereditary-angioedema',
    title: 'Hereditary angioedema (C1 esterase inhibitor deficiency)',
    subject: 'Immunology',
    kind: 'condition',
    aliases: [
      'HAE',
      'C1 esterase inhibitor deficiency',
      'C1-INH deficiency',
      'C1 inhibitor deficiency',
      'bradykinin-mediated angioedema',
      'hereditary angioneurotic edema',
    ],
    definition:
      'Hereditary angioedema is an autosomal dominant deficiency (type I) or dysfunction (type II) of C1 esterase inhibitor that leads to excess bradykinin and recurrent attacks of nonpruritic swelling of the skin, gastrointestinal tract and upper airway without urticaria.',
    pathophysiology:
      'C1 esterase inhibitor normally inhibits C1r and C1s of the classical complement pathway, plasma kallikrein and factor XIIa; in hereditary angioedema, unchecked kallikrein generates bradykinin, which increases vascular permeability through B2 receptors, and continuous C1 activation consumes C4.',
    presentation: [
      'Hereditary angioedema causes recurrent attacks of nonpitting, nonpruritic swelling of the face, lips, limbs or genitals, without urticaria, that develop over hours and last about 2 to 5 days.',
      'Hereditary angioedema causes recurrent attacks of severe abdominal pain, nausea and vomiting from bowel wall edema, which can mimic a surgical abdomen.',
      'Laryngeal edema in hereditary angioedema can cause asphyxiation.',
      'Attacks of hereditary angioedema typically begin in childhood or adolescence and are triggered by trauma, dental or surgical procedures, stress, infection, estrogens (oral contraceptives, pregnancy) and ACE inhibitors.',
    ],
    bestInitialTest:
      'The best initial screening test for hereditary angioedema is a serum C4 level, which is low even between attacks in most patients.',
    testOfChoice:
      'Hereditary angioedema is confirmed by a low C1 esterase inhibitor antigen level (type I) or a normal antigen level with low C1 esterase inhibitor function (type II); a normal C1q distinguishes it from acquired C1 inhibitor deficiency, in which C1q is usually low.',
    firstLine:
      'First-line treatment of an acute hereditary angioedema attack is a C1 esterase inhibitor concentrate or icatibant (a bradykinin B2 receptor antagonist), with plasma kallikrein inhibitors as alternatives, and early airway management for laryngeal involvement.',
    management:
      'Options for long-term prophylaxis of hereditary angioedema include lanadelumab (an anti-kallikrein antibody), berotralstat (an oral kallikrein inhibitor) or C1 esterase inhibitor concentrate, and short-term prophylaxis with C1 esterase inhibitor is given before dental or surgical procedures; ACE inhibitors and estrogens should be avoided.',
    keyComparisons: [
      {
        with: 'em-anaphylaxis',
        difference:
          'Hereditary angioedema is bradykinin-mediated swelling without urticaria, pruritus or hypotension and responds poorly or not at all to epinephrine, antihistamines or glucocorticoids, whereas anaphylaxis is mast cell-mediated, often with urticaria, bronchospasm and hypotension, and responds to epinephrine.',
      },
      {
        with: 'immuno-terminal-complement-deficiency',
        difference:
          'Hereditary angioedema is a deficiency of the complement regulator C1 esterase inhibitor causing swelling attacks, whereas terminal complement deficiency is a lack of C5-C9 causing Neisseria infections.',
      },
    ],
    why: [
      {
        question: 'Why do epinephrine, antihistamines and glucocorticoids not work in hereditary angioedema?',
        answer:
          'The swelling in hereditary angioedema is caused by bradykinin rather than by histamine or other mast cell mediators, so drugs aimed at mast cell-mediated allergic reactions have little effect.',
      },
      {
        question: 'Why are ACE inhibitors contraindicated in hereditary angioedema?',
        answer:
          'Angiotensin-converting enzyme (kininase II) degrades bradykinin, so ACE inhibitors raise bradykinin levels and can trigger or worsen attacks of hereditary angioedema.',
      },
      {
        question: 'Why is C4 low in hereditary angioedema?',
        answer:
          'Without C1 esterase inhibitor, C1 is continuously activated and C1s keeps cleaving C4, so C4 is consumed even between attacks of hereditary angioedema.',
      },
    ],
    highYield: [
      'Low C4 with low C1 esterase inhibitor level or function and normal C1q is the laboratory pattern of hereditary angioedema.',
      'ACE inhibitor-induced angioedema is also bradykinin-mediated but has normal complement levels, unlike hereditary angioedema.',
      'Fresh frozen plasma contains C1 esterase inhibitor and has been used for hereditary angioedema attacks when specific therapy is unavailable.',
    ],
    dontMiss:
      'Hoarseness, voice change or difficulty swallowing during a hereditary angioedema attack signals laryngeal edema, which can obstruct the airway and requires immediate specific therapy and airway management.',
    icd10: ['D84.1'],
  },
  {
    id: 'immuno-transplant-rejection',
    title: 'Transplant rejection (hyperacute, acute and chronic)',
    subject: 'Immunology',
    kind: 'condition',
    aliases: [
      'graft rejection',
      'organ rejection',
      'allograft rejection',
      'hyperacute rejection',
      'acute cellular rejection',
      'antibody-mediated rejection',
      'chronic rejection',
      'chronic allograft vasculopathy',
    ],
    definition:
      'Transplant rejection is the recipient immune response against donor alloantigens (ABO and HLA) in a transplanted organ, classified by timing and mechanism as hyperacute (minutes), acute (weeks to months, mostly within the first year) or chronic (months to years).',
    pathophysiology:
      'Transplant rejection occurs when recipient T cells recognize donor HLA molecules directly on donor antigen-presenting cells or as processed peptides on recipient antigen-presenting cells, and when recipient antibodies bind donor HLA or ABO antigens on graft endothelium, activating complement and inflammatory cells.',
    presentation: [
      'Hyperacute transplant rejection occurs within minutes of reperfusion: preformed recipient antibodies against donor ABO or HLA antigens fix complement on graft endothelium, causing thrombosis and ischemic necrosis, so the graft turns mottled and cyanotic (type II hypersensitivity).',
      'Acute cellular transplant rejection occurs weeks to months after transplantation, when recipient CD8 and CD4 T cells attack donor tissue, producing a dense lymphocytic infiltrate (tubulitis in the kidney) and vasculitis (type IV hypersensitivity).',
      'Acute antibody-mediated transplant rejection is caused by donor-specific anti-HLA antibodies and shows capillary inflammation and C4d deposition in peritubular capillaries on kidney biopsy.',
      'Acute transplant rejection is often asymptomatic and detected by graft dysfunction, such as a rising creatinine after kidney transplant, but it can cause fever and graft tenderness.',
      'Chronic transplant rejection develops over months to years and causes vascular intimal thickening and fibrosis: interstitial fibrosis and transplant glomerulopathy in the kidney, cardiac allograft vasculopathy in the heart, bronchiolitis obliterans in the lung and vanishing bile duct syndrome in the liver.',
    ],
    bestInitialTest:
      'The best initial evaluation of suspected kidney transplant rejection is a serum creatinine, calcineurin inhibitor drug levels, donor-specific antibody testing and Doppler ultrasound of the graft to exclude obstruction and vascular problems.',
    testOfChoice:
      'Biopsy of the graft is the test of choice for transplant rejection, distinguishing cellular from antibody-mediated rejection and from calcineurin inhibitor toxicity or infection (Banff classification for kidney grafts).',
    firstLine:
      'First-line treatment of acute cellular transplant rejection is pulse intravenous glucocorticoids (methylprednisolone), with antithymocyte globulin for steroid-resistant rejection; acute antibody-mediated rejection is treated with plasmapheresis and intravenous immunoglobulin, sometimes with rituximab; hyperacute rejection requires removal of the graft.',
    management:
      'Chronic transplant rejection has no effective treatment beyond optimizing immunosuppression and managing graft failure, including retransplantation, which is why prevention of acute rejection and adherence to immunosuppression are central.',
    prevention:
      'Transplant rejection is prevented by ABO compatibility, HLA typing and a negative crossmatch (to detect preformed donor-specific antibodies), induction therapy (basiliximab or antithymocyte globulin), and maintenance immunosuppression, commonly tacrolimus, mycophenolate and prednisone.',
    keyComparisons: [
      {
        with: 'immuno-graft-versus-host-disease',
        difference:
          'Transplant rejection is the recipient immune system attacking the donor graft, whereas graft-versus-host disease is donor T cells attacking the recipient, mainly skin, liver and gut, after hematopoietic stem cell transplantation.',
      },
    ],
    why: [
      {
        question: 'Why is acute transplant rejection often reversible while chronic rejection is not?',
        answer:
          'Acute transplant rejection is active immune inflammation that responds to intensified immunosuppression, whereas chronic rejection consists of established fibrosis and vascular obliteration that immunosuppression cannot undo.',
      },
    ],
    highYield: [
      'Nonadherence to immunosuppressive medication is a leading cause of acute transplant rejection.',
      'Calcineurin inhibitor nephrotoxicity can mimic acute kidney transplant rejection, so a graft biopsy is often needed to tell them apart.',
      'Chronic rejection is the main cause of late graft loss after solid organ transplantation.',
      'Transplant recipients on long-term immunosuppression have an increased risk of CMV infection, EBV-driven post-transplant lymphoproliferative disorder and skin cancer, especially squamous cell carcinoma.',
    ],
    icd10: ['T86.11', 'T86.21', 'T86.41', 'T86.810'],
  },
  {
    id: 'immuno-graft-versus-host-disease',
    title: 'Graft-versus-host disease',
    subject: 'Immunology',
    kind: 'condition',
    aliases: [
      'GVHD',
      'GvHD',
      'graft versus host disease',
      'acute GVHD',
      'chronic GVHD',
      'transfusion-associated GVHD',
      'TA-GVHD',
    ],
    definition:
      'Graft-versus-host disease (GVHD) is an attack by immunocompetent donor T cells on recipient tissues that they recognize as foreign, occurring mainly after allogeneic hematopoietic stem cell transplantation and, rarely, after transfusion of non-irradiated blood or after liver or small bowel transplantation.',
    pathophysiology:
      'In graft-versus-host disease, tissue damage from conditioning chemotherapy or radiation releases inflammatory cytokines that activate recipient antigen-presenting cells, which present host HLA and minor histocompatibility antigens to donor T cells; the activated donor T cells then injure the skin, liver and gastrointestinal tract (a type IV hypersensitivity mechanism).',
    riskFactors: [
      'Risk factors for graft-versus-host disease include HLA mismatch, an unrelated donor, a peripheral blood stem cell graft rather than bone marrow, a female donor for a male recipient, older age and myeloablative conditioning.',
      'Risk factors for transfusion-associated graft-versus-host disease include recipient immunodeficiency (SCID, DiGeorge syndrome, stem cell transplantation, Hodgkin lymphoma, purine analogue chemotherapy such as fludarabine), intrauterine transfusion and directed donation from blood relatives.',
    ],
    presentation: [
      'Acute graft-versus-host disease causes a maculopapular rash that often starts on the palms, soles and ears and can progress to bullae and desquamation.',
      'Acute graft-versus-host disease causes cholestatic liver injury with hyperbilirubinemia and jaundice.',
      'Acute graft-versus-host disease causes profuse watery or bloody diarrhea, abdominal pain, nausea and vomiting.',
      'Chronic graft-versus-host disease resembles autoimmune disease, with sclerodermatous or lichen planus-like skin changes, dry eyes and mouth, oral lichenoid lesions, bronchiolitis obliterans, fasciitis, joint contractures and esophageal strictures.',
      'Transfusion-associated graft-versus-host disease causes fever, rash, diarrhea and liver injury 1 to 2 weeks after transfusion, plus pancytopenia from marrow aplasia, and is usually fatal.',
    ],
    bestInitialTest:
      'Graft-versus-host disease is diagnosed clinically in a transplant recipient with typical skin, liver or gut involvement, supported by biopsy of the skin or gastrointestinal tract showing apoptosis of epithelial cells.',
    firstLine:
      'First-line treatment of moderate to severe acute graft-versus-host disease is systemic glucocorticoids (methylprednisolone or prednisone), with topical glucocorticoids for mild skin-limited disease; ruxolitinib is used for steroid-refractory acute and chronic GVHD.',
    prevention:
      'Graft-versus-host disease is prevented after stem cell transplantation with a calcineurin inhibitor plus methotrexate or with post-transplant cyclophosphamide, and transfusion-associated GVHD is prevented by irradiating cellular blood products for at-risk recipients (leukoreduction alone does not prevent it).',
    keyComparisons: [
      {
        with: 'immuno-transplant-rejection',
        difference:
          'Graft-versus-host disease is donor immune cells attacking the host, typically after stem cell transplantation, whereas transplant rejection is the host immune system attacking a donor organ.',
      },
    ],
    why: [
      {
        question: 'Why does transfusion-associated graft-versus-host disease cause marrow aplasia while GVHD after stem cell transplant does not?',
        answer:
          'In transfusion-associated graft-versus-host disease, the recipient marrow is still the host\'s own tissue, so donor T cells destroy it, whereas after stem cell transplantation the marrow is of donor origin and is not attacked.',
      },
    ],
    highYield: [
      'The same donor T cells that cause graft-versus-host disease also produce a beneficial graft-versus-leukemia effect after allogeneic stem cell transplantation.',
      'Irradiation of blood products, not leukoreduction, prevents transfusion-associated graft-versus-host disease.',
      'Acute and chronic graft-versus-host disease are distinguished by clinical features rather than strictly by whether they occur before or after day 100.',
    ],
    icd10: ['D89.810', 'D89.811', 'D89.812', 'D89.813'],
  },
  {
    id: 'immuno-vaccine-types',
    title: 'Vaccine types (live attenuated, inactivated, subunit, conjugate, toxoid, mRNA)',
    subject: 'Immunology',
    kind: 'concept',
    aliases: [
      'vaccines',
      'immunization',
      'live attenuated vaccine',
      'live vaccine',
      'inactivated vaccine',
      'killed vaccine',
      'subunit vaccine',
      'conjugate vaccine',
      'toxoid vaccine',
      'mRNA vaccine',
      'live vaccine contraindications',
    ],
    definition:
      'Vaccines induce protective adaptive immunity by exposing the immune system to antigen without causing disease; the main vaccine types are live attenuated, inactivated (killed), subunit or recombinant, polysaccharide and conjugate, toxoid and mRNA vaccines, which differ in the immune response they produce and in who can safely receive them.',
    highYield: [
      'Live attenuated vaccines contain weakened organisms that replicate in the host, inducing strong, long-lasting humoral and cellular (including CD8 T-cell) immunity, often after one or two doses, but they can cause disease in immunocompromised people.',
      'Live attenuated vaccines used in the United States include MMR, varicella, rotavirus, intranasal influenza (LAIV), yellow fever, oral typhoid (Ty21a), oral cholera, BCG and the ACAM2000 smallpox vaccine; oral polio vaccine is also live but is no longer used in the United States.',
      'Inactivated (killed) vaccines contain whole organisms that cannot replicate, induce mainly humoral immunity, usually need boosters and are safe in immunocompromised patients; examples are inactivated polio (Salk), hepatitis A, rabies and injectable influenza vaccines.',
      'Subunit and recombinant vaccines contain purified antigens, such as hepatitis B surface antigen, HPV virus-like particles, acellular pertussis antigens, the glycoprotein E in recombinant zoster vaccine (Shingrix) and RSV prefusion F protein, and they are safe in immunocompromised patients.',
      'Conjugate vaccines link a bacterial capsular polysaccharide to a carrier protein (such as diphtheria or tetanus toxoid) to convert a T-independent response into a T-dependent one, giving immunologic memory and protection in infants under 2 years; examples are Haemophilus influenzae type b, pneumococcal conjugate and meningococcal conjugate vaccines.',
      'Pure polysaccharide vaccines such as the 23-valent pneumococcal polysaccharide vaccine induce T-independent responses without memory and work poorly in children under 2 years.',
      'Toxoid vaccines contain inactivated bacterial toxins and induce neutralizing antitoxin antibodies; examples are tetanus and diphtheria toxoids.',
      'Messenger RNA (mRNA) vaccines deliver mRNA in lipid nanoparticles that host cells translate into the target antigen, such as the SARS-CoV-2 spike protein; they are not live, and a rare adverse effect is myocarditis, mostly in young males.',
      'Live vaccines are generally contraindicated in pregnancy (yellow fever vaccine is a precaution if exposure is unavoidable) and in severe immunodeficiency, including SCID and other severe primary T-cell defects, HIV with a CD4 count below 200 cells/microL, active chemotherapy for malignancy, recent hematopoietic stem cell transplant and solid organ transplant recipients on immunosuppression.',
      'Live vaccines are contraindicated during high-dose glucocorticoid therapy (prednisone 20 mg/day or more for 14 days or longer) and during treatment with other significant immunosuppressants such as TNF inhibitors.',
      'People with HIV and a CD4 count of 200 cells/microL or more (15% or more in young children) may receive the live MMR and varicella vaccines.',
      'Household contacts of immunocompromised people can and should receive MMR, varicella and rotavirus vaccines, with hand hygiene after diaper changes following rotavirus vaccination.',
      'Two injectable or intranasal live vaccines not given on the same day should be separated by at least 4 weeks.',
      'Women should avoid pregnancy for 1 month after receiving a live vaccine such as MMR or varicella.',
      'Egg allergy is no longer a contraindication to influenza vaccination.',
      'Patients with chronic granulomatous disease should not receive live bacterial vaccines (BCG, oral typhoid), and patients with X-linked agammaglobulinemia should not receive oral polio vaccine.',
    ],
    keyComparisons: [
      {
        with: 'immuno-immunoglobulin-isotypes',
        difference:
          'Vaccines produce active immunity by making the recipient form antibodies and memory cells, whereas giving immunoglobulin (such as rabies or hepatitis B immune globulin) provides immediate but temporary passive immunity.',
      },
    ],
    why: [
      {
        question: 'Why do conjugate vaccines work in infants when polysaccharide vaccines do not?',
        answer:
          'Polysaccharide antigens activate B cells without T-cell help, a response that is weak in children under 2 years and produces no memory; linking the polysaccharide to a protein carrier lets CD4 T cells help the B cells, producing class switching, affinity maturation and memory.',
      },
      {
        question: 'Why are live vaccines dangerous in immunocompromised patients?',
        answer:
          'Live attenuated vaccine organisms still replicate, and without adequate T-cell or antibody immunity they can spread and cause disease, such as disseminated BCG in SCID (T-cell defect) or vaccine-associated paralytic polio in agammaglobulinemia (antibody defect).',
      },
      {
        question: 'Why do live vaccines generate stronger cellular immunity than inactivated vaccines?',
        answer:
          'Live vaccine organisms replicate inside host cells, so their antigens are presented on MHC class I and activate CD8 cytotoxic T cells, whereas inactivated vaccines are taken up as exogenous antigens and presented mainly on MHC class II.',
      },
    ],
  },
  {
    id: 'immuno-immunoglobulin-isotypes',
    title: 'Immunoglobulin isotypes (IgG, IgA, IgM, IgE, IgD)',
    subject: 'Immunology',
    kind: 'concept',
    aliases: [
      'antibody isotypes',
      'antibody classes',
      'immunoglobulin classes',
      'IgG',
      'IgA',
      'IgM',
      'IgE',
      'IgD',
      'class switching',
    ],
    definition:
      'Immunoglobulins (antibodies) are Y-shaped glycoproteins made of two heavy and two light chains; the Fab region binds antigen, and the heavy-chain constant region (gamma, alpha, mu, epsilon or delta) defines the isotype (IgG, IgA, IgM, IgE or IgD) and its effector functions through the Fc region.',
    highYield: [
      'IgG is the most abundant immunoglobulin in serum and the main antibody of the secondary (memory) response; it opsonizes, activates the classical complement pathway, neutralizes toxins and viruses, and mediates antibody-dependent cellular cytotoxicity.',
      'IgG is the only immunoglobulin that crosses the placenta, transported by the neonatal Fc receptor, giving newborns passive immunity for the first months of life.',
      'IgM is the first immunoglobulin made in a primary immune response, circulates as a pentamer joined by a J chain, is the most efficient activator of complement, and does not cross the placenta.',
      'IgM and IgD are present as monomers on the surface of mature naive B cells, where they serve as B-cell antigen receptors.',
      'An elevated IgM specific to a pathogen indicates recent or acute infection, and pathogen-specific IgM in a newborn indicates congenital infection because maternal IgM does not cross the placenta.',
      'IgA is the immunoglobulin produced in the largest amount overall and protects mucosal surfaces; it is secreted as a dimer joined by a J chain and carries a secretory component acquired during transport across epithelium by the polymeric immunoglobulin receptor.',
      'IgA is present in breast milk, tears, saliva and gut and respiratory secretions, and breast milk IgA protects the infant\'s gut.',
      'IgE has the lowest serum concentration of the immunoglobulins, binds high-affinity Fc-epsilon receptors on mast cells and basophils to mediate type I hypersensitivity, and helps defend against helminths with eosinophils.',
      'Class switching from IgM to other isotypes requires CD40 ligand on helper T cells binding CD40 on B cells, cytokines such as IL-4 (favoring IgE) and TGF-beta (favoring IgA), and the enzyme activation-induced cytidine deaminase.',
      'Infants have a physiologic trough of immunoglobulin at about 3 to 6 months of age, when maternal IgG has declined and their own production is still low.',
      'IgG and the complement fragment C3b are the main opsonins that promote phagocytosis.',
      'IgG has four subclasses, and IgG4 is notable for poor complement activation and for its role in IgG4-related disease.',
    ],
    why: [
      {
        question: 'Why is IgM the most efficient activator of complement?',
        answer:
          'C1q must bind at least two antibody Fc regions close together to start the classical pathway, and a single pentameric IgM bound to an antigen surface provides several Fc regions at once, whereas IgG needs two molecules bound near each other.',
      },
      {
        question: 'Why does only IgG cross the placenta?',
        answer:
          'The neonatal Fc receptor (FcRn) on placental syncytiotrophoblast cells binds the Fc region of IgG specifically and transports it across the placenta, and no comparable transport exists for IgM, IgA or IgE.',
      },
    ],
  },
  {
    id: 'immuno-hla-associations',
    title: 'HLA associations with disease and drug reactions',
    subject: 'Immunology',
    kind: 'concept',
    aliases: [
      'HLA',
      'human leukocyte antigen',
      'MHC associations',
      'HLA-B27',
      'HLA-DR3',
      'HLA-DR4',
      'HLA-B51',
      'HLA-DQ2',
      'HLA-DQ8',
      'HLA-B*57:01',
      'HLA-B*15:02',
      'HLA-B*58:01',
    ],
    definition:
      'Human leukocyte antigen (HLA) genes on chromosome 6 encode the MHC class I molecules (HLA-A, -B and -C, which present peptides to CD8 T cells) and class II molecules (HLA-DR, -DP and -DQ, which present peptides to CD4 T cells), and particular HLA alleles raise the risk of specific autoimmune diseases and severe drug hypersensitivity reactions.',
    highYield: [
      'HLA-B27 is associated with the seronegative spondyloarthropathies, ankylosing spondylitis, reactive arthritis, psoriatic arthritis and inflammatory bowel disease-associated arthritis, and with acute anterior uveitis.',
      'HLA-B27 is present in most patients with ankylosing spondylitis but also in a minority of healthy people, so it supports but does not establish the diagnosis.',
      'HLA-DR3 is associated with type 1 diabetes, systemic lupus erythematosus, Graves disease, Hashimoto thyroiditis and autoimmune Addison disease.',
      'HLA-DR4 is associated with rheumatoid arthritis (the "shared epitope" of HLA-DRB1), type 1 diabetes and pemphigus vulgaris.',
      'HLA-DQ2 and HLA-DQ8 are associated with celiac disease and type 1 diabetes, and the absence of both essentially rules out celiac disease.',
      'HLA-B51 is associated with Behcet disease.',
      'HLA-B*57:01 is associated with abacavir hypersensitivity, so patients must be tested before abacavir is prescribed and must not receive it if positive.',
      'HLA-B*15:02 is associated with carbamazepine-induced Stevens-Johnson syndrome and toxic epidermal necrolysis, so testing is recommended before carbamazepine in patients of Asian ancestry, particularly Han Chinese and Southeast Asian.',
      'HLA-B*58:01 is associated with severe cutaneous reactions to allopurinol, and testing before allopurinol is recommended for patients of Han Chinese, Korean or Thai descent and for African American patients.',
      'HLA-DR2 (DR15) is associated with multiple sclerosis and anti-GBM disease (Goodpasture syndrome), and HLA-DQB1*06:02 with narcolepsy.',
      'HLA-C*06:02 (HLA-Cw6) is the main HLA risk allele for psoriasis.',
      'HLA-A3 is the classic HLA association of hereditary hemochromatosis, although the disease is caused by mutations in the nearby HFE gene.',
      'MHC class I molecules are expressed on all nucleated cells (not red blood cells), pair with beta-2 microglobulin and present endogenous peptides, whereas MHC class II molecules are expressed on antigen-presenting cells and present exogenous peptides.',
    ],
    why: [
      {
        question: 'Why does HLA-B*57:01 cause abacavir hypersensitivity?',
        answer:
          'Abacavir binds inside the peptide-binding groove of HLA-B*57:01 and changes which self-peptides it presents, so CD8 T cells recognize these self-peptides as foreign and mount a systemic hypersensitivity reaction with fever, rash and gastrointestinal and respiratory symptoms.',
      },
      {
        question: 'Why are HLA-DQ2 and HLA-DQ8 required for celiac disease?',
        answer:
          'HLA-DQ2 and HLA-DQ8 bind gluten peptides that have been deamidated by tissue transglutaminase with high affinity and present them to gluten-specific CD4 T cells, which drive the intestinal inflammation of celiac disease.',
      },
    ],
  },
];
