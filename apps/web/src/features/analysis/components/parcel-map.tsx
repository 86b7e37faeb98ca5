import { useEffect, useMemo, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { ParcelBoundary } from '@haetbit/contracts';
import { metresPerDegree } from '@haetbit/solar/geometry';
import { useMapConfig } from '../api/get-map-config';
import { layoutPanels } from '../lib/panel-layout';
import styles from './parcel-map.module.css';

/** Distance rings around the parcel centre (spec section 2). */
const RING_DISTANCES_M = [100, 200, 300] as const;

interface ParcelMapProps {
  boundary: ParcelBoundary;
  showPanels: boolean;
}

/** The parcel boundary, 100/200/300 m rings and the engine's module layout on a Leaflet map. */
export default function ParcelMap({ boundary, showPanels }: ParcelMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const panelsRef = useRef<L.LayerGroup | null>(null);
  const layout = useMemo(() => layoutPanels(boundary.boundaryPos), [boundary.boundaryPos]);
  // Satellite tiles when the server has a source (VWorld with its key, or MAP_TILE_URL); otherwise,
  // and until the setting arrives, the parcel and rings on a plain base with no tile request.
  const { data: mapConfig } = useMapConfig();
  const tileUrl = mapConfig?.tileUrl ?? null;
  const attribution = mapConfig?.attribution ?? null;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const latLngs = boundary.boundaryPos.map(([lng, lat]) => L.latLng(lat, lng));
    const map = L.map(container, {
      preferCanvas: true,
      attributionControl: false,
      zoomSnap: 0.25,
      scrollWheelZoom: false,
    });
    mapRef.current = map;
    const center = L.latLng(boundary.center.lat, boundary.center.lng);
    const perDegree = metresPerDegree(center.lat);
    for (const distanceM of RING_DISTANCES_M) {
      L.circle(center, {
        radius: distanceM,
        color: '#ffffff',
        weight: 1.5,
        dashArray: '6 6',
        fill: false,
        interactive: false,
      }).addTo(map);
      L.marker(L.latLng(boundary.center.lat + distanceM / perDegree.y, boundary.center.lng), {
        interactive: false,
        keyboard: false,
        icon: L.divIcon({
          className: styles.ringLabel,
          html: `${distanceM}m`,
          iconSize: [44, 18],
          iconAnchor: [22, 9],
        }),
      }).addTo(map);
    }
    const parcel = L.polygon(latLngs, {
      color: '#ff8a00',
      weight: 3,
      fillColor: '#ff8a00',
      fillOpacity: 0.18,
      interactive: false,
    }).addTo(map);
    panelsRef.current = L.layerGroup().addTo(map);
    // Frame the parcel with at least the 100 m ring in view; the owner can zoom out to 300 m.
    const innerRing = L.latLngBounds(
      [center.lat - 100 / perDegree.y, center.lng - 100 / perDegree.x],
      [center.lat + 100 / perDegree.y, center.lng + 100 / perDegree.x],
    );
    map.fitBounds(parcel.getBounds().extend(innerRing), { padding: [8, 8], maxZoom: 19 });
    return () => {
      map.remove();
      mapRef.current = null;
      panelsRef.current = null;
    };
  }, [boundary]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !tileUrl) return;
    const tiles = L.tileLayer(tileUrl, { maxZoom: 19 }).addTo(map);
    const credit = attribution
      ? L.control.attribution({ prefix: false }).addAttribution(attribution).addTo(map)
      : null;
    return () => {
      tiles.remove();
      credit?.remove();
    };
  }, [boundary, tileUrl, attribution]);

  useEffect(() => {
    const group = panelsRef.current;
    if (!group) return;
    group.clearLayers();
    if (!showPanels) return;
    for (const panel of layout.panels) {
      L.polygon(
        panel.map(([lng, lat]) => L.latLng(lat, lng)),
        {
          color: '#1c3f94',
          weight: 0.5,
          fillColor: '#2f5bd3',
          fillOpacity: 0.85,
          interactive: false,
        },
      ).addTo(group);
    }
  }, [layout, showPanels]);

  return (
    <figure className={styles.figure}>
      <div
        ref={containerRef}
        role="region"
        aria-label="필지 위치 지도"
        className={tileUrl ? styles.map : `${styles.map} ${styles.plain}`}
        data-base={tileUrl ? 'tiles' : 'plain'}
        data-testid="parcel-map"
        data-panel-count={showPanels ? layout.count : 0}
      />
      <figcaption className={styles.caption}>
        주황색 선은 필지 경계, 점선 원은 중심에서 100m·200m·300m 거리입니다.
        {showPanels && layout.count > 0
          ? ' 파란색은 1m×2m 모듈(경사 20°)의 배치 예시이며, 설치 용량은 아래 분석 결과를 기준으로 합니다.'
          : ''}
      </figcaption>
    </figure>
  );
}
