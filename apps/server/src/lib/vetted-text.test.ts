import { describe, expect, it } from 'vitest';
import {
  PHONE_HIDDEN_MARK,
  threadText,
  parcelAddress,
  parcelArea,
  parcelRegion,
  plainPhone,
  parcelReviewRegion,
  plainName,
  withoutLinks,
} from './vetted-text.js';

const SANCHEONG = '4886037028102100000';
const JEJU = '5011031030124560000';
const SEOUL = '1168010100101230004';
const GANGWON = '5111035021200120000';

describe('parcel areas from the pnu', () => {
  it('cuts the lot number and a 리, keeping the 읍면동', () => {
    expect(parcelArea(SANCHEONG, '경상남도 산청군 단성면 남사리 210')).toBe(
      '경상남도 산청군 단성면',
    );
    expect(parcelArea(JEJU, '제주특별자치도 제주시 한경면 저지리 2456')).toBe(
      '제주특별자치도 제주시 한경면',
    );
    expect(parcelArea(SEOUL, '서울특별시 강남구 역삼동 123-4')).toBe('서울특별시 강남구 역삼동');
    expect(parcelArea(GANGWON, '강원특별자치도 춘천시 동산면 산 12')).toBe(
      '강원특별자치도 춘천시 동산면',
    );
    expect(parcelRegion(SANCHEONG, '경상남도 산청군 단성면 남사리 210')).toBe('경남 산청군 단성면');
    expect(parcelReviewRegion(SANCHEONG, '경상남도 산청군 단성면 남사리 210')).toBe('경남 산청군');
    expect(parcelAddress(GANGWON, '강원특별자치도 춘천시 동산면 산 12')).toBe(
      '강원특별자치도 춘천시 동산면 산 12',
    );
  });

  it('keeps nothing typed beside the administrative names: no link, no line, no other 시도', () => {
    const typed = '경상남도 산청군 단성면 남사리 210 https://phish.example/pay 지금 결제';
    expect(parcelAddress(SANCHEONG, typed)).toBe('경상남도 산청군 단성면 남사리 210');
    expect(parcelRegion(SANCHEONG, '경상남도 산청군\n무료상담.kr 단성면')).toBe('경남 산청군');
    expect(parcelRegion(SANCHEONG, 'www.phish.example 산청군')).toBe('경남');
    // The pnu decides the 시도: an address naming another one keeps only the pnu's.
    expect(parcelRegion(SANCHEONG, '서울특별시 강남구 역삼동 1')).toBe('경남');
    expect(parcelReviewRegion(SANCHEONG, 'bit.ly/x')).toBe('경남');
  });
});

describe('names in platform messages', () => {
  it('drops line breaks, links and control characters and caps the length', () => {
    expect(plainName('새빛솔라\n[긴급] https://evil.example/x 입금 확인')).toBe(
      '새빛솔라 [긴급] 입금 확인',
    );
    expect(plainName('햇빛에너지 www.evil.example')).toBe('햇빛에너지');
    expect(plainName('햇빛 evil . example 상담')).toBe('햇빛 상담');
    expect(plainName('햇빛\u202e솔라')).toBe('햇빛 솔라');
    expect(plainName('가'.repeat(100))).toHaveLength(40);
    expect(plainName('(주)태양광 시공 2.5MW')).toBe('(주)태양광 시공 2.5MW');
  });
});

describe('withoutLinks: the one link filter of platform texts (issue 34, item 6)', () => {
  it('drops domains in Korean script, Korean top-level domains and bare IP addresses', () => {
    expect(plainName('햇빛매칭고객센터.kr 환불안내')).toBe('환불안내');
    expect(plainName('햇빛매칭고객센터。kr 환불안내')).toBe('환불안내');
    expect(plainName('상담은 햇빛매칭.한국 으로')).toBe('상담은 으로');
    expect(plainName('입금 203.0.113.7:8080/pay 확인')).toBe('입금 확인');
    expect(plainName('문의 tel:010-1234-5678 환영')).toBe('문의 환영');
    expect(plainName('ＷＷＷ．ＥＶＩＬ．ＥＸＡＭＰＬＥ 햇빛')).toBe('햇빛');
  });

  it('keeps numbers, abbreviations and company names that are not links', () => {
    for (const name of [
      '(주)태양광 시공 2.5MW',
      '한빛전기 3.5kW',
      'A.B 전기',
      '(주)햇빛, Co., 솔라',
    ]) {
      expect(withoutLinks(name)).toBe(name);
    }
  });

  it('checks any text in time linear in its length', () => {
    // The old pattern backtracked over long dotted chains; the scan reads each character once.
    const chain = 'a.'.repeat(100_000);
    expect(withoutLinks(`${chain}1`).trim()).toBe(`${chain}1`.trim());
    expect(withoutLinks('x'.repeat(200_000))).toHaveLength(200_000);
  });
});

describe('plainPhone', () => {
  it('keeps only the digits and dashes of a phone number', () => {
    expect(plainPhone('010-1234-5678')).toBe('010-1234-5678');
    expect(plainPhone('010 1234\n5678 https://x.kr')).toBe('01012345678');
  });
});

describe('threadText', () => {
  it('takes out Korean phone numbers however they are typed, and marks it', () => {
    for (const phone of [
      '010-1234-5678',
      '01012345678',
      '010 1234 5678',
      '010.1234.5678',
      '+82 10 1234 5678',
      '+821012345678',
      '02-123-4567',
      '(031) 1234-5678',
      '070-1234-5678',
    ]) {
      const delivered = threadText(`연락 주세요 ${phone} 감사합니다`);
      expect(delivered, phone).toEqual({
        body: `연락 주세요 ${PHONE_HIDDEN_MARK} 감사합니다`,
        linkRemoved: false,
        contactHidden: true,
      });
    }
  });

  it('keeps amounts, sizes, dates and times', () => {
    for (const text of [
      '총 1억 2,000만원, 99 kW 기준입니다.',
      '12월 3일 14:00 또는 2026-12-05 10:30에 방문 가능합니다.',
      '모듈 590W 168장, 25년 보증',
    ]) {
      expect(threadText(text)).toEqual({ body: text, linkRemoved: false, contactHidden: false });
    }
  });

  it('takes out links and control characters, keeps line breaks', () => {
    expect(threadText('안녕하세요\r\n자료는 www.example.com 참고\u0007\n\n\n\n감사합니다')).toEqual(
      {
        body: '안녕하세요\n자료는 참고\n\n감사합니다',
        linkRemoved: true,
        contactHidden: false,
      },
    );
  });
});
