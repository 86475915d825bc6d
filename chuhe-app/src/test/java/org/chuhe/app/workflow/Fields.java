package org.chuhe.app.workflow;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Registration lists (CSV, as {@code players import} reads them) that fit each preset: eligible for their
 * divisions and within every entry limit, with phone and ID numbers so that tests can check they never leak.
 */
public final class Fields {
  public static final String HEADER = "name,division,unit,gender,birthDate,province,city,grade,phone,idNumber";

  private Fields() {}

  public static String csv(String preset) {
    List<String> rows = new ArrayList<>();
    rows.add(HEADER);
    switch (preset) {
      case "fujian-women-2018" -> {
        for (int u = 1; u <= 4; u++) {
          for (int i = 1; i <= 3; i++) {
            rows.add(row("成年" + u + i, "adult", "福建队" + u, "女", "19" + (85 + u) + "-0" + i + "-1" + i, "福建", "福州",
                null));
          }
          for (int i = 1; i <= (u == 4 ? 2 : 3); i++) {
            rows.add(row("少儿" + u + i, "youth", "福建队" + u, "女", "200" + (4 + u) + "-0" + i + "-2" + i, "福建", "厦门",
                null));
          }
        }
      }
      case "xiamen-youth-2018" -> {
        division(rows, "youth-boys-b", "男", 10, "2008");
        division(rows, "child-girls-a", "女", 9, "2010");
        division(rows, "child-boys-c", "男", 12, "2012");
      }
      case "qingyuan-2016" -> {
        for (int team = 1; team <= 10; team++) {
          for (int i = 1; i <= 5; i++) {
            rows.add(row("队" + team + "员" + i, null, "清远" + team + "队", i % 2 == 0 ? "女" : "男", "1980-01-0" + i,
                "广东", "清远", null));
          }
        }
      }
      case "xiaoyi-2019" -> {
        for (int i = 1; i <= 12; i++) {
          rows.add(row("孝义" + i, null, "俱乐部" + (i % 5), "男", (i <= 3 ? "1950" : "1980") + "-05-0" + (i % 9 + 1), "山西", "孝义",
              i == 1 ? "棋协大师" : "一级棋士"));
        }
        for (int i = 1; i <= 12; i++) {
          rows.add(row("太原" + i, null, "俱乐部" + (i % 4), "男", (i <= 2 ? "1955" : "1990") + "-07-1" + (i % 9), "山西省", "太原市",
              "二级棋士"));
        }
        for (int i = 1; i <= 10; i++) {
          rows.add(row("河北" + i, null, "俱乐部" + (i % 3 + 5), i % 3 == 0 ? "女" : "男", "1975-03-2" + (i % 9), "河北", "石家庄", null));
        }
      }
      case "chongqing-2018" -> {
        for (int i = 1; i <= 24; i++) {
          rows.add(row("重庆" + i, "adult", "重庆" + (i % 4) + "队", "男", "1975-02-1" + (i % 9), "重庆", "重庆", null));
        }
        for (int i = 1; i <= 19; i++) {
          rows.add(row("少儿" + i, "youth", "少儿" + (i % 3) + "队", i % 2 == 0 ? "女" : "男", "2006-06-1" + (i % 9),
              "四川", "成都", null));
        }
      }
      case "city-final-round-robin" -> {
        for (int i = 1; i <= 10; i++) {
          rows.add(row("决赛" + i, "final", "市" + (i % 4) + "区", i % 3 == 0 ? "女" : "男", "1985-04-1" + (i % 9),
              "福建", "福州", null));
        }
      }
      case "masters-double-round-robin" -> {
        for (int i = 1; i <= 6; i++) {
          rows.add(row("大师" + i, "masters", "省队" + i, i % 2 == 0 ? "女" : "男", "1980-09-1" + i, "广东", "广州",
              "象棋大师"));
        }
      }
      case "world-open-knockout" -> {
        for (int i = 1; i <= 24; i++) {
          rows.add(row("公开" + i, null, "代表队" + (i % 6), i % 5 == 0 ? "女" : "男", "1985-04-1" + (i % 9), "广东", "广州",
              null));
        }
      }
      case "city-team-league" -> {
        for (int i = 1; i <= 48; i++) {
          rows.add(row("联赛" + i, "league", "区队" + ((i - 1) / 6 + 1), i % 4 == 0 ? "女" : "男", "1990-03-1" + (i % 9),
              "福建", "福州", null));
        }
      }
      case "world-open-team-swiss" -> {
        for (int i = 1; i <= 80; i++) {
          rows.add(row("公开" + i, "teams", "代表队" + ((i - 1) / 4 + 1), "男", "1988-07-1" + (i % 9), "广东", "广州",
              null));
        }
      }
      default -> throw new IllegalArgumentException(preset);
    }
    return String.join("\n", rows) + "\n";
  }

  private static void division(List<String> rows, String division, String gender, int n, String year) {
    for (int i = 1; i <= n; i++) {
      rows.add(row(division + "-" + i, division, "厦门" + (i % 3) + "校", gender, year + "-0" + (i % 9 + 1) + "-15",
          "福建", "厦门", null));
    }
  }

  private static final AtomicInteger SERIAL = new AtomicInteger();

  private static String row(String name, String division, String unit, String gender, String born, String province,
      String city, String grade) {
    int serial = SERIAL.incrementAndGet();
    return String.join(",", name, division == null ? "" : division, unit, gender, born, province, city,
        grade == null ? "" : grade, "1390000" + String.format("%04d", serial % 10000),
        // The birth date in the ID number, as on a real card (an entry form's reader refuses a row where they differ).
        idNumber("350102" + born.replace("-", "") + String.format("%03d", serial % 1000)));
  }

  /** A test ID number with its right check character, as an entry form's reader wants it. */
  private static String idNumber(String first17) {
    return first17 + org.chuhe.app.io.forms.IdNumbers.checkCharacter(first17);
  }
}
