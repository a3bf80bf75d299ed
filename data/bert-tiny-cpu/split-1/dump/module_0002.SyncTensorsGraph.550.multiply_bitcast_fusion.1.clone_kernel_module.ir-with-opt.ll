; ModuleID = '__compute_module_multiply_bitcast_fusion.1.clone_kernel_module'
source_filename = "__compute_module_multiply_bitcast_fusion.1.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define noalias noundef ptr @multiply_bitcast_fusion.1.clone(ptr readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !5
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %8 = load ptr, ptr %7, align 8, !invariant.load !3, !dereferenceable !5
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %10 = load ptr, ptr %9, align 8
  %11 = load i64, ptr %10, align 4, !invariant.load !3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !6)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !9)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  %12 = icmp ult i64 %11, 2
  br i1 %12, label %13, label %multiply_bitcast_fusion.1.clone_wrapped.exit

13:                                               ; preds = %1
  %14 = shl nuw nsw i64 %11, 18
  br label %vector.ph

vector.ph:                                        ; preds = %13, %middle.block
  %15 = phi i64 [ 0, %13 ], [ %67, %middle.block ]
  %16 = shl nuw nsw i64 %15, 9
  %17 = add nuw nsw i64 %16, %14
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %18 = add nuw nsw i64 %index, %17
  %19 = getelementptr inbounds nuw [524288 x float], ptr %6, i64 0, i64 %18
  %wide.load = load <8 x float>, ptr %19, align 4, !invariant.load !3, !alias.scope !9, !noalias !13
  %20 = getelementptr inbounds nuw [512 x float], ptr %4, i64 0, i64 %index
  %wide.load4 = load <8 x float>, ptr %20, align 4, !invariant.load !3, !alias.scope !6, !noalias !16
  %21 = fadd <8 x float> %wide.load, %wide.load4
  %22 = fmul <8 x float> %21, splat (float 0x3FE6A09E60000000)
  %23 = tail call <8 x float> @llvm.maximum.v8f32(<8 x float> %22, <8 x float> splat (float 0xC00DF38D00000000))
  %24 = tail call <8 x float> @llvm.minimum.v8f32(<8 x float> %23, <8 x float> splat (float 0x400DF38D00000000))
  %25 = fmul <8 x float> %24, %24
  %26 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %25, <8 x float> splat (float 0xBE7FA720C0000000), <8 x float> splat (float 0x3EF8B11BE0000000))
  %27 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %26, <8 x float> %25, <8 x float> splat (float 0x3F50ADA500000000))
  %28 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %27, <8 x float> %25, <8 x float> splat (float 0x3F8CD0FA80000000))
  %29 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %28, <8 x float> %25, <8 x float> splat (float 0x3FBC698420000000))
  %30 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %29, <8 x float> %25, <8 x float> splat (float 0x3FDFD68940000000))
  %31 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %30, <8 x float> %25, <8 x float> splat (float 1.000000e+00))
  %32 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %25, <8 x float> splat (float 0x3F2E05AA20000000), <8 x float> splat (float 0x3F6BEBB440000000))
  %33 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %32, <8 x float> %25, <8 x float> splat (float 0x3FAA16DD60000000))
  %34 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %33, <8 x float> %25, <8 x float> splat (float 0x3FC7B4E800000000))
  %35 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %34, <8 x float> %25, <8 x float> splat (float 0x3FF20DD740000000))
  %36 = fmul <8 x float> %24, %35
  %37 = fdiv <8 x float> %36, %31
  %38 = fmul <8 x float> %21, splat (float 5.000000e-01)
  %39 = fadd <8 x float> %37, splat (float 1.000000e+00)
  %40 = fmul <8 x float> %38, %39
  %41 = getelementptr inbounds nuw [524288 x float], ptr %8, i64 0, i64 %18
  store <8 x float> %40, ptr %41, align 4, !alias.scope !17, !noalias !18
  %index.next = or disjoint i64 %index, 8
  %42 = add nuw nsw i64 %index.next, %17
  %43 = getelementptr inbounds nuw [524288 x float], ptr %6, i64 0, i64 %42
  %wide.load.1 = load <8 x float>, ptr %43, align 4, !invariant.load !3, !alias.scope !9, !noalias !13
  %44 = getelementptr inbounds nuw [512 x float], ptr %4, i64 0, i64 %index.next
  %wide.load4.1 = load <8 x float>, ptr %44, align 4, !invariant.load !3, !alias.scope !6, !noalias !16
  %45 = fadd <8 x float> %wide.load.1, %wide.load4.1
  %46 = fmul <8 x float> %45, splat (float 0x3FE6A09E60000000)
  %47 = tail call <8 x float> @llvm.maximum.v8f32(<8 x float> %46, <8 x float> splat (float 0xC00DF38D00000000))
  %48 = tail call <8 x float> @llvm.minimum.v8f32(<8 x float> %47, <8 x float> splat (float 0x400DF38D00000000))
  %49 = fmul <8 x float> %48, %48
  %50 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %49, <8 x float> splat (float 0xBE7FA720C0000000), <8 x float> splat (float 0x3EF8B11BE0000000))
  %51 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %50, <8 x float> %49, <8 x float> splat (float 0x3F50ADA500000000))
  %52 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %51, <8 x float> %49, <8 x float> splat (float 0x3F8CD0FA80000000))
  %53 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %52, <8 x float> %49, <8 x float> splat (float 0x3FBC698420000000))
  %54 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %53, <8 x float> %49, <8 x float> splat (float 0x3FDFD68940000000))
  %55 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %54, <8 x float> %49, <8 x float> splat (float 1.000000e+00))
  %56 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %49, <8 x float> splat (float 0x3F2E05AA20000000), <8 x float> splat (float 0x3F6BEBB440000000))
  %57 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %56, <8 x float> %49, <8 x float> splat (float 0x3FAA16DD60000000))
  %58 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %57, <8 x float> %49, <8 x float> splat (float 0x3FC7B4E800000000))
  %59 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %58, <8 x float> %49, <8 x float> splat (float 0x3FF20DD740000000))
  %60 = fmul <8 x float> %48, %59
  %61 = fdiv <8 x float> %60, %55
  %62 = fmul <8 x float> %45, splat (float 5.000000e-01)
  %63 = fadd <8 x float> %61, splat (float 1.000000e+00)
  %64 = fmul <8 x float> %62, %63
  %65 = getelementptr inbounds nuw [524288 x float], ptr %8, i64 0, i64 %42
  store <8 x float> %64, ptr %65, align 4, !alias.scope !17, !noalias !18
  %index.next.1 = add nuw nsw i64 %index, 16
  %66 = icmp eq i64 %index.next.1, 512
  br i1 %66, label %middle.block, label %vector.body, !llvm.loop !19

