import { ForbiddenException } from '@nestjs/common';
import { refuseFieldsOutsideRole } from './item-field-permissions.js';

const refusal = (role: string | undefined, fields: string[]) => {
  try {
    refuseFieldsOutsideRole(role, fields);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ForbiddenException);
    return (error as ForbiddenException).message;
  }
};

describe('the item fields a role may change', () => {
  it('lets the owner and the manager change every field', () => {
    const fields = ['name', 'status', 'pricePerUnit', 'remainingAmount', 'paymentStatus'];
    expect(refusal('owner', fields)).toBeNull();
    expect(refusal('manager', fields)).toBeNull();
  });

  it('lets the warehouse handle goods (status, photos, truck) only, naming the fields it may not touch', () => {
    expect(refusal('warehouse', ['status', 'photos', 'truckId'])).toBeNull();
    expect(refusal('warehouse', ['status', 'weight', 'remainingAmount'])).toMatch(
      /weight, remainingAmount\)$/,
    );
  });

  it('lets the accountant change what is paid, not the goods', () => {
    expect(refusal('accountant', ['paymentStatus', 'remainingAmount'])).toBeNull();
    expect(refusal('accountant', ['remainingAmount', 'status'])).toMatch(/\(поля: status\)$/);
  });

  it('keeps the viewer from any field, and lets a call without a role (not made for staff) through', () => {
    expect(refusal('viewer', ['comments'])).toMatch(/comments/);
    expect(refusal(undefined, ['pricePerUnit'])).toBeNull();
  });
});
