package org.chuhe.regulations;

import java.time.LocalDateTime;

/** One line of the schedule (日程, R22): when a round starts. */
public record ScheduledRound(int round, LocalDateTime start) {}
