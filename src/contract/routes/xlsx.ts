/** The raw answer of every Excel export route. */
export const XLSX = { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', description: 'An .xlsx workbook of the filtered list' } as const;
