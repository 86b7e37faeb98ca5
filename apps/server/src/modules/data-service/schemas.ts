import { z } from 'zod';
import {
  calcProposal,
  endpoint,
  errorAnswers,
  koreaLatitude,
  koreaLongitude,
} from '@haetbit/contracts';
import { ForecastInputSchema, ForecastOutputSchema } from '@haetbit/solar';

const forecastShape = ForecastInputSchema.shape;

/**
 * `/calc-proposal-data/v2` body: the engine's {@link ForecastInputSchema} (spec section 3
 * calculation inputs), with two changes at the HTTP edge: the point must lie in South Korea, and
 * `gradient` / `constant` are optional without a default, so an absent value takes the station's
 * calibration from the weather_station table.
 */
export const calcProposalBodySchema = z
  .object({
    ...forecastShape,
    latitude: koreaLatitude('latitude').optional(),
    longitude: koreaLongitude('longitude').optional(),
    gradient: forecastShape.gradient.unwrap().optional(),
    constant: forecastShape.constant.unwrap().optional(),
  })
  .refine(
    (v) => v.stationId !== undefined || (v.latitude !== undefined && v.longitude !== undefined),
    { message: 'give latitude and longitude, or stationId' },
  );
export type CalcProposalBody = z.infer<typeof calcProposalBodySchema>;

export const calcProposalAnswerSchema = ForecastOutputSchema;

/**
 * The one declaration of `/calc-proposal-data/v2` (decision 013), kept beside its schemas because
 * the contracts do not import the engine.
 */
export const calcProposalEndpoint = endpoint(calcProposal, {
  body: calcProposalBodySchema,
  responses: { 200: calcProposalAnswerSchema, ...errorAnswers(400, 404) },
});
