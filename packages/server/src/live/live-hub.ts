import { randomUUID } from 'node:crypto';
import { liveColor, liveConstants, type LiveChanged, type LivePeer, type LiveServerMessage } from '@folio/model';
import type { EventBus, Unsubscribe } from '../coordination/event-bus';

/** What one editor of a text tells the others: an update of its document, or their caret. */
export type LiveTextRelay = Extract<LiveServerMessage, { type: 'text-update' | 'text-awareness' }>;

/** One open socket of this process, as the hub sees it. */
export interface LiveConnection {
  peer: LivePeer;
  send(message: LiveServerMessage): void;
  /** Ends the socket: its person no longer has access to the project. */
  revoke(): void;
}

/** What the processes tell each other on a project's channel (docs/editor.md "Co-editing"). */
type BusMessage =
  | { kind: 'presence'; peer: LivePeer }
  | { kind: 'left'; session: string }
  /** A process with a newcomer asks the others for the peers they hold. */
  | { kind: 'hello'; from: string }
  | { kind: 'changed'; message: LiveChanged }
  /** A text's update or caret, for every socket but its sender's (`by`). */
  | { kind: 'text'; message: LiveTextRelay }
  /** A person's access to the project ended: their sockets, on every process, are closed. */
  | { kind: 'revoked'; userId: string };

interface Room {
  /** This process's sockets. */
  local: Map<string, LiveConnection>;
  /** When each other process's peer was last heard of (a presence, or its process's heartbeat). */
  heardAt: Map<string, number>;
  /** Everyone in the project as far as this process knows: its own sockets and the others' peers. */
  peers: Map<string, LivePeer>;
  subscription: Promise<Unsubscribe>;
}

const channelOf = (magId: string) => `live:${magId}`;

/** Closes a person's live sockets on a project, in every process (removed from its members). */
export function revokeLive(bus: EventBus, magId: string, userId: string): void {
  const message: BusMessage = { kind: 'revoked', userId };
  bus.publish(channelOf(magId), JSON.stringify(message));
}

/**
 * The live channel's rooms in one server process: a room per project with at least one socket here, subscribed to
 * the project's channel on the bus. Every presence, departure and change goes through the bus (Redis pub/sub with
 * REDIS_URL), so each process relays what any process heard to its own sockets.
 */
export class LiveHub {
  private readonly processId = randomUUID();
  private readonly rooms = new Map<string, Room>();
  private readonly heartbeat: ReturnType<typeof setInterval>;

