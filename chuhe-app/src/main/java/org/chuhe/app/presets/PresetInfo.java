package org.chuhe.app.presets;

import org.chuhe.regulations.Format;

/**
 * One line of the preset catalog: the id to ask for ({@code fujian-women-2018}), the event's Chinese title, its
 * format (赛制), and a one-line description in Chinese and English.
 */
public record PresetInfo(String id, String name, Format format, String description, String descriptionEn) {}
