// The tee figures a course has and a round keeps (migration 0008-28-course-ratings).
import { DataTypes } from 'sequelize';

export function ratedColumns() {
  return {
    holes: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 18 },
    par: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 72 },
    rating: { type: DataTypes.DECIMAL(4, 1), allowNull: false, defaultValue: 72 },
    slope: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 113 },
    holePars: { type: DataTypes.TEXT, allowNull: true },
    strokeIndex: { type: DataTypes.TEXT, allowNull: true },
  };
}
