// The search indexes over our content, built once per process on first use (about 0.3 s).
import { defaultLibraryContent, type LibraryEntry, type LibraryKind, libraryDocuments } from './corpus';
import { icdSynonymEntries } from './icd-adapter';
import { Retriever } from './retriever';
import { BUILT_IN_SYNONYMS, buildSynonymTable } from './synonyms';

export interface Library {
  /** Notes, practice explanations and the FAQ: the AI Chat's sources. */
  medical: Retriever;
  /** The FAQ only: the support assistant's sources. */
  support: Retriever;
  find(kind: LibraryKind, id: string): LibraryEntry | undefined;
}

let library: Library | null = null;

export function getLibrary(): Library {
  if (library) return library;
  const docs = libraryDocuments(defaultLibraryContent());
  const synonyms = buildSynonymTable(BUILT_IN_SYNONYMS, icdSynonymEntries());
  const byKey = new Map(docs.medical.map((doc) => [doc.key, doc.payload]));
  library = {
    medical: new Retriever(docs.medical, synonyms),
    support: new Retriever(docs.support, synonyms),
    find: (kind, id) => byKey.get(`${kind}:${id}`),
  };
  return library;
}
