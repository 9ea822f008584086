// Codes clinicians and students look up most often (common diagnoses in primary care, the
// emergency department and inpatient medicine). Among descriptions that match a search
// equally well, these come first: "diabetes" shows E11.9 before Diabetes insipidus.
// Every entry must be a billable code of the loaded release (checked by the ICD tests).
export const ICD_COMMON_CODES: readonly string[] = [
  // Cardiovascular and metabolic
  'I10', 'E11.9', 'E11.65', 'E11.22', 'E11.40', 'E10.9', 'E78.5', 'E78.2', 'E78.00', 'E66.9', 'E66.01', 'E55.9', 'E03.9',
  'E05.90', 'E28.2', 'E87.1', 'I25.10', 'I48.91', 'I50.9', 'I21.9', 'I63.9', 'G45.9', 'I26.99', 'I82.409', 'I47.10', 'I95.9',
  'R73.03', 'R73.9',
  // Respiratory and infections
  'J06.9', 'J02.9', 'J01.90', 'J00', 'J20.9', 'J18.9', 'J44.9', 'J45.909', 'J45.20', 'J30.9', 'J11.1', 'J96.01', 'U07.1',
  'A41.9', 'B34.9', 'B20', 'B18.2', 'B18.1', 'A04.72', 'N39.0', 'L03.90', 'L03.115',
  // Digestive, renal and genitourinary
  'K21.9', 'K59.00', 'K58.9', 'K50.90', 'K51.90', 'K80.20', 'K57.92', 'K35.80', 'N18.30', 'N18.9', 'N17.9', 'N20.0',
  'N20.9', 'N40.0',
  // Symptoms and signs
  'R05.9', 'R10.9', 'R51.9', 'R07.9', 'R07.89', 'R53.83', 'R50.9', 'R11.2', 'R42', 'R55', 'R06.02', 'R06.00',
  // Mental health and neurology
  'F32.A', 'F32.9', 'F33.1', 'F41.1', 'F41.9', 'F90.9', 'F84.0', 'F43.10', 'F17.210', 'F10.20', 'F03.90', 'G30.1',
  'G47.33', 'G47.00', 'G43.909', 'G35.D',
  // Musculoskeletal, skin, eye and ear
  'M54.50', 'M54.2', 'M19.90', 'M06.9', 'M81.0', 'M32.9', 'M25.561', 'M79.604', 'L40.9', 'L20.9', 'H10.9', 'H66.90',
  'H52.13', 'H40.1190',
  // Blood, encounters and status
  'D64.9', 'D50.9', 'D69.6', 'Z00.00', 'Z00.01', 'Z00.129', 'Z23', 'Z34.90', 'Z30.09', 'O80', 'Z79.4', 'Z79.01', 'Z87.891',
  // Injuries
  'S09.90XA', 'S62.90XA', 'T14.8XXA',
];
