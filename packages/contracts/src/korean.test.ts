import { describe, expect, it } from 'vitest';
import { particle, withParticle } from './korean.js';

describe('Korean particles', () => {
  it('follows the final consonant of a Hangul word', () => {
    expect(withParticle('제안서', '을/를')).toBe('제안서를');
    expect(withParticle('시공사 선택', '을/를')).toBe('시공사 선택을');
    expect(withParticle('햇빛에너지', '이/가')).toBe('햇빛에너지가');
    expect(withParticle('(주)가야햇빛건설', '이/가')).toBe('(주)가야햇빛건설이');
    expect(withParticle('매칭', '은/는')).toBe('매칭은');
    expect(withParticle('시공사', '은/는')).toBe('시공사는');
    expect(withParticle('고객센터', '과/와')).toBe('고객센터와');
    expect(withParticle('기간', '이에요/예요')).toBe('기간이에요');
  });

  it('takes 로 after a vowel and after ㄹ, 으로 after any other final consonant', () => {
    expect(withParticle('지붕', '으로/로')).toBe('지붕으로');
    expect(withParticle('(363평)', '으로/로')).toBe('(363평)으로');
    expect(withParticle('서울', '으로/로')).toBe('서울로');
    expect(withParticle('고객센터', '으로/로')).toBe('고객센터로');
  });

  it('reads numbers aloud: the last digit, or the last place unit of a round number', () => {
    expect(withParticle('인증번호 722293', '을/를')).toBe('인증번호 722293을'); // 삼
    expect(withParticle('인증번호 100412', '을/를')).toBe('인증번호 100412를'); // 이
    expect(particle('5', '을/를')).toBe('를'); // 오
    expect(particle('6', '이/가')).toBe('이'); // 육
    expect(particle('1', '으로/로')).toBe('로'); // 일
    expect(particle('7', '으로/로')).toBe('로'); // 칠
    expect(particle('3', '으로/로')).toBe('으로'); // 삼
    expect(particle('0', '은/는')).toBe('은'); // 영
    expect(particle('20', '을/를')).toBe('을'); // 이십
    expect(particle('3,000', '을/를')).toBe('을'); // 삼천
    expect(particle('10000', '이/가')).toBe('이'); // 만
    expect(particle('1000000000000', '이/가')).toBe('가'); // 조
    expect(particle('1.5', '을/를')).toBe('를'); // 일 점 오
    expect(particle('2.1', '으로/로')).toBe('로'); // 이 점 일
  });

  it('reads units and Latin letters as they are said', () => {
    expect(withParticle('380.16kW', '으로/로')).toBe('380.16kW로'); // 킬로와트
    expect(withParticle('3,103.71㎡', '을/를')).toBe('3,103.71㎡를'); // 제곱미터
    expect(withParticle('100m', '으로/로')).toBe('100m로'); // 미터
    expect(withParticle('19%', '이/가')).toBe('19%가'); // 퍼센트
    expect(withParticle('PDF', '을/를')).toBe('PDF를'); // 에프
    expect(withParticle('SMS', '을/를')).toBe('SMS를'); // 에스
    expect(withParticle('REC', '을/를')).toBe('REC를'); // 씨
    expect(particle('URL', '이/가')).toBe('이'); // 엘
    expect(particle('URL', '으로/로')).toBe('로'); // 엘
  });

  it('looks past closing brackets and quotes', () => {
    expect(withParticle("'남사리 210'", '을/를')).toBe("'남사리 210'을"); // 이백십
    expect(withParticle('「태양광 조례」', '이/가')).toBe('「태양광 조례」가');
  });
});