middle.block:                                     ; preds = %vector.body
  %67 = add nuw nsw i64 %15, 1
  %exitcond3.not = icmp eq i64 %67, 512
  br i1 %exitcond3.not, label %multiply_bitcast_fusion.1.clone_wrapped.exit, label %vector.ph

multiply_bitcast_fusion.1.clone_wrapped.exit:     ; preds = %middle.block, %1
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.maximum.v8f32(<8 x float>, <8 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.minimum.v8f32(<8 x float>, <8 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fma.v8f32(<8 x float>, <8 x float>, <8 x float>) #2

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 2048}
!5 = !{i64 2097152}
!6 = !{!7}
!7 = distinct !{!7, !8, !"multiply_bitcast_fusion.1.clone_wrapped: argument 0"}
!8 = distinct !{!8, !"multiply_bitcast_fusion.1.clone_wrapped"}
!9 = !{!10}
!10 = distinct !{!10, !8, !"multiply_bitcast_fusion.1.clone_wrapped: argument 1"}
!11 = !{!12}
!12 = distinct !{!12, !8, !"multiply_bitcast_fusion.1.clone_wrapped: argument 2"}
!13 = !{!14, !7, !12}
!14 = distinct !{!14, !15, !"xla.slice_index=2"}
!15 = distinct !{!15}
!16 = !{!14, !10, !12}
!17 = !{!14, !12}
!18 = !{!7, !10}
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
