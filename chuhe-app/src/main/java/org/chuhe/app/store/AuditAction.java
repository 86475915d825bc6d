package org.chuhe.app.store;

/** What an audit log entry records; {@link #key()} is what the log stores and exports. */
public enum AuditAction {
  TOURNAMENT_CREATE("tournament.create", "创建赛事", "tournament created"),
  REGULATIONS_CHANGE("regulations.change", "修改规程", "regulations changed"),
  DOCUMENT_IMPORT("document.import", "导入赛事文件", "document imported"),
  PLAYER_REGISTER("player.register", "报名", "player registered"),
  PLAYER_EDIT("player.edit", "修改棋手", "player edited"),
  PLAYER_REMOVE("player.remove", "删除报名", "registration removed"),
  PLAYER_CHECKIN("player.checkin", "报到", "check-in"),
  PLAYER_NUMBER("player.number", "抽签后编号", "pairing number after the draw"),
  PLAYERS_IMPORT("players.import", "批量导入棋手", "players imported"),
  DRAW("draw", "抽签", "draw of lots"),
  LOTS_DRAW("lots.draw", "抽签定名次", "lots drawn for a shared place"),
  PAIRING_SAVE("pairing.save", "编排", "pairing saved"),
  PAIRING_UNDO("pairing.undo", "撤销编排", "pairing undone"),
  PAIRING_PUBLISH("pairing.publish", "发布编排", "pairing published"),
  LINE_UP("lineup.enter", "出场名单", "team's line-up entered"),
  RESULT_ENTER("result.enter", "录入结果", "result entered"),
  RESULT_CORRECT("result.correct", "更正结果", "result corrected"),
  FOUL_ADD("foul.add", "记犯规", "foul recorded"),
  FOUL_REMOVE("foul.remove", "撤销犯规", "foul removed"),
  GAME_RECORD("game.record", "录谱", "game record kept or missing"),
  PENALTY_ADD("penalty.add", "处罚", "penalty"),
  WITHDRAWAL_ADD("withdrawal.add", "退赛", "withdrawal"),
  AWARD_ADD("award.add", "评选奖项", "hand-picked award given"),
  AWARD_REMOVE("award.remove", "撤销评选奖项", "hand-picked award taken back"),
  PRIZE_DECISION("prizes.decide", "裁定退赛棋手奖项", "withdrawn player's prizes decided"),
  RECORD_SAVE("record.save", "保存棋谱", "game record's moves saved"),
  RECORD_DELETE("record.delete", "删除棋谱", "game record's moves deleted"),
  REPORT_CLAIM("report.claim", "报告结果", "result reported by a player"),
  REPORT_AUTO("report.auto", "自动登记开关", "auto-accept of reported results switched"),
  CODE_RESET("code.reset", "更换确认码", "player's code changed"),
  CODES_CREATE("codes.create", "生成确认码", "players' codes created");

  private final String key;
  private final String zh;
  private final String en;

  AuditAction(String key, String zh, String en) {
    this.key = key;
    this.zh = zh;
    this.en = en;
  }

  /**
   * Whether an entry of this action may change the tournament's data (players, rounds, results, regulations …): all
   * but the players' claims of results, the auto-accept switch and their codes (issue 26), which live in tables of
   * their own. A reader that holds the tournament as of an earlier entry keeps it across entries of these
   * ({@code AuditTrail.stampedRevision(Session, StampedRevision)}): players confirming results from their phones do
   * not make every page read the whole event again.
   */
  public boolean changesTournament() {
    return this != REPORT_CLAIM && this != REPORT_AUTO && this != CODE_RESET && this != CODES_CREATE;
  }

  /** The action of a stored key; empty for a key this version does not know. */
  public static java.util.Optional<AuditAction> ofKey(String key) {
    for (AuditAction a : values()) {
      if (a.key.equals(key)) {
        return java.util.Optional.of(a);
      }
    }
    return java.util.Optional.empty();
  }

  public String key() {
    return key;
  }

  public String zh() {
    return zh;
  }

  public String en() {
    return en;
  }
}
