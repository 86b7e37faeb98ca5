import { randomBytes } from 'node:crypto';
import {
  PARTNER_ONBOARDING_TEXTS,
  type PartnerResetBody,
  type PartnerResetChannel,
  type LeadAlertMode,
  missingProfileFields,
  type PartnerAccountStatus,
  type PartnerAlertSettings,
  type PartnerMe,
  type PartnerProfile,
  type PartnerProfileBody,
  type PartnerSignupBody,
  type ServiceRegionCode,
} from '@haetbit/contracts';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword, UNKNOWN_ACCOUNT_HASH, verifyPassword } from '../../lib/password.js';
import { type PartnerAccountRow } from './repo.js';
import { logoTypeOf, svgToPng } from '../files/service.js';
import { checkNewPassword } from '../../lib/password-policy.js';
import { SmsSendError } from '../../providers/sms/port.js';
import { createDocumentsRepo } from './documents-repo.js';
import { documentOut } from './documents.js';
import {
  PARTNER_SESSION_TTL_MS,
  partnerError,
  hashSessionToken,
  principalOf,
  type PartnerContext,
  type PartnerPrincipal,
  type UploadedFile,
} from './context.js';

/** The contractor's account: signing up and in, its session, profile, logo and alert settings. */
export function createContractorAccount(ctx: PartnerContext) {
  const { repo, requireApproved, regionsOf, deps } = ctx;
  const documents = createDocumentsRepo(deps.db);
  return {
    /**
     * A new account waiting for approval: the consents in force (stored with their versions and
     * time), and the phone checked by the code texted to it, used up in the signup's transaction.
     */
    async signup(body: PartnerSignupBody): Promise<{ id: number; status: PartnerAccountStatus }> {
      checkNewPassword(body.password, { role: 'contractor', userId: body.userId });
      if (await repo.existsUserId(body.userId)) throw partnerError('PARTNER_USER_ID_TAKEN');
      if (await repo.existsBusinessNumber(body.businessNumber)) {
        throw partnerError('PARTNER_BUSINESS_NUMBER_TAKEN');
      }
      await deps.sms.checkPartnerSignup(body.phone, body.smsAuthNumber);
      const passwordHash = await hashPassword(body.password);
      const now = deps.clock.now();
      try {
        return await deps.db.transaction(async (tx) => {
          await deps.sms.consumePartnerSignup(body.phone, tx);
          const contractorId = await deps.contractors.createForSignup(body.comName, tx);
          const account = await repo.insertAccount(
            {
              userId: body.userId,
              passwordHash,
              status: 'pending',
              contractorId,
              businessNumber: body.businessNumber,
              licenceNumber: body.licenceNumber,
              representative: body.representative,
              phone: body.phone,
              email: body.email,
              phoneVerifiedAt: now,
              privacyConsentVersion: body.consents.privacyVersion,
              termsConsentVersion: body.consents.termsVersion,
              consentedAt: now,
              createdAt: now,
            },
            tx,
          );
          // A concurrent signup took the id or the number between the checks and the insert.
          if (!account) throw partnerError('PARTNER_USER_ID_TAKEN');
          return { id: account.id, status: 'pending' as const };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw partnerError('PARTNER_USER_ID_TAKEN');
        throw error;
      }
    },

    /** Texts a code to the phone a contractor signs up with. */
    sendSignupCode(phone: string, clientAddress: string) {
      return deps.sms.sendPartnerSignup(phone, clientAddress);
    },

    async checkSignupCode(phone: string, code: string): Promise<{ result: true }> {
      await deps.sms.checkPartnerSignup(phone, code);
      return { result: true };
    },

    /**
     * A reset code for a typed id, to the account's phone verified at signup or to its e-mail.
     * Every id gets the same answer and spends the same budgets: an id without an account, a
     * suspended one or one without a verified phone stores a code that goes nowhere.
     */
    async sendResetCode(
      body: { userId: string; channel: PartnerResetChannel },
      clientAddress: string,
    ): Promise<{ result: true; message: string }> {
      const account = await repo.findByUserId(body.userId);
      const usable = account && account.status !== 'suspended' ? account : null;
      const text = (code: string) => PARTNER_ONBOARDING_TEXTS.resetSmsText(code);
      let deliver: ((code: string) => Promise<void>) | null = null;
      if (usable && body.channel === 'sms' && usable.phoneVerifiedAt) {
        deliver = async (code) => {
          try {
            await deps.sender.send({ to: usable.phone, body: text(code) });
          } catch (error) {
            if (error instanceof SmsSendError) throw new AppError('SMS_SEND_FAILED');
            throw error;
          }
        };
      } else if (usable && body.channel === 'email' && usable.email) {
        deliver = (code) =>
          deps.email.send({
            to: usable.email,
            subject: PARTNER_ONBOARDING_TEXTS.resetMailSubject,
            text: text(code),
          });
      }
      await deps.sms.sendPartnerReset(body.userId, usable?.phone ?? '', clientAddress, deliver);
      return { result: true, message: PARTNER_ONBOARDING_TEXTS.resetCodeSent };
    },

    /**
     * Sets a new password with a reset code (the one policy, decision 018) and ends every
     * session of the account in the same transaction. An id without a usable account answers
     * like a wrong code.
     */
    async resetPassword(body: PartnerResetBody): Promise<{ result: true; message: string }> {
      checkNewPassword(body.password, { role: 'contractor', userId: body.userId });
      await deps.sms.checkPartnerReset(body.userId, body.smsAuthNumber);
      const passwordHash = await hashPassword(body.password);
      const changed = await deps.db.transaction(async (tx) => {
        await deps.sms.consumePartnerReset(body.userId, tx);
        const account = await repo.lockByUserId(body.userId, tx);
        if (!account || account.status === 'suspended') return null;
        await repo.setPassword(account.id, passwordHash, tx);
        await repo.deleteSessionsOf(account.id, tx);
        return account;
      });
      if (!changed) throw new AppError('SMS_CODE_WRONG');
      // The owner of the phone hears of the change whoever made it (best effort).
      await deps.sender
        .send({ to: changed.phone, body: PARTNER_ONBOARDING_TEXTS.passwordChangedText })
        .catch(() => undefined);
      return { result: true, message: PARTNER_ONBOARDING_TEXTS.resetDone };
    },

    /**
     * Checks the password and opens a session. An unknown id answers exactly like a wrong
     * password. The account never locks (the login throttle slows the address that keeps failing
     * instead, decision 018), so its owner always gets in with the right password.
     */
    async login(userId: string, password: string): Promise<{ token: string; me: PartnerMe }> {
      const now = deps.clock.now();
      type Outcome =
        | { kind: 'failed' | 'suspended' }
        | { kind: 'ok'; token: string; account: PartnerAccountRow };
      const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
        const account = await repo.lockByUserId(userId, tx);
        const ok = await verifyPassword(password, account?.passwordHash ?? UNKNOWN_ACCOUNT_HASH);
        if (!account || !ok) return { kind: 'failed' as const };
        if (account.status === 'suspended') return { kind: 'suspended' as const };
        await repo.recordLoginSuccess(account.id, now, tx);
        const token = randomBytes(32).toString('base64url');
        await repo.insertSession(
          {
            tokenHash: hashSessionToken(token),
            accountId: account.id,
            createdAt: now,
            expiresAt: new Date(now.getTime() + PARTNER_SESSION_TTL_MS),
          },
          tx,
        );
        return { kind: 'ok' as const, token, account };
      });
      if (outcome.kind === 'ok') {
        return { token: outcome.token, me: await this.me(principalOf(outcome.account)) };
      }
      if (outcome.kind === 'suspended') throw partnerError('PARTNER_SUSPENDED');
      throw partnerError('PARTNER_LOGIN_FAILED');
    },

    async logout(token: string | null): Promise<void> {
      if (token) await repo.deleteSession(hashSessionToken(token));
    },

    /** The principal of a session cookie's token, or null (unknown, expired, suspended). */
    async resolveSession(token: string): Promise<PartnerPrincipal | null> {
      const account = await repo.findAccountBySession(hashSessionToken(token), deps.clock.now());
      if (!account || account.status === 'suspended') return null;
      return principalOf(account);
    },

    async me(principal: PartnerPrincipal): Promise<PartnerMe> {
      const info = await deps.contractors.bizInfo(principal.contractorId);
      const account = await repo.findAccountById(principal.accountId);
      return {
        id: principal.accountId,
        userId: principal.userId,
        status: principal.status,
        contractorId: principal.contractorId,
        comName: info.comName,
        regions: await regionsOf(principal.contractorId),
        licenceNumber: account?.licenceNumber ?? null,
        documents: (await documents.list(principal.contractorId)).map(documentOut),
        missingProfile: missingProfileFields(info),
      };
    },

    async profile(principal: PartnerPrincipal): Promise<PartnerProfile> {
      const info = await deps.contractors.bizInfo(principal.contractorId);
      const {
        ccId: _ccId,
        reviews: _reviews,
        verifiedFigures: _checked,
        figureChecks: _checks,
        facts: _facts,
        sections: _sections,
        ...fields
      } = info;
      return {
        ...fields,
        ...(await deps.contractors.profileFacts(principal.contractorId)),
        ...(await deps.contractors.profileSections(principal.contractorId)),
        comLogoFileId: info.comLogoFileId ?? null,
        regions: (await regionsOf(principal.contractorId)) as ServiceRegionCode[],
      };
    },

    async updateProfile(
      principal: PartnerPrincipal,
      body: PartnerProfileBody,
    ): Promise<PartnerProfile> {
      // Owners read the business info as the platform's: only an approved account writes it.
      requireApproved(principal);
      const dropped = await deps.db.transaction(async (tx) => {
        const { droppedPhotos } = await deps.contractors.updateProfile(
          principal.contractorId,
          {
            comName: body.comName,
            intro: body.intro,
            constructionCapacityKw: body.constructionCapacity,
            constructionCnt: body.constructionCnt,
            constructionPerformanceName: body.constructionPerformanceName,
            constructionCareerName: body.constructionCareerName,
            capitalMillionKrw: body.capital,
            nationwideTotalLank: body.nationwideTotalLank,
            nationwideOwnLank: body.nationwideOwnLank,
            localTotalLank: body.localTotalLank,
            localOwnLank: body.localOwnLank,
            address: body.address,
            foundedYear: body.foundedYear,
            warranty: body.warranty && {
              ...body.warranty,
              bondNumber: body.warranty.bondNumber || null,
            },
            plants: body.plants,
          },
          tx,
        );
        await repo.replaceRegions(principal.contractorId, body.regions, tx);
        // Plant photos the plants no longer name go with their files (bytes after the commit).
        const keys: (string | null)[] = [];
        for (const fileId of droppedPhotos) keys.push(await deps.files.remove(fileId, tx));
        return keys;
      });
      for (const key of dropped) await deps.files.purge(key);
      return this.profile(principal);
    },

    /** Refuses a logo upload before its body is read: only approved accounts write a logo. */
    logoGate(principal: PartnerPrincipal): void {
      requireApproved(principal);
    },

    /**
     * Stores a PNG or JPEG logo, or an SVG drawn as a PNG (checked by its bytes), points the
     * profile at it and deletes the logo it replaced (row and bytes) once that has committed.
     */
    async uploadLogo(
      principal: PartnerPrincipal,
      upload: UploadedFile,
    ): Promise<{ comLogoFileId: string }> {
      requireApproved(principal);
      const contentType = logoTypeOf(upload.bytes);
      if (!contentType) throw partnerError('LOGO_FILE_INVALID');
      const stored =
        contentType === 'image/svg+xml'
          ? { contentType: 'image/png' as const, bytes: await svgToPng(upload.bytes) }
          : { contentType, bytes: upload.bytes };
      if (!stored.bytes) throw partnerError('LOGO_FILE_INVALID');
      const extension = stored.contentType === 'image/png' ? 'png' : 'jpg';
      const comLogoFileId = await deps.files.save({
        fileName: `logo-${principal.contractorId}.${extension}`,
        contentType: stored.contentType,
        bytes: stored.bytes,
      });
      let replaced: string | null;
      try {
        replaced = await deps.db.transaction((tx) =>
          deps.contractors.setLogo(principal.contractorId, comLogoFileId, tx),
        );
      } catch (error) {
        await deps.files.discard(comLogoFileId);
        throw error;
      }
      if (replaced !== null && replaced !== comLogoFileId) await deps.files.discard(replaced);
      return { comLogoFileId };
    },

    async alertSettings(principal: PartnerPrincipal): Promise<PartnerAlertSettings> {
      const row = await repo.findAlertSettings(principal.accountId);
      if (!row) throw new AppError('UNAUTHORIZED');
      return { leadAlert: row.leadAlert as LeadAlertMode, digestHourKst: row.digestHourKst };
    },

    async updateAlertSettings(
      principal: PartnerPrincipal,
      body: PartnerAlertSettings,
    ): Promise<PartnerAlertSettings> {
      await repo.setAlertSettings(principal.accountId, body);
      return this.alertSettings(principal);
    },
  };
}
