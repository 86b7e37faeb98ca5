import { useEffect, useMemo, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { DEFAULT_TILT_DEG, type ParcelBoundary } from '@haetbit/contracts';
import { metresPerDegree } from '@haetbit/solar/geometry';
import { formatArea } from '../../../shared/format/number';
import { useMapConfig } from '../api/get-map-config';
import { layoutPanels, NO_PANELS, type PanelLayout, type PanelSite } from '../lib/panel-layout';
import styles from './parcel-map.module.css';

/** Distance rings around the parcel centre (spec section 2). */
const RING_DISTANCES_M = [100, 200, 300] as const;

interface ParcelMapProps {
  boundary: ParcelBoundary;
  /** The capacity shown: its install type and area, laid out as the server counts it. */
  site: Omit<PanelSite, 'boundary'> | null;
  showPanels: boolean;
}

/** What the blue modules stand for, in the caption. */
function panelsCaption(layout: PanelLayout, areaM2: number | null): string {
  const modules = `1m×2m 모듈 ${layout.count.toLocaleString('ko-KR')}장(경사 ${DEFAULT_TILT_DEG}°)`;
  const area = areaM2 ? formatArea(areaM2) : '';
  switch (layout.shape) {
    case 'square':
      return ` 파란색은 지붕 면적 ${area}을 정사각형으로 보고 놓은 ${modules}의 배치 예시입니다. 건물의 실제 모양은 반영하지 않았어요.`;
    case 'scaledOutline':
      return ` 파란색은 입력한 면적 ${area}만큼 필지 모양을 줄여 놓은 ${modules}의 배치 예시입니다.`;
    default:
      return ` 파란색은 ${modules}의 배치 예시입니다.`;
  }
}

/** The parcel boundary, 100/200/300 m rings and the engine's module layout on a Leaflet map. */
export default function ParcelMap({ boundary, site, showPanels }: ParcelMapProps) {
  const installType = site?.installType ?? null;
  const areaM2 = site?.areaM2 ?? null;
  const layout = useMemo(
    () => (installType ? layoutPanels({ installType, areaM2, boundary }) : NO_PANELS),
    [installType, areaM2, boundary],
  );
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const panelsRef = useRef<L.LayerGroup | null>(null);
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
      zoomControl: false,
      zoomSnap: 0.25,
      scrollWheelZoom: false,
    });
    L.control.zoom({ zoomInTitle: '확대', zoomOutTitle: '축소' }).addTo(map);
    mapRef.current = map;
    const center = L.latLng(boundary.center.lat, boundary.center.lng);
    const perDegree = metresPerDegree(center.lat);
    const labels: { marker: L.Marker; distanceM: number }[] = [];
    for (const distanceM of RING_DISTANCES_M) {
      L.circle(center, {
        radius: distanceM,
        color: '#ffffff',
        weight: 1.5,
        dashArray: '6 6',
        fill: false,
        interactive: false,
      }).addTo(map);
      const marker = L.marker(
        L.latLng(boundary.center.lat + distanceM / perDegree.y, boundary.center.lng),
        {
          interactive: false,
          keyboard: false,
          icon: L.divIcon({
            className: styles.ringLabel,
            html: `${distanceM}m`,
            iconSize: [44, 18],
            iconAnchor: [22, 9],
          }),
        },
      );
      labels.push({ marker, distanceM });
    }
    // A ring's label shows only while its whole ring is in view: never a label cut at the edge.
    const placeLabels = () => {
      const view = map.getBounds();
      for (const { marker, distanceM } of labels) {
        const ring = L.latLngBounds(
          [center.lat - distanceM / perDegree.y, center.lng - distanceM / perDegree.x],
          [center.lat + distanceM / perDegree.y, center.lng + distanceM / perDegree.x],
        );
        if (view.contains(ring)) marker.addTo(map);
        else marker.remove();
      }
    };
    map.on('zoomend moveend', placeLabels);
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
    map.fitBounds(parcel.getBounds().extend(innerRing), { padding: [24, 24], maxZoom: 19 });
    placeLabels();
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
        주황색 선은 필지 경계, 점선 원은 중심에서 100m·200m·300m 거리입니다(축소하면 200m·300m 원도
        보여요).
        {tileUrl ? '' : ' 위성 사진 없이 필지 모양만 그렸어요.'}
        {showPanels && layout.count > 0 ? panelsCaption(layout, areaM2) : ''}
        {showPanels && layout.count > 0 ? ' 설치 용량은 아래 분석 결과를 기준으로 합니다.' : ''}
      </figcaption>
    </figure>
  );
}
