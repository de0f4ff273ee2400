import { describe, expect, it } from 'vitest';
import { resultSchema, schemaText } from './page.ts';

const components = { 'def-0': { title: 'MenuNode', type: 'object' } };

describe('schemaText', () => {
  it('writes objects with optional and nullable fields, limits and named shapes', () => {
    const schema = {
      type: 'object',
      required: ['id', 'children'],
      properties: {
        id: { type: 'string', maxLength: 64 },
        note: { type: 'string', nullable: true },
        children: { type: 'array', items: { $ref: '#/components/schemas/def-0' } },
        rows: { type: 'array', items: { type: 'object', required: ['a'], properties: { a: { type: 'integer', minimum: 1 } } } },
      },
    };
    expect(schemaText(schema, components)).toBe(
      '{\n  id: string (max 64 chars)\n  note?: string | null\n  children: MenuNode[]\n  rows?: {\n    a: integer (≥ 1)\n  }[]\n}',
    );
  });

  it('writes unions, literals, null and free-form values', () => {
    expect(schemaText({ anyOf: [{ type: 'number' }, { type: 'string' }] }, {})).toBe('number | string');
    expect(schemaText({ type: 'array', items: { enum: ['1', '0'] } }, {})).toBe('Array<"1" | "0">');
    expect(schemaText({ type: 'object', nullable: true, enum: [null] }, {})).toBe('null');
    expect(schemaText({}, {})).toBe('any');
    expect(schemaText({ type: 'object', additionalProperties: {} }, {})).toBe('{\n  [key: string]: any\n}');
  });

  it('finds the result inside the envelope, and nothing in a raw answer', () => {
    const envelope = { properties: { success: { type: 'boolean' }, result: { type: 'string' } } };
    expect(resultSchema({ responses: { 200: { content: { 'application/json': { schema: envelope } } } } })).toEqual({ type: 'string' });
    expect(resultSchema({ responses: { 200: { description: 'An HTML page', content: { 'text/html': { schema: {} } } } } })).toBeUndefined();
  });
});
