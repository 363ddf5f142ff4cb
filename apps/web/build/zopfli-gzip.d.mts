export function zopfliGzip(input: string | ArrayBufferView | ArrayBuffer): Promise<Buffer>;
