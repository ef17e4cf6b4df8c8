// Valid interface-A document bodies (part 2.1): any subset of the three optional fields, or the forced ones.
import fc from 'fast-check';
import { base64Contents } from './base64Contents.ts';
import { fileName } from './fileName.ts';
import { metaDataList, type MetaDataItem, type MetaDataListOptions } from './metaDataList.ts';

export interface DocumentBody {
  fileName?: string;
  base64EncodedContents?: string;
  metaData?: MetaDataItem[];
}

export type DocumentField = keyof DocumentBody;
export const DOCUMENT_FIELDS: readonly DocumentField[] = ['fileName', 'base64EncodedContents', 'metaData'];

export interface DocumentBodyOptions {
  /** Fields present in every body (`'all'` for the three); the others come and go. */
  force?: readonly DocumentField[] | 'all';
  minBytes?: number;
  /** Decoded size of the contents; default 4 KiB. */
  maxBytes?: number;
  /** With `include`, metaData is always present. */
  metaData?: MetaDataListOptions;
}

export function documentBody(options: DocumentBodyOptions = {}): fc.Arbitrary<DocumentBody> {
  const forced = options.force === 'all' ? DOCUMENT_FIELDS : (options.force ?? []);
  // Pairs asked for (a material link) are pointless if the list may be left out.
  const force = options.metaData?.include?.length ? [...new Set([...forced, 'metaData' as const])] : forced;
  return fc.record(
    {
      fileName: fileName(),
      base64EncodedContents: base64Contents({ minBytes: options.minBytes, maxBytes: options.maxBytes }).map(
        (c) => c.base64,
      ),
      metaData: metaDataList(options.metaData),
    },
    { requiredKeys: [...force], noNullPrototype: true },
  );
}
