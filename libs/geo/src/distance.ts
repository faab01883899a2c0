/** A point in WGS84 decimal degrees (latitude −90…90, longitude −180…180). */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius in kilometres (IUGG R1), the sphere `distanceKm` measures on. */
export const EARTH_RADIUS_KM = 6371.0088;

/**
 * Great-circle ("as the crow flies") distance between two points in kilometres, by the haversine
 * formula on a sphere of radius `EARTH_RADIUS_KM`. Not rounded. Precision: within about 0.5 % of
 * the ellipsoidal (WGS84) distance — e.g. ±0.1 km over 20 km — which is far below the error of the
 * inputs (Canadian coordinates are FSA centroids, a few km off a street address). It is not a
 * driving distance.
 * @throws RangeError when a coordinate is not a finite number in range.
 * @example distanceKm({ latitude: 43.65, longitude: -79.38 }, { latitude: 43.59, longitude: -79.64 }) ≈ 22
 */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  for (const p of [a, b]) {
    if (
      !Number.isFinite(p?.latitude) ||
      !Number.isFinite(p?.longitude) ||
      Math.abs(p.latitude) > 90 ||
      Math.abs(p.longitude) > 180
    )
      throw new RangeError(
        `distanceKm: invalid point ${JSON.stringify(p)} (latitude −90…90, longitude −180…180)`,
      );
  }
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
