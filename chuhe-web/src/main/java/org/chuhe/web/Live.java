package org.chuhe.web;

import io.javalin.http.sse.SseClient;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Live updates within this process: the pages that show a round (the public pairing list, the standings, the
 * console's sheet) hold a server-sent-events stream open, and a change of a round sends them its key
 * ({@link Views#liveKey}). The event carries no data but the key, the signal to fetch the page's part again: what a
 * player may see is decided by the page that is fetched, as for any request.
 */
final class Live implements AutoCloseable {
  /** The name of the event a result (or any change of a round's games) sends. */
  static final String EVENT = "round";
  /** A comment this often keeps proxies from closing an idle stream and finds the clients that have gone. */
  private static final long PING_SECONDS = 20;

  private final Set<SseClient> clients = ConcurrentHashMap.newKeySet();
  private final ScheduledExecutorService pings = Executors.newSingleThreadScheduledExecutor(r -> {
    Thread t = new Thread(r, "chuhe-live-ping");
    t.setDaemon(true);
    return t;
  });

  Live() {
    pings.scheduleAtFixedRate(() -> send(client -> client.sendComment("ping")), PING_SECONDS, PING_SECONDS,
        TimeUnit.SECONDS);
  }

  /** Keeps a new stream open until its client goes away. */
  void join(SseClient client) {
    client.keepAlive();
    client.onClose(() -> clients.remove(client));
    clients.add(client);
    client.sendComment("connected");
  }

  /** The key of an event that means "anything may have changed": every live part of every page is fetched again. */
  static final String ANY = "*";

  /**
   * Tells every open page that what this key names changed: a round ("adult/3": its boards, and the parts of its
   * division), a division ("adult": its standings and the parts that follow them), or {@link #ANY}. What changed is
   * found by {@link Announcer}.
   */
  void send(String key) {
    send(client -> client.sendEvent(EVENT, key));
  }

  /**
   * Tells every open page that anything may have changed: each page fetches its live parts again, from the page
   * cache of the new revision.
   */
  void changed() {
    send(ANY);
  }

  /**
   * The key of the check-in desks' live part. A division's check-in sends {@code checkin/<division>}, which the
   * desks take as theirs ({@code checkin} is its prefix) and no page of a round or a division does.
   */
  static final String CHECKIN = "checkin";

  /**
   * The key of the board pages' and the reports desk's live parts (issue 26): {@code reports/<division>/<round>},
   * sent when a claim or the auto-accept switch of that round changed, or the round itself. No part of a round
   * ({@code <division>/<round>}) or of a division takes it as its own: they do not start with {@code reports}.
   */
  static final String REPORTS = "reports";

  /** The reports key of a round's key: "adult/3" gives "reports/adult/3". */
  static String reportsKey(String roundKey) {
    return REPORTS + "/" + roundKey;
  }

  int clients() {
    return clients.size();
  }

  private void send(java.util.function.Consumer<SseClient> message) {
    for (SseClient c : clients) {
      if (c.terminated()) {
        clients.remove(c);
        continue;
      }
      try {
        message.accept(c);
      } catch (RuntimeException gone) {
        clients.remove(c); // a client that went away between the check and the write
      }
    }
  }

  @Override
  public void close() {
    pings.shutdownNow();
    clients.forEach(SseClient::close);
    clients.clear();
  }
}
