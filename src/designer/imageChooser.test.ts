import { describe, expect, it } from 'vitest';
import { imageProblem } from './imageChooser.ts';

describe('image chooser limits', () => {
  it('accepts jpeg, png and gif up to 1 MB', () => {
    expect(imageProblem({ type: 'image/png', size: 1024 * 1024 })).toBeUndefined();
    expect(imageProblem({ type: 'image/jpeg', size: 10 })).toBeUndefined();
    expect(imageProblem({ type: 'image/gif', size: 10 })).toBeUndefined();
  });
  it('refuses other types and larger files with the specification messages', () => {
    expect(imageProblem({ type: 'image/svg+xml', size: 10 })).toBe('不支持的文件类型，请更换文件后重新上传');
    expect(imageProblem({ type: 'image/png', size: 1024 * 1024 + 1 })).toBe('文件大小不能超过1MB，请更换文件后重新上传');
  });
});
