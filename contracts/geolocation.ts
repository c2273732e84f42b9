import { Schema } from 'effect'

/** The public IP-geolocation service's answer: the header's location line reads these three. */
export const GeolocationResponse = Schema.Struct({
  postal: Schema.optional(Schema.NullOr(Schema.String)),
  city: Schema.optional(Schema.NullOr(Schema.String)),
  country_name: Schema.optional(Schema.NullOr(Schema.String)),
})
export type GeolocationResponse = typeof GeolocationResponse.Type
