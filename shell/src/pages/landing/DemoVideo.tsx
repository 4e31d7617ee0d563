import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { PlayPauseIcon } from './icons';
import { DEMO_VIDEO } from './landingText';

const Frame = styled.figure`
  position: relative;
  margin: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 24px 60px rgba(11, 27, 51, 0.18);
  overflow: hidden;
`;

const WindowBar = styled.div`
  display: flex;
  gap: 6px;
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  span {
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.borderStrong};
  }
`;

const Video = styled.video`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 10;
  object-fit: cover;
  object-position: top;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Toggle = styled.button`
  position: absolute;
  right: ${({ theme }) => theme.space(3)};
  bottom: ${({ theme }) => theme.space(3)};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(11, 27, 51, 0.78);
  color: #ffffff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:hover {
    background: rgba(11, 27, 51, 0.92);
  }
`;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The hero's demo: a short, silent, looping recording of the real app (made by scripts/make-demo-video.mjs).
 * It plays on its own, muted (product.md › Screens and routes); a button pauses it (moving content must be stoppable),
 * and it starts paused for visitors who ask for reduced motion.
 */
export function DemoVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // React sets only the `muted` property; the attribute (defaultMuted) states it in the markup too.
    video.defaultMuted = true;
    video.muted = true;
    if (prefersReducedMotion()) {
      video.autoplay = false;
      video.pause();
      setPlaying(false);
    }
  }, []);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => setPlaying(false));
    else video.pause();
  };

  return (
    <Frame>
      <WindowBar aria-hidden="true">
        <span />
        <span />
        <span />
      </WindowBar>
      <Video
        ref={videoRef}
        autoPlay
        muted
        loop
        playsInline
        preload="auto"
        poster={DEMO_VIDEO.poster}
        aria-label={DEMO_VIDEO.label}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        <source src={DEMO_VIDEO.src} type="video/webm" />
      </Video>
      <Toggle type="button" onClick={toggle} aria-label={playing ? 'Pause demo video' : 'Play demo video'}>
        <PlayPauseIcon playing={playing} />
        <span aria-hidden="true">{playing ? 'Pause' : 'Play'}</span>
      </Toggle>
    </Frame>
  );
}