  /**
   * `timings` are liveConstants' heartbeat and expiry (shorter in tests). Every heartbeat this process tells the
   * others of its peers again and forgets theirs not heard of within the expiry: a process that crashed never says
   * its peers left.
   */
  constructor(
    private readonly bus: EventBus,
    private readonly log: (message: string, error?: unknown) => void,
    private readonly timings: { heartbeatMs: number; expiryMs: number } = { heartbeatMs: liveConstants.peerHeartbeatMs, expiryMs: liveConstants.peerExpiryMs },
  ) {
    this.heartbeat = setInterval(() => this.beat(), timings.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Stops the heartbeat (the server closes). */
  close(): void {
    clearInterval(this.heartbeat);
  }

  /** Open sockets of one person on a project in this process. */
  connectionsOf(magId: string, userId: string): number {
    return [...(this.rooms.get(magId)?.local.values() ?? [])].filter((connection) => connection.peer.userId === userId).length;
  }

  /** A colour no one in the project has yet (round the palette when all are taken). */
  colorFor(magId: string): string {
    const taken = new Set([...(this.rooms.get(magId)?.peers.values() ?? [])].map((peer) => peer.color));
    return liveConstants.palette.find((color) => !taken.has(color)) ?? liveColor(taken.size);
  }

  /** A socket joins: it is welcomed with the peers known here, the others hear of it, and other processes tell theirs. */
  async join(magId: string, connection: LiveConnection, revision: number): Promise<void> {
    const room = this.roomOf(magId);
    await room.subscription;
    room.local.set(connection.peer.session, connection);
    room.peers.set(connection.peer.session, connection.peer);
    const peers = [...room.peers.values()].filter((peer) => peer.session !== connection.peer.session);
    connection.send({ type: 'welcome', you: { session: connection.peer.session, color: connection.peer.color, userId: connection.peer.userId }, peers, revision });
    this.publish(magId, { kind: 'presence', peer: connection.peer });
    this.publish(magId, { kind: 'hello', from: this.processId });
  }

  /** A socket's new presence. */
  update(magId: string, peer: LivePeer): void {
    this.publish(magId, { kind: 'presence', peer });
  }

  leave(magId: string, session: string): void {
    const room = this.rooms.get(magId);
    if (!room?.local.delete(session)) return;
    room.peers.delete(session);
    this.publish(magId, { kind: 'left', session });
    if (room.local.size) return;
    this.rooms.delete(magId);
    room.subscription.then((unsubscribe) => unsubscribe(), () => undefined);
  }

  /** A committed draft write, for every socket on the project in every process. */
  changed(magId: string, message: LiveChanged): void {
    this.publish(magId, { kind: 'changed', message });
  }

  /** A text message, for every socket on the project in every process but the sender's. */
  relayText(magId: string, message: LiveTextRelay): void {
    this.publish(magId, { kind: 'text', message });
  }

  /**
   * Whether a live session is connected to the project, on any process, as far as this one knows (its own sockets and
   * the peers the others told it of). Only meaningful where this process has a socket on the project.
   */
  isLive(magId: string, session: string): boolean {
    return this.rooms.get(magId)?.peers.has(session) ?? false;
  }

  private publish(magId: string, message: BusMessage): void {
    this.bus.publish(channelOf(magId), JSON.stringify(message));
  }

  private roomOf(magId: string): Room {
    let room = this.rooms.get(magId);
    if (!room) {
      const created: Room = { local: new Map(), heardAt: new Map(), peers: new Map(), subscription: Promise.resolve(() => undefined) };
      created.subscription = this.bus.subscribe(channelOf(magId), (text) => this.heard(created, magId, text));
      this.rooms.set(magId, created);
      room = created;
    }
    return room;
  }

  private heard(room: Room, magId: string, text: string): void {
    // The room was left meanwhile (its unsubscription is on its way).
    if (this.rooms.get(magId) !== room) return;
    let message: BusMessage;
    try {
      message = JSON.parse(text) as BusMessage;
    } catch (error) {
      this.log(`The live channel of ${magId} carried a message that is not JSON`, error);
      return;
    }
    switch (message.kind) {
      case 'presence':
        if (!room.local.has(message.peer.session)) room.heardAt.set(message.peer.session, Date.now());
        room.peers.set(message.peer.session, message.peer);
        return this.relay(room, { type: 'presence', peer: message.peer }, message.peer.session);
      case 'left':
        room.peers.delete(message.session);
        room.heardAt.delete(message.session);
        return this.relay(room, { type: 'left', session: message.session });
      case 'hello':
        if (message.from === this.processId) return;
        for (const connection of room.local.values()) this.publish(magId, { kind: 'presence', peer: connection.peer });
        return;
      case 'changed':
        return this.relay(room, message.message);
      case 'text':
        return this.relay(room, message.message, message.message.by);
      case 'revoked':
        for (const connection of [...room.local.values()]) if (connection.peer.userId === message.userId) connection.revoke();
        return;
    }
  }

  /** One heartbeat: this process's peers told again, other processes' peers not heard of for too long forgotten. */
  private beat(): void {
    const before = Date.now() - this.timings.expiryMs;
    for (const [magId, room] of this.rooms) {
      for (const connection of room.local.values()) this.publish(magId, { kind: 'presence', peer: connection.peer });
      for (const [session, at] of [...room.heardAt]) {
        if (at >= before) continue;
        room.heardAt.delete(session);
        room.peers.delete(session);
        this.relay(room, { type: 'left', session });
      }
    }
  }

  private relay(room: Room, message: LiveServerMessage, except?: string): void {
    for (const connection of room.local.values()) if (connection.peer.session !== except) connection.send(message);
  }
}
