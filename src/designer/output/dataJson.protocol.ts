/** The data worker's messages: text in, the checked data or its problem out, matched by id. */
import type { CheckedData } from './dataCheck.ts';

export interface DataJsonRequest {
  id: number;
  text: string;
}

export interface DataJsonReply {
  id: number;
  result: CheckedData;
}
