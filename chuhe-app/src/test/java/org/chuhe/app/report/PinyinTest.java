package org.chuhe.app.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PinyinTest {
  @Test
  void aNameIsReadInFullAndByItsInitials() {
    assertThat(Pinyin.sortKey("张三")).isEqualTo("zhang san");
    assertThat(Pinyin.searchKeys("张三")).isEqualTo("zhangsan zs");
    assertThat(Pinyin.searchKeys("吕钦")).startsWith("lvqin lq");
  }

  @Test
  void polyphonicSurnamesReadAsSurnamesFirstAndEveryReadingIsFound() {
    // By hand: these surnames read otherwise than the character's first reading in the dictionary.
    assertThat(Pinyin.sortKey("单霞丽")).isEqualTo("shan xia li");
    assertThat(Pinyin.sortKey("曾益谦")).isEqualTo("zeng yi qian");
    assertThat(Pinyin.sortKey("区志强")).isEqualTo("ou zhi qiang");
    assertThat(Pinyin.sortKey("解放")).isEqualTo("xie fang");
    assertThat(Pinyin.sortKey("尉迟恭")).isEqualTo("yu chi gong");
    assertThat(Pinyin.searchKeys("单霞丽")).startsWith("shanxiali sxl").contains("danxiali");
    assertThat(Pinyin.searchKeys("曾益谦").split(" ")).contains("zengyiqian", "zyq", "cengyiqian");
    // Inside a name the character keeps its first reading for the order (a limit: the dictionary knows no names).
    assertThat(Pinyin.sortKey("李单")).isEqualTo("li dan");
    assertThat(Pinyin.searchKeys("李单").split(" ")).contains("lidan", "lishan", "ld", "ls");
  }

  @Test
  void otherLettersAndDigitsAreWordsOfTheirOwn() {
    assertThat(Pinyin.sortKey("Ali·Khan")).isEqualTo("ali khan");
    assertThat(Pinyin.searchKeys("王A队")).isEqualTo("wangadui wad");
    assertThat(Pinyin.searchKeys("··")).isEmpty();
    assertThat(Pinyin.sortKey(null)).isEmpty();
  }

  @Test
  void aNameOfManyPolyphonicCharactersHasABoundedNumberOfKeys() {
    String keys = Pinyin.searchKeys("朴朴朴朴朴朴");
    assertThat(keys.split(" ").length).isLessThanOrEqualTo(2 * Pinyin.MOST_READINGS);
    assertThat(keys).startsWith("piaopopopopopo ppppp");
  }

  @Test
  void namesSortByPinyinSyllableBySyllable() {
    List<String> names = new ArrayList<>(List.of("张三", "曾益谦", "单霞丽", "李明", "梁文斌", "胡荣华", "阿明"));
    names.sort(Pinyin.ORDER);
    // a-ming, hu, li ming before liang (syllable by syllable), shan, zeng, zhang.
    assertThat(names).containsExactly("阿明", "胡荣华", "李明", "梁文斌", "单霞丽", "曾益谦", "张三");
  }
}
