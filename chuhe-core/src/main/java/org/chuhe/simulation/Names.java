package org.chuhe.simulation;

import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.chuhe.model.Gender;

/**
 * Simulated players' names: a common surname and one or two characters of a given name common for the player's
 * gender (a women's division reads as one: 王芳, 林秀英; a boys' division: 王伟, 陈浩). Both lists are the same length,
 * so that a name takes the same draws whatever the gender, and a seed's event is the same but for its names.
 */
final class Names {
  private static final String[] SURNAMES = {"王", "李", "张", "刘", "陈", "杨", "黄", "赵", "吴", "周", "徐", "孙",
      "马", "朱", "胡", "郭", "何", "高", "林", "罗"};
  /** Characters common in women's given names. */
  static final String[] FEMALE = {"芳", "娜", "敏", "静", "丽", "艳", "娟", "秀", "霞", "英", "玲", "燕", "萍", "洁",
      "琳", "雪", "婷", "慧", "颖", "梅", "兰", "莉", "倩", "琴", "月", "佳", "欣", "悦", "红", "晶"};
  /** Characters common in men's given names. */
  static final String[] MALE = {"伟", "强", "磊", "军", "洋", "勇", "杰", "涛", "明", "超", "平", "刚", "斌", "宇",
      "浩", "帅", "鹏", "辉", "峰", "建", "国", "文", "亮", "波", "飞", "龙", "鑫", "林", "晨", "凯"};

  private Names() {}

  /** A player's name and gender. */
  record Named(String name, Gender gender) {}

  /**
   * Draws a name, then the gender ({@code gender}: the division's, or drawn), and writes the name with that
   * gender's given names: the draws of a name come first, as they always did, so that a seed's field keeps its
   * ratings, units and results.
   */
  static Named draw(SplittableRandom r, Supplier<Gender> gender) {
    int surname = r.nextInt(SURNAMES.length);
    int first = r.nextInt(FEMALE.length);
    int second = r.nextBoolean() ? r.nextInt(FEMALE.length) : -1;
    Gender g = gender.get();
    String[] given = g == Gender.FEMALE ? FEMALE : MALE;
    return new Named(SURNAMES[surname] + given[first] + (second < 0 ? "" : given[second]), g);
  }
}
