// widgets-and-authoring.md §4 "Video"; viewer-and-project.md §4: what a video widget remembers across its player's
// life, as a reducer. The player itself exists while `playerShown` says so.

export interface VideoSession {
  /** The visitor pressed play. Cleared when its page stops being the shown one. */
  clicked: boolean;
  /** Where a player unloaded by a media stop (the hidden tab) comes back, and whether it was playing then. */
  resume: { seconds: number; playing: boolean } | null;
  /** Bumped to reload the player (a Vimeo player stuck at 0 s). */
  generation: number;
}

export type VideoSessionAction =
  | { type: 'play' }
  /** Its page is no longer the shown one: the player goes, and with it the visitor's play. */
  | { type: 'leave' }
  /** Media stopped while the player existed: it is unloaded here. */
  | { type: 'stop'; seconds: number; playing: boolean }
  | { type: 'restart' };

export const initialVideoSession = (): VideoSession => ({ clicked: false, resume: null, generation: 0 });

export function videoSessionReducer(session: VideoSession, action: VideoSessionAction): VideoSession {
  switch (action.type) {
    case 'play':
      return { ...session, clicked: true, resume: null };
    case 'leave':
      return session.clicked || session.resume ? { ...session, clicked: false, resume: null } : session;
    case 'stop':
      return { ...session, resume: { seconds: action.seconds, playing: action.playing } };
    case 'restart':
      return { ...session, generation: session.generation + 1 };
  }
}

/** The player exists while media are not stopped, after play, or with autoplay on the shown page. */
export const playerShown = (session: VideoSession, { autoplay, active, stopped }: { autoplay: boolean; active: boolean; stopped: boolean }): boolean =>
  !stopped && (session.clicked || (autoplay && active));

/** How the player starts: at once from the widget's start time, or as it was when media stopped. */
export function playerStart(session: VideoSession, startTime: number | undefined): { autoplay: boolean; startTime: number | undefined } {
  if (!session.resume) return { autoplay: true, startTime };
  return { autoplay: session.resume.playing, startTime: session.resume.seconds };
}
